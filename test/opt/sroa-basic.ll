; sroa, atomir's documented subset: an aggregate alloca reached only through constant-index GEPs
; and loads/stores of its scalar fields is split into one alloca per field, lifetime markers go,
; and everything promotable is promoted as mem2reg does (atomic accesses too, as LLVM 22 does);
; an escaping aggregate or a variable index keeps it whole. opt-22 gives the same result on every
; function here but @volatile_field, where it splits the aggregate and keeps the volatile access
; on the field's own alloca (atomir leaves an aggregate with a volatile access whole).
; RUN: atomir opt -S -passes=sroa %s | FileCheck %s
; CHECK-LABEL: define i32 @split(i32 %a, i64 %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %yt = trunc i64 %b to i32
; CHECK-NEXT:   %ie = sext i16 7 to i32
; CHECK-NEXT:   %s1 = add i32 %a, %yt
; CHECK-NEXT:   %s2 = add i32 %s1, %ie
; CHECK-NEXT:   %s3 = add i32 %s2, 3
; CHECK-NEXT:   ret i32 %s3
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @escapes(i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %p = alloca %struct.P, align 8
; CHECK-NEXT:   store i32 %a, ptr %p, align 8
; CHECK-NEXT:   call void @use(ptr %p)
; CHECK-NEXT:   %x = load i32, ptr %p, align 8
; CHECK-NEXT:   ret i32 %x
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @variable_index(i32 %a, i64 %i) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %arr = alloca [4 x i32], align 4
; CHECK-NEXT:   %e = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 %i
; CHECK-NEXT:   store i32 %a, ptr %e, align 4
; CHECK-NEXT:   %f = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 2
; CHECK-NEXT:   %x = load i32, ptr %f, align 4
; CHECK-NEXT:   ret i32 %x
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @volatile_field(i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %p = alloca { i32, i32 }, align 4
; CHECK-NEXT:   %f = getelementptr inbounds { i32, i32 }, ptr %p, i32 0, i32 1
; CHECK-NEXT:   store volatile i32 %a, ptr %f, align 4
; CHECK-NEXT:   %x = load i32, ptr %f, align 4
; CHECK-NEXT:   ret i32 %x
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @atomic_field(i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 %a
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @scalar(i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 %a
; CHECK-NEXT: }

%struct.P = type { i32, i64, %struct.In, [3 x i32] }
%struct.In = type { i16, i8 }

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @use(ptr)

define i32 @split(i32 %a, i64 %b) {
entry:
  %p = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(ptr %p)
  store i32 %a, ptr %p, align 8
  %y = getelementptr inbounds %struct.P, ptr %p, i32 0, i32 1
  store i64 %b, ptr %y, align 8
  %in = getelementptr inbounds %struct.P, ptr %p, i32 0, i32 2
  %ina = getelementptr inbounds %struct.In, ptr %in, i32 0, i32 0
  store i16 7, ptr %ina, align 8
  %arr = getelementptr inbounds %struct.P, ptr %p, i32 0, i32 3, i64 1
  store i32 3, ptr %arr, align 4
  %x0 = load i32, ptr %p, align 8
  %y0 = load i64, ptr %y, align 8
  %i0 = load i16, ptr %ina, align 8
  %a1 = load i32, ptr %arr, align 4
  call void @llvm.lifetime.end.p0(ptr %p)
  %yt = trunc i64 %y0 to i32
  %ie = sext i16 %i0 to i32
  %s1 = add i32 %x0, %yt
  %s2 = add i32 %s1, %ie
  %s3 = add i32 %s2, %a1
  ret i32 %s3
}

define i32 @escapes(i32 %a) {
entry:
  %p = alloca %struct.P, align 8
  store i32 %a, ptr %p, align 8
  call void @use(ptr %p)
  %x = load i32, ptr %p, align 8
  ret i32 %x
}

define i32 @variable_index(i32 %a, i64 %i) {
entry:
  %arr = alloca [4 x i32], align 4
  %e = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 %i
  store i32 %a, ptr %e, align 4
  %f = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 2
  %x = load i32, ptr %f, align 4
  ret i32 %x
}

define i32 @volatile_field(i32 %a) {
entry:
  %p = alloca { i32, i32 }, align 4
  %f = getelementptr inbounds { i32, i32 }, ptr %p, i32 0, i32 1
  store volatile i32 %a, ptr %f, align 4
  %x = load i32, ptr %f, align 4
  ret i32 %x
}

define i32 @atomic_field(i32 %a) {
entry:
  %p = alloca { i32, i32 }, align 4
  %f = getelementptr inbounds { i32, i32 }, ptr %p, i32 0, i32 1
  store atomic i32 %a, ptr %f seq_cst, align 4
  %x = load atomic i32, ptr %f acquire, align 4
  ret i32 %x
}

define i32 @scalar(i32 %a) {
entry:
  %x = alloca i32, align 4
  store i32 %a, ptr %x, align 4
  %v = load i32, ptr %x, align 4
  ret i32 %v
}
