; Rule (seed 001 / issue 16, Volatile): a non-volatile, non-atomic load may move across a
; volatile load. LLVM 22's gvn and early-cse<memssa> do it (default mode, CHECK lines from
; opt-22); seed mode adds early-cse without MemorySSA.
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s --check-prefixes=CHECK,CSE
; RUN: atomir opt -S -passes='early-cse<memssa>' %s | FileCheck %s --check-prefixes=CHECK,CSE
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s --check-prefixes=CHECK,CSE
; RUN: atomir opt -S -passes=early-cse %s | FileCheck %s --check-prefixes=CHECK,LLVM

; CHECK-LABEL: define i32 @load_across_volatile_load(ptr %p, ptr noalias %q) {
; CSE-NEXT:   %a = load i32, ptr %p, align 4
; CSE-NEXT:   %m = load volatile i32, ptr %q, align 4
; CSE-NEXT:   %s = add i32 %a, %a
; LLVM:       %b = load i32, ptr %p, align 4
define i32 @load_across_volatile_load(ptr %p, ptr noalias %q) {
  %a = load i32, ptr %p, align 4
  %m = load volatile i32, ptr %q, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %m
  ret i32 %t
}
