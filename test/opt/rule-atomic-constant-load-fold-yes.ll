; Rule (seed 001, "Folding a load"): any atomic load from a constant global can be constant
; folded, because it cannot be observed. LLVM 22 does it (default mode, CHECK lines from
; opt-22 -passes=early-cse and gvn); seed mode the same.
; RUN: atomir opt -S -passes=early-cse %s | FileCheck %s
; RUN: atomir opt -S -passes='early-cse<memssa>' %s | FileCheck %s
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=gvn %s | FileCheck %s

@c = constant i32 5
@cp = internal constant ptr @c

; CHECK-LABEL: define i32 @seq_cst_load_of_constant() {
; CHECK-NEXT:   ret i32 5
define i32 @seq_cst_load_of_constant() {
  %a = load atomic i32, ptr @c seq_cst, align 4
  ret i32 %a
}

; CHECK-LABEL: define i32 @unordered_load_of_constant() {
; CHECK-NEXT:   ret i32 5
define i32 @unordered_load_of_constant() {
  %a = load atomic i32, ptr @c unordered, align 4
  ret i32 %a
}

; CHECK-LABEL: define ptr @acquire_load_of_constant_pointer() {
; CHECK-NEXT:   ret ptr @c
define ptr @acquire_load_of_constant_pointer() {
  %a = load atomic ptr, ptr @cp acquire, align 8
  ret ptr %a
}
