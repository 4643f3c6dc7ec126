; Itanium: what the code generator does not implement is a located error naming the
; instruction and the target (calls, division).
; RUN: not atomir lower --target=ia64-linux-gnu %s 2>&1 | FileCheck %s
; RUN: not atomir lower --target=ia64-linux-gnu %S/Inputs/ia64-div.ll 2>&1 | FileCheck %s --check-prefix=DIV
; CHECK: error: cannot lower 'call' for ia64-linux-gnu: calls are not implemented (function descriptors, gp and register-stack frames)
; CHECK-NEXT: --> {{.*}}errors-ia64.ll:12:8
; CHECK: {{^}}12 |   %r = call i64 @ext(i64 %x)
; DIV: error: cannot lower 'sdiv' for ia64-linux-gnu: division and remainder are not implemented (IA-64 has no divide instruction)
declare i64 @ext(i64)
define i64 @caller(i64 %x) {
  %y = add i64 %x, 1
  %r = call i64 @ext(i64 %x)
  ret i64 %r
}
