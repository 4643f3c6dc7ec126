; A body the pass manager has detached for editing still knows its function's attributes:
; after mem2reg changed the body, early-cse<memssa> and gvn still see that %p and %q are
; noalias, so the second load of %p is the first (as opt-22 gives; before the fix, alias
; analysis lost `noalias` on detached bodies and kept both loads). CHECK lines from opt-22.
; RUN: atomir opt -S -passes='mem2reg,early-cse<memssa>' %s | FileCheck %s
; RUN: atomir opt -S -passes='mem2reg,gvn' %s | FileCheck %s
; CHECK-LABEL: define i32 @f(ptr noalias %p, ptr noalias %q, i32 %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   store i32 7, ptr %q, align 4
; CHECK-NEXT:   %s = add i32 %a, %a
; CHECK-NEXT:   %t = add i32 %s, %v
; CHECK-NEXT:   ret i32 %t
; CHECK-NEXT: }

define i32 @f(ptr noalias %p, ptr noalias %q, i32 %v) {
entry:
  %x = alloca i32, align 4
  store i32 %v, ptr %x, align 4
  %a = load i32, ptr %p, align 4
  store i32 7, ptr %q, align 4
  %b = load i32, ptr %p, align 4
  %xv = load i32, ptr %x, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %xv
  ret i32 %t
}
