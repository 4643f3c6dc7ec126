; Floating-point arithmetic is outside the subset: an error naming the instruction and the
; target, with the source position, exit 1, no output.
; RUN: not atomir lower --target=x86_64-linux-gnu %s -o %t.s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'fmul' for x86_64-linux-gnu: floating-point arithmetic is outside the supported subset
; CHECK-NEXT: --> {{.*}}errors-unsupported-instruction.ll:9:8
; CHECK: |   %r = fmul float %a, %b
; CHECK-NEXT: |        ^
define float @f(float %a, float %b) {
  %r = fmul float %a, %b
  ret float %r
}
