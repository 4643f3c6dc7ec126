; i386 has no 128-bit atomics (no row) and no 128-bit values; the errors name i386, not the
; i686 code generator it shares.
; RUN: not atomir lower --target=i386-linux-gnu %s 2>&1 | FileCheck %s
; RUN: not atomir lower --target=i386-linux-gnu %S/errors-i686-i128.ll 2>&1 | FileCheck %s --check-prefix=ROW
; CHECK: error: cannot lower 'load' for i386-linux-gnu: i128 values are not supported on i386
; CHECK-NEXT: --> {{.*}}errors-i386-i128.ll:11:8
; CHECK: {{^}}11 |   %v = load i128, ptr %q
; CHECK-NEXT: {{^}}   |        ^
; ROW: error: cannot lower 'load i128 seq_cst' for i386-linux-gnu (no features): the target's atomic table has no row for it
define void @wide(ptr %p, ptr %q) {
  %v = load i128, ptr %q
  store i128 %v, ptr %p
  ret void
}
