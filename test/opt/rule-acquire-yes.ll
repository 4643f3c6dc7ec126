; Rule (seed 001, Acquire): stores (and non-acquire loads) from before an acquire may move to
; after it. Seed mode uses it (LLVM 22 does not: its alias analysis makes an acquire load
; clobber everything): a store before an acquire load of another place is forwarded to a load
; after it (gvn, early-cse) and is dead when overwritten after it (dse).
; RUN: atomir opt -S -atomic-opt=seed -passes=gvn %s | FileCheck %s --check-prefixes=CHECK,FWD
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s --check-prefixes=CHECK,FWD
; RUN: atomir opt -S -atomic-opt=seed -passes='early-cse<memssa>' %s | FileCheck %s --check-prefixes=CHECK,FWD
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s --check-prefixes=CHECK,DSE
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s --check-prefixes=CHECK,LLVM
; RUN: atomir opt -S -passes=dse %s | FileCheck %s --check-prefixes=CHECK,LLVM

; CHECK-LABEL: define i32 @forward_store_across_acquire(ptr %p, ptr noalias %q) {
; FWD-NEXT:   store i32 7, ptr %p, align 4
; FWD-NEXT:   %m = load atomic i32, ptr %q acquire, align 4
; FWD-NEXT:   %t = add i32 7, %m
; LLVM:       %b = load i32, ptr %p, align 4
define i32 @forward_store_across_acquire(ptr %p, ptr noalias %q) {
  store i32 7, ptr %p, align 4
  %m = load atomic i32, ptr %q acquire, align 4
  %b = load i32, ptr %p, align 4
  %t = add i32 %b, %m
  ret i32 %t
}

; CHECK-LABEL: define void @dse_across_acquire(ptr %p, ptr noalias %q) {
; DSE-NEXT:   %m = load atomic i32, ptr %q acquire, align 4
; DSE-NEXT:   store i32 2, ptr %p, align 4
; DSE-NEXT:   ret void
; LLVM:       store i32 1, ptr %p, align 4
define void @dse_across_acquire(ptr %p, ptr noalias %q) {
  store i32 1, ptr %p, align 4
  %m = load atomic i32, ptr %q acquire, align 4
  store i32 2, ptr %p, align 4
  ret void
}

; An acquire atomicrmw on another place, and a seq_cst load (acquire for a load), too.
; CHECK-LABEL: define void @dse_across_acquire_rmw_and_seq_cst_load(ptr %p, ptr noalias %q) {
; DSE-NEXT:   %r = atomicrmw add ptr %q, i32 1 acquire, align 4
; DSE-NEXT:   %m = load atomic i32, ptr %q seq_cst, align 4
; DSE-NEXT:   store i32 2, ptr %p, align 4
; DSE-NEXT:   ret void
; LLVM:       store i32 1, ptr %p, align 4
define void @dse_across_acquire_rmw_and_seq_cst_load(ptr %p, ptr noalias %q) {
  store i32 1, ptr %p, align 4
  %r = atomicrmw add ptr %q, i32 1 acquire, align 4
  %m = load atomic i32, ptr %q seq_cst, align 4
  store i32 2, ptr %p, align 4
  ret void
}
