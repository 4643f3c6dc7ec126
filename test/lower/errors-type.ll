; Integer widths other than 1, 8, 16, 32, 64, 128 are refused; so is fmaximum.
; RUN: not atomir lower --target=x86_64-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower values of type i24 for x86_64-linux-gnu: integer widths 1, 8, 16, 32, 64 and 128 are supported
; CHECK-NEXT: --> {{.*}}errors-type.ll:5:12
define i24 @f(i24 %a) {
  %b = add i24 %a, 1
  ret i24 %b
}
