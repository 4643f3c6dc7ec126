; ARMv6-M errors, each naming the instruction and the target: i128 atomics have no row
; (llc-22 calls the generic __atomic_* functions, which atomir does not emit yet), float
; arithmetic is outside the subset.
; RUN: not atomir lower --target=thumbv6m-none-eabi %s 2>&1 | FileCheck %s
; RUN: not atomir lower --target=thumbv6m-none-eabi %S/Inputs/thumbv6m-fadd.ll 2>&1 | FileCheck %s --check-prefix=FLOAT
; CHECK: error: cannot lower 'load i128 seq_cst' for thumbv6m-none-eabi (no features): the target's atomic table has no row for it
; CHECK-NEXT: --> {{.*}}errors-thumbv6m.ll:12:8
; CHECK: {{^}}12 |   %v = load atomic i128, ptr %p seq_cst, align 16
; CHECK-NEXT: {{^}}   |        ^
; FLOAT: error: cannot lower 'fadd' for thumbv6m-none-eabi
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
