; instcombine folds a compare of two null pointers, also when one of them is a load forwarded
; from a store of null in the same block (the fold opt-22's InstSimplify makes; without it a
; second iteration found it and plain `instcombine` stopped with the fixpoint error on a csmith
; program). The same compares early-cse and gvn see through the shared InstSimplify subset.
; CHECK lines from opt-22 (atomir prints the same).
; RUN: atomir opt -S -passes='instcombine' %s | FileCheck %s
; RUN: atomir opt -S -passes='early-cse' %s | FileCheck %s --check-prefix=CSE

; CHECK-LABEL: define i1 @both_null() {
; CHECK-NEXT:   ret i1 false
; CSE-LABEL: define i1 @both_null() {
; CSE-NEXT:   ret i1 false
define i1 @both_null() {
  %c = icmp ne ptr null, null
  ret i1 %c
}

; CHECK-LABEL: define i1 @ule_null() {
; CHECK-NEXT:   ret i1 true
define i1 @ule_null() {
  %c = icmp ule ptr null, null
  ret i1 %c
}

; CHECK-LABEL: define i1 @forwarded(ptr %a) {
; CHECK-NEXT:   store ptr null, ptr %a, align 8
; CHECK-NEXT:   ret i1 false
define i1 @forwarded(ptr %a) {
  store ptr null, ptr %a, align 8
  %r = load ptr, ptr %a, align 8
  %c = icmp ne ptr %r, null
  ret i1 %c
}
