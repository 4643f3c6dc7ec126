; Rule (seed 001, Acquire): nothing moves from after an acquire to before it: a load after an
; acquire is not answered by a load before it, and a store before an acquire load of the same
; place is not dead. Both modes.
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -passes=early-cse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes='early-cse<memssa>' %s | FileCheck %s
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s

; CHECK-LABEL: define i32 @no_load_cse_across_acquire(ptr %p, ptr noalias %q) {
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   %m = load atomic i32, ptr %q acquire, align 4
; CHECK-NEXT:   %b = load i32, ptr %p, align 4
define i32 @no_load_cse_across_acquire(ptr %p, ptr noalias %q) {
  %a = load i32, ptr %p, align 4
  %m = load atomic i32, ptr %q acquire, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %m
  ret i32 %t
}

; CHECK-LABEL: define i32 @store_read_by_acquire(ptr %p) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   %m = load atomic i32, ptr %p acquire, align 4
; CHECK-NEXT:   store i32 2, ptr %p, align 4
define i32 @store_read_by_acquire(ptr %p) {
  store i32 1, ptr %p, align 4
  %m = load atomic i32, ptr %p acquire, align 4
  store i32 2, ptr %p, align 4
  ret i32 %m
}

; A release then an acquire between the stores: the first store cannot sink below the
; release, the second cannot rise above the acquire (the mirror order is rule-release-yes.ll's
; @meet_between_acquire_and_release).
; CHECK-LABEL: define void @release_then_acquire(ptr %p, ptr noalias %q, ptr noalias %r) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   store atomic i32 0, ptr %r release, align 4
; CHECK-NEXT:   %m = load atomic i32, ptr %q acquire, align 4
; CHECK-NEXT:   store i32 2, ptr %p, align 4
define void @release_then_acquire(ptr %p, ptr noalias %q, ptr noalias %r) {
  store i32 1, ptr %p, align 4
  store atomic i32 0, ptr %r release, align 4
  %m = load atomic i32, ptr %q acquire, align 4
  store i32 2, ptr %p, align 4
  ret void
}
