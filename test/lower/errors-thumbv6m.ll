; ARMv6-M errors, each naming the instruction and the target: i128 atomics lower (libatomic's
; generic calls, as llc-22) but an i128 return value does not; float arithmetic is outside the
; subset.
; RUN: not atomir lower --target=thumbv6m-none-eabi %s 2>&1 | FileCheck %s
; RUN: not atomir lower --target=thumbv6m-none-eabi %S/Inputs/thumbv6m-fadd.ll 2>&1 | FileCheck %s --check-prefix=FLOAT
; CHECK: error: cannot lower 'ret' for thumbv6m-none-eabi: i128 arguments, return values and arithmetic are not supported on thumbv6m (i128 loads, stores, copies and atomics are)
; CHECK-NEXT: --> {{.*}}errors-thumbv6m.ll:13:3
; CHECK: {{^}}13 |   ret i128 %v
; CHECK-NEXT: {{^}}   |   ^
; FLOAT: error: cannot lower 'fadd' for thumbv6m-none-eabi
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
