; 32-bit MIPS has no 128-bit values: the table has no row, and the error says so at the
; instruction, naming the target.
; RUN: not atomir lower --target=mips-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'load i128 seq_cst' for mips-linux-gnu (no features): the target's atomic table has no row for it
; CHECK-NEXT: --> {{.*}}errors-mips.ll:9:8
; CHECK: {{^}}9 |   %v = load atomic i128, ptr %p seq_cst, align 16
; CHECK-NEXT: {{^}}  |        ^
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
