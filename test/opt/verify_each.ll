; -verify-each runs the verifier after every pass. On a valid module nothing changes; on an
; invalid one given with -disable-verify, the check after the first pass catches it.
; RUN: atomir opt -verify-each -passes='no-op-module,no-op-function,invalidate<all>' -S %s | FileCheck %s
; RUN: not atomir opt -verify-each -disable-verify -passes=no-op-function -disable-output %S/Inputs/broken.ll 2>&1 | FileCheck %s --check-prefix=BROKEN
; RUN: atomir opt -disable-verify -passes=no-op-function -disable-output %S/Inputs/broken.ll
; CHECK: define void @f() {
; CHECK-NEXT: ret void
; BROKEN: error: atomic memory access' operand must have a power-of-two size
; BROKEN-NEXT: --> {{.*}}broken.ll:3:8
; BROKEN: atomir: error: broken module found after pass 'no-op-function', compilation aborted
define void @f() {
  ret void
}
