; Alpha: i128 is outside what the code generator supports (no row, no 128-bit values): a
; located error naming the target.
; RUN: not atomir lower --target=alpha-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'load i128 seq_cst' for alpha-linux-gnu (no features): the target's atomic table has no row for it
; CHECK-NEXT: --> {{.*}}errors-alpha-i128.ll:7:8
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
