; 32-bit ARM has no 128-bit atomics in atomir's tables (llc-22 calls the generic __atomic_*
; functions, which atomir does not emit yet): the error names the instruction and the target.
; RUN: not atomir lower --target=armv7-linux-gnueabihf %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'load i128 seq_cst' for arm-linux-gnueabihf (no features): the target's atomic table has no row for it
; CHECK-NEXT: --> {{.*}}errors-arm-i128.ll:9:8
; CHECK: {{^}}9 |   %v = load atomic i128, ptr %p seq_cst, align 16
; CHECK-NEXT: {{^}}  |        ^
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
