; Rule (seed 001): an atomic operation is never turned into a non-atomic one, except where no
; other thread can see it: mem2reg (and sroa) promote the atomic loads and stores of an alloca
; whose address does not escape, as LLVM 22 does (default mode, CHECK lines from opt-22); an
; atomic load takes the value of an earlier atomic store (gvn, early-cse). Same in seed mode.
; RUN: atomir opt -S -passes=mem2reg %s | FileCheck %s --check-prefix=PROMOTE
; RUN: atomir opt -S -atomic-opt=seed -passes=mem2reg %s | FileCheck %s --check-prefix=PROMOTE
; RUN: atomir opt -S -passes=sroa %s | FileCheck %s --check-prefix=PROMOTE
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s --check-prefix=FORWARD
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s --check-prefix=FORWARD

; PROMOTE-LABEL: define i32 @promote_atomic_alloca(i32 %v) {
; PROMOTE-NEXT:   ret i32 %v
define i32 @promote_atomic_alloca(i32 %v) {
  %a = alloca i32, align 4
  store atomic i32 %v, ptr %a seq_cst, align 4
  %x = load atomic i32, ptr %a acquire, align 4
  ret i32 %x
}

; FORWARD-LABEL: define i32 @atomic_load_given_atomic_value(ptr %p) {
; FORWARD-NEXT:   store atomic i32 5, ptr %p unordered, align 4
; FORWARD-NEXT:   ret i32 5
define i32 @atomic_load_given_atomic_value(ptr %p) {
  store atomic i32 5, ptr %p unordered, align 4
  %x = load atomic i32, ptr %p unordered, align 4
  ret i32 %x
}
