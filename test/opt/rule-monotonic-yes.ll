; Rule (seed 001, Monotonic): a monotonic access is a read and write of its own location only;
; plain loads of other locations move across it (so a later load reuses an earlier one), and a
; store overwritten after it is dead. LLVM 22's gvn and early-cse<memssa> already look past a
; monotonic load (default mode, CHECK lines from opt-22); early-cse without MemorySSA and dse
; do it in seed mode only.
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s --check-prefixes=CHECK,LOAD
; RUN: atomir opt -S -passes='early-cse<memssa>' %s | FileCheck %s --check-prefixes=CHECK,LOAD
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s --check-prefixes=CHECK,LOAD,SEED-CSE
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s --check-prefixes=CHECK,DSE
; RUN: atomir opt -S -passes=early-cse %s | FileCheck %s --check-prefixes=CHECK,LLVM-CSE

; CHECK-LABEL: define i32 @cse_across_monotonic_load(ptr %p, ptr noalias %q) {
; LOAD-NEXT:   %a = load i32, ptr %p, align 4
; LOAD-NEXT:   %m = load atomic i32, ptr %q monotonic, align 4
; LOAD-NEXT:   %s = add i32 %a, %a
; LLVM-CSE:    %b = load i32, ptr %p, align 4
define i32 @cse_across_monotonic_load(ptr %p, ptr noalias %q) {
  %a = load i32, ptr %p, align 4
  %m = load atomic i32, ptr %q monotonic, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %m
  ret i32 %t
}

; CHECK-LABEL: define i32 @cse_across_monotonic_store(ptr %p, ptr noalias %q) {
; SEED-CSE-NEXT:   %a = load i32, ptr %p, align 4
; SEED-CSE-NEXT:   store atomic i32 1, ptr %q monotonic, align 4
; SEED-CSE-NEXT:   %s = add i32 %a, %a
; LLVM-CSE:    %b = load i32, ptr %p, align 4
define i32 @cse_across_monotonic_store(ptr %p, ptr noalias %q) {
  %a = load i32, ptr %p, align 4
  store atomic i32 1, ptr %q monotonic, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

; CHECK-LABEL: define void @dse_across_monotonic_load(ptr %p, ptr noalias %q) {
; DSE-NEXT:   %m = load atomic i32, ptr %q monotonic, align 4
; DSE-NEXT:   store i32 2, ptr %p, align 4
; DSE-NEXT:   ret void
define void @dse_across_monotonic_load(ptr %p, ptr noalias %q) {
  store i32 1, ptr %p, align 4
  %m = load atomic i32, ptr %q monotonic, align 4
  store i32 2, ptr %p, align 4
  ret void
}
