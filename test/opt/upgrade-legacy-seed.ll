; upgrade-legacy-atomics on seed 000's intrinsics (opaque pointers): cas becomes cmpxchg plus
; the old value, swap/las/lss become atomicrmw xchg/add/sub, all seq_cst; the declarations go.
; RUN: atomir opt -S -passes=upgrade-legacy-atomics %s | FileCheck %s
; RUN: atomir opt -S -passes=upgrade-legacy-atomics %s | atomir verify -
; CHECK-LABEL: define i32 @f(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = cmpxchg ptr %p, i32 4, i32 8 seq_cst seq_cst, align 4
; CHECK-NEXT:   %a = extractvalue { i32, i1 } %0, 0
; CHECK-NEXT:   %b = atomicrmw xchg ptr %p, i32 2 seq_cst, align 4
; CHECK-NEXT:   %c = atomicrmw add ptr %p, i32 3 seq_cst, align 4
; CHECK-NEXT:   %d = atomicrmw sub ptr %p, i32 4 seq_cst, align 4
; CHECK-NEXT:   %e = atomicrmw add ptr %p, i64 5 seq_cst, align 8
; CHECK-NEXT:   %s = add i32 %a, %d
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-NOT: llvm.atomic
declare i32 @llvm.atomic.cas.i32(ptr, i32, i32)
declare i32 @llvm.atomic.swap.i32(ptr, i32)
declare i32 @llvm.atomic.las.i32(ptr, i32)
declare i32 @llvm.atomic.lss.i32(ptr, i32)
declare i64 @llvm.atomic.las.i64(ptr, i64)

define i32 @f(ptr %p) {
entry:
  %a = call i32 @llvm.atomic.cas.i32(ptr %p, i32 4, i32 8)
  %b = call i32 @llvm.atomic.swap.i32(ptr %p, i32 2)
  %c = call i32 @llvm.atomic.las.i32(ptr %p, i32 3)
  %d = call i32 @llvm.atomic.lss.i32(ptr %p, i32 4)
  %e = call i64 @llvm.atomic.las.i64(ptr %p, i64 5)
  %s = add i32 %a, %d
  ret i32 %s
}
