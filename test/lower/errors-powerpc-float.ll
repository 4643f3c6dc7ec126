; Floating-point arithmetic is outside the subset: a located error naming the instruction and
; the target; an unknown -mattr feature lists the known ones.
; RUN: not atomir lower --target=powerpc64le-linux-gnu %s 2>&1 | FileCheck %s
; RUN: not atomir lower --target=powerpc64le-linux-gnu -mattr=+altivec %s 2>&1 | FileCheck %s --check-prefix=FEAT
; CHECK: error: cannot lower 'fadd' for powerpc64le-linux-gnu: floating-point arithmetic is outside the supported subset
; CHECK-NEXT: --> {{.*}}errors-powerpc-float.ll:9:8
; FEAT: unknown feature '+altivec' for target 'powerpc64le-linux-gnu': known features are +64bit, +partword-atomics
define double @f(double %a, double %b) {
  %s = fadd double %a, %b
  ret double %s
}
