; A location whose size the walker dropped at a phi (its pointer is not loop invariant) has an
; unknown size, and opt-22 then treats both sides of an alias query as accesses from the
; pointer on: the inbounds-offset rule no longer separates %q+520 from the escaped alloca %a,
; so llvm.lifetime.start(%a) clobbers the load behind the phi (MemoryUse(1)), while the same
; load without a phi on the way keeps liveOnEntry. CHECK lines from opt-22.
; RUN: atomir opt -passes='print<memoryssa>' -disable-output %s 2>&1 | FileCheck %s
; CHECK-LABEL: MemorySSA for function: direct
; CHECK: %g = getelementptr inbounds i8, ptr %q, i64 520
; CHECK-NEXT: ; MemoryUse(liveOnEntry)
; CHECK-NEXT: %v = load i64, ptr %g, align 8
; CHECK-LABEL: MemorySSA for function: through_phi
; CHECK: %g = getelementptr inbounds i8, ptr %q, i64 520
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT: %v = load i64, ptr %g, align 8
; CHECK-LABEL: MemorySSA for function: direct_small_offset
; CHECK: %g = getelementptr inbounds i8, ptr %q, i64 8
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT: %v = load i64, ptr %g, align 8

declare void @llvm.lifetime.start.p0(ptr)
declare void @esc(ptr)
define i64 @direct(ptr %p) {
  %a = alloca [24 x i8], align 16
  %q = load ptr, ptr %p, align 8
  call void @llvm.lifetime.start.p0(ptr %a)
  %g = getelementptr inbounds i8, ptr %q, i64 520
  %v = load i64, ptr %g, align 8
  call void @esc(ptr %a)
  ret i64 %v
}
define i64 @through_phi(ptr %p, i1 %c) {
entry:
  %a = alloca [24 x i8], align 16
  %b = alloca i32, align 4
  %q = load ptr, ptr %p, align 8
  call void @llvm.lifetime.start.p0(ptr %a)
  br i1 %c, label %t, label %j
t:
  store i32 0, ptr %b, align 4
  br label %j
j:
  %g = getelementptr inbounds i8, ptr %q, i64 520
  %v = load i64, ptr %g, align 8
  call void @esc(ptr %a)
  ret i64 %v
}
define i64 @direct_small_offset(ptr %p) {
  %a = alloca [24 x i8], align 16
  %q = load ptr, ptr %p, align 8
  call void @llvm.lifetime.start.p0(ptr %a)
  %g = getelementptr inbounds i8, ptr %q, i64 8
  %v = load i64, ptr %g, align 8
  call void @esc(ptr %a)
  ret i64 %v
}
