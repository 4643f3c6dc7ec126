; i686 has no 128-bit atomics: the table has no row, and the error says so at the instruction.
; RUN: not atomir lower --target=i686-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'load i128 seq_cst' for i686-linux-gnu (no features): the target's atomic table has no row for it
; CHECK-NEXT: --> {{.*}}errors-i686-i128.ll:8:8
; CHECK: {{^}}8 |   %v = load atomic i128, ptr %p seq_cst, align 16
; CHECK-NEXT: {{^}}  |        ^
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
