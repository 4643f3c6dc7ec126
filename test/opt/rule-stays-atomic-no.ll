; Rule (seed 001): an atomic operation is never turned into a non-atomic one: an atomic load is
; never given the value of a plain store (gvn, early-cse, both modes); a volatile alloca is not
; promoted (mem2reg, sroa). atomir has no memcpyopt, so no pass can turn atomic accesses into a
; memcpy/memset (the seed's other example). Both modes.
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -passes=early-cse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes='early-cse<memssa>' %s | FileCheck %s
; RUN: atomir opt -S -passes=mem2reg %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=mem2reg %s | FileCheck %s

; CHECK-LABEL: define i32 @volatile_alloca_kept(i32 %v) {
; CHECK-NEXT:   %a = alloca i32, align 4
; CHECK-NEXT:   store volatile i32 %v, ptr %a, align 4
; CHECK-NEXT:   load volatile i32, ptr %a, align 4
define i32 @volatile_alloca_kept(i32 %v) {
  %a = alloca i32, align 4
  store volatile i32 %v, ptr %a, align 4
  %x = load volatile i32, ptr %a, align 4
  ret i32 %x
}

; CHECK-LABEL: define i32 @atomic_load_not_given_plain_value(ptr %p) {
; CHECK-NEXT:   store i32 5, ptr %p, align 4
; CHECK-NEXT:   %x = load atomic i32, ptr %p seq_cst, align 4
; CHECK-NEXT:   ret i32 %x
define i32 @atomic_load_not_given_plain_value(ptr %p) {
  store i32 5, ptr %p, align 4
  %x = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %x
}

; Seed mode forwards a plain store across an acquire, but never to an atomic load.
; CHECK-LABEL: define i32 @not_to_atomic_across_acquire(ptr %p, ptr noalias %q) {
; CHECK-NEXT:   store i32 5, ptr %p, align 4
; CHECK-NEXT:   %m = load atomic i32, ptr %q acquire, align 4
; CHECK-NEXT:   %x = load atomic i32, ptr %p unordered, align 4
define i32 @not_to_atomic_across_acquire(ptr %p, ptr noalias %q) {
  store i32 5, ptr %p, align 4
  %m = load atomic i32, ptr %q acquire, align 4
  %x = load atomic i32, ptr %p unordered, align 4
  %s = add i32 %x, %m
  ret i32 %s
}
