; instcombine after another pass in one function pipeline: it combines what mem2reg left (the
; runner starts a new function pipeline at instcombine so that its preparation sees those
; bodies), and -debug-pass-manager still prints each function's passes together, as opt-22.
; CHECK lines from opt-22.
; RUN: atomir opt -S -passes='mem2reg,instcombine<no-verify-fixpoint>,no-op-function' %s | FileCheck %s
; RUN: atomir opt -disable-output -passes='mem2reg,instcombine<no-verify-fixpoint>,no-op-function' -debug-pass-manager %s 2>&1 | FileCheck %s --check-prefix=PM
; CHECK-LABEL: define i32 @f(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %s = add i32 %x, -5
; CHECK-NEXT:   %c = icmp sgt i32 %s, 9
; CHECK-NEXT:   %r = select i1 %c, i32 %s, i32 0
; CHECK-NEXT:   ret i32 %r
; CHECK-LABEL: define i32 @g(i32 %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %m = shl i32 %y, 2
; CHECK-NEXT:   ret i32 %m
; PM: Running pass: PromotePass on f (7 instructions)
; PM: Running pass: InstCombinePass on f (4 instructions)
; PM-NEXT: Running pass: NoOpFunctionPass on f (4 instructions)
; PM: Running pass: PromotePass on g (2 instructions)
; PM: Running pass: InstCombinePass on g (2 instructions)
; PM-NEXT: Running pass: NoOpFunctionPass on g (2 instructions)

define i32 @f(i32 %x) {
entry:
  %a = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  %s = sub i32 %v, 5
  %c = icmp sge i32 %s, 10
  %r = select i1 %c, i32 %s, i32 0
  ret i32 %r
}

define i32 @g(i32 %y) {
entry:
  %m = mul i32 %y, 4
  ret i32 %m
}
