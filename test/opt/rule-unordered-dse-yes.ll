; Rule (seed 001, Unordered): dead-store elimination and reordering are allowed for unordered
; stores. LLVM 22 does it (default mode); seed mode the same. CHECK lines from opt-22 -passes=dse.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s

; CHECK-LABEL: define void @overwritten(ptr %p) {
; CHECK-NEXT:   store atomic i32 2, ptr %p unordered, align 4
; CHECK-NEXT:   ret void
define void @overwritten(ptr %p) {
  store atomic i32 1, ptr %p unordered, align 4
  store atomic i32 2, ptr %p unordered, align 4
  ret void
}

; CHECK-LABEL: define void @plain_over_unordered(ptr %p, ptr %q) {
; CHECK-NEXT:   store i32 0, ptr %q, align 4
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
define void @plain_over_unordered(ptr %p, ptr %q) {
  store atomic i32 1, ptr %p unordered, align 4
  store i32 0, ptr %q, align 4
  store i32 2, ptr %p, align 4
  ret void
}
