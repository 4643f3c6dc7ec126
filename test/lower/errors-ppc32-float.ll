; powerpc-linux-gnu: floating-point arithmetic is outside the supported subset (a located
; error, never wrong code); the target has no -mattr features.
; RUN: not atomir lower --target=powerpc-linux-gnu %s 2>&1 | FileCheck %s
; RUN: not atomir lower --target=powerpc-linux-gnu -mattr=+64bit %s 2>&1 | FileCheck %s --check-prefix=FEATURE
; CHECK: error: cannot lower 'fadd' for powerpc-linux-gnu: floating-point arithmetic is outside the supported subset
; CHECK-NEXT: --> {{.*}}errors-ppc32-float.ll:10:8
; FEATURE: error: unknown feature '+64bit' for target 'powerpc-linux-gnu'
define double @f(double %a, double %b) {
  ; the next line is line 10
  %c = fadd double %a, %b
  ret double %c
}
