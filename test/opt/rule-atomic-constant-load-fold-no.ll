; Rule (seed 001, "Folding a load"): only a load from a constant global folds: not from a
; global that may change, not one another definition may replace (weak), not a volatile load
; (it must happen). Both modes (CHECK lines from opt-22).
; RUN: atomir opt -S -passes=early-cse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=gvn %s | FileCheck %s

@g = global i32 5
@w = weak constant i32 5
@c = constant i32 5

; CHECK-LABEL: define i32 @not_constant() {
; CHECK-NEXT:   %a = load atomic i32, ptr @g seq_cst, align 4
define i32 @not_constant() {
  %a = load atomic i32, ptr @g seq_cst, align 4
  ret i32 %a
}

; CHECK-LABEL: define i32 @weak_constant() {
; CHECK-NEXT:   %a = load atomic i32, ptr @w unordered, align 4
define i32 @weak_constant() {
  %a = load atomic i32, ptr @w unordered, align 4
  ret i32 %a
}

; CHECK-LABEL: define i32 @volatile_load_of_constant() {
; CHECK-NEXT:   %a = load atomic volatile i32, ptr @c seq_cst, align 4
define i32 @volatile_load_of_constant() {
  %a = load atomic volatile i32, ptr @c seq_cst, align 4
  ret i32 %a
}
