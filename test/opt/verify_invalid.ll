; An invalid module: opt verifies its input first and reports every error as `atomir verify`
; does, then fails; with -disable-verify the verify pass (module or function level) finds it.
; With -disable-verify and a pass that is not `verify`, the module is printed as it is.
; RUN: not atomir opt -passes=no-op-module -S %s 2>&1 | FileCheck %s --check-prefixes=CHECK,INPUT
; RUN: not atomir opt -disable-verify -passes=verify -S %s 2>&1 | FileCheck %s --check-prefixes=CHECK,PASS
; RUN: not atomir opt -disable-verify -passes='function(verify)' -disable-output %s 2>&1 | FileCheck %s --check-prefixes=CHECK,PASS
; RUN: atomir opt -disable-verify -passes=no-op-module -S %s | FileCheck %s --check-prefix=PRINTED
; CHECK: error: atomic memory access' operand must have a power-of-two size
; CHECK-NEXT: --> {{.*}}verify_invalid.ll:17:8
; CHECK: |   %v = load atomic i24, ptr %p seq_cst, align 4
; CHECK-NEXT: |        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
; CHECK: = in function @f, block %0
; INPUT: atomir: error: {{.*}}verify_invalid.ll: input module is broken
; PASS: atomir: error: broken module found by the verify pass, compilation aborted
; PRINTED: %v = load atomic i24, ptr %p seq_cst, align 4
define i24 @f(ptr %p) {
  %v = load atomic i24, ptr %p seq_cst, align 4
  ret i24 %v
}
