; O32 passes a floating-point first argument in $f12; atomir does not: a clear error naming the
; function and the target.
; RUN: not atomir lower --target=mips-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower parameter 0 of @f for mips-linux-gnu: a floating-point first argument (passed in $f12) is not supported
; CHECK-NEXT: --> {{.*}}errors-mips-float-arg.ll:6:
define float @f(float %x) {
  ret float %x
}
