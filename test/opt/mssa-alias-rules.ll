; Alias rules MemorySSA relies on (expected text: opt-22's print<memoryssa> on this file):
; a lifetime intrinsic reaches its whole alloca and no further (a load 40 bytes into a loaded
; pointer is not clobbered by the lifetime of a 32-byte alloca); a nuw offset with a variable
; part at least the other access's size away cannot meet it; captures(address_is_null) is no
; escape; a tail call cannot reach the caller's allocas; memory(..., target_mem0: none) still
; writes other memory; a plain malloc call clobbers an argument's memory; a constant global
; is never clobbered.
; RUN: atomir opt -passes='print<memoryssa>' -disable-output %s 2>&1 | FileCheck %s
; RUN: atomir opt -passes='print<memoryssa>,verify<memoryssa>' -disable-output %s
; CHECK-LABEL: MemorySSA for function: lifetime_size
; CHECK-NEXT: define i64 @lifetime_size(ptr %pp) {
; CHECK-NEXT:   %a = alloca [4 x i64], align 8
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %a)
; CHECK-NEXT: ; MemoryUse(liveOnEntry)
; CHECK-NEXT:   %p = load ptr, ptr %pp, align 8
; CHECK-NEXT:   %f = getelementptr inbounds nuw i8, ptr %p, i64 40
; CHECK-NEXT: ; MemoryUse(liveOnEntry)
; CHECK-NEXT:   %v = load i64, ptr %f, align 4
; CHECK-NEXT: ; 2 = MemoryDef(1)
; CHECK-NEXT:   call void @opaque(ptr %a)
; CHECK-NEXT:   ret i64 %v
; CHECK-NEXT: }
; CHECK-LABEL: MemorySSA for function: nuw_distance
; CHECK-NEXT: define i32 @nuw_distance(ptr %s, i64 %n) {
; CHECK-NEXT:   %buf = getelementptr inbounds nuw i8, ptr %s, i64 72
; CHECK-NEXT:   %end = getelementptr inbounds nuw i8, ptr %buf, i64 %n
; CHECK-NEXT:   %cnt = getelementptr inbounds nuw i8, ptr %s, i64 40
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 1, ptr %cnt, align 4
; CHECK-NEXT: ; 2 = MemoryDef(1)
; CHECK-NEXT:   store i8 0, ptr %end, align 1
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT:   %c = load i32, ptr %cnt, align 4
; CHECK-NEXT:   ret i32 %c
; CHECK-NEXT: }
; CHECK-LABEL: MemorySSA for function: calls
; CHECK-NEXT: define i32 @calls(ptr %p) {
; CHECK-NEXT:   %a = alloca i32, align 4
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 1, ptr %a, align 4
; CHECK-NEXT: ; 2 = MemoryDef(1)
; CHECK-NEXT:   call void @use(ptr %a)
; CHECK-NEXT: ; 3 = MemoryDef(2)
; CHECK-NEXT:   tail call void @opaque(ptr %p)
; CHECK-NEXT: ; MemoryUse(2)
; CHECK-NEXT:   %x = load i32, ptr %a, align 4
; CHECK-NEXT: ; 4 = MemoryDef(3)
; CHECK-NEXT:   call void @sideeffect()
; CHECK-NEXT: ; MemoryUse(4)
; CHECK-NEXT:   %y = load i32, ptr %p, align 4
; CHECK-NEXT: ; 5 = MemoryDef(4)
; CHECK-NEXT:   %m = call ptr @malloc(i64 8)
; CHECK-NEXT: ; MemoryUse(5)
; CHECK-NEXT:   %z = load i32, ptr %p, align 4
; CHECK-NEXT: ; MemoryUse(liveOnEntry)
; CHECK-NEXT:   %kk = load i32, ptr @k, align 4
; CHECK-NEXT:   %s1 = add i32 %x, %y
; CHECK-NEXT:   %s2 = add i32 %s1, %z
; CHECK-NEXT:   %s3 = add i32 %s2, %kk
; CHECK-NEXT:   ret i32 %s3
; CHECK-NEXT: }

declare void @llvm.lifetime.start.p0(ptr)
declare void @use(ptr captures(address_is_null))
declare void @opaque(ptr)
declare void @sideeffect() memory(readwrite, target_mem0: none)
declare noalias ptr @malloc(i64)
@k = constant i32 7

define i64 @lifetime_size(ptr %pp) {
  %a = alloca [4 x i64]
  call void @llvm.lifetime.start.p0(ptr %a)
  %p = load ptr, ptr %pp
  %f = getelementptr inbounds nuw i8, ptr %p, i64 40
  %v = load i64, ptr %f
  call void @opaque(ptr %a)
  ret i64 %v
}

define i32 @nuw_distance(ptr %s, i64 %n) {
  %buf = getelementptr inbounds nuw i8, ptr %s, i64 72
  %end = getelementptr inbounds nuw i8, ptr %buf, i64 %n
  %cnt = getelementptr inbounds nuw i8, ptr %s, i64 40
  store i32 1, ptr %cnt
  store i8 0, ptr %end
  %c = load i32, ptr %cnt
  ret i32 %c
}

define i32 @calls(ptr %p) {
  %a = alloca i32
  store i32 1, ptr %a
  call void @use(ptr %a)
  tail call void @opaque(ptr %p)
  %x = load i32, ptr %a
  call void @sideeffect()
  %y = load i32, ptr %p
  %m = call ptr @malloc(i64 8)
  %z = load i32, ptr %p
  %kk = load i32, ptr @k
  %s1 = add i32 %x, %y
  %s2 = add i32 %s1, %z
  %s3 = add i32 %s2, %kk
  ret i32 %s3
}
