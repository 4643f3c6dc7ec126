; RUN: not atomir lower --target=x86_64-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'atomicrmw fmaximum' for x86_64-linux-gnu: fmaximum/fminimum are not supported
; CHECK-NEXT: --> {{.*}}errors-fmaximum.ll:5:8
define float @f(ptr %p, float %v) {
  %r = atomicrmw fmaximum ptr %p, float %v seq_cst
  ret float %r
}
