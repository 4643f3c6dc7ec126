; RISC-V 32 lowers i128 loads, stores and atomics (libatomic's generic calls) but not i128
; arithmetic, arguments or return values (refused at the instruction, naming the target), and
; has no floating-point features yet (+d is an unknown feature).
; RUN: not atomir lower --target=riscv32-linux-gnu -mattr=+m,+a %s 2>&1 | FileCheck %s
; RUN: not atomir lower --target=riscv32-linux-gnu -mattr=+m,+d %s 2>&1 | FileCheck %s --check-prefix=FEAT
; CHECK: error: cannot lower 'xor' for riscv32-linux-gnu: i128 arguments, return values and arithmetic are not supported on RISC-V 32 (i128 loads, stores, copies and atomics are)
; CHECK-NEXT: --> {{.*}}errors-riscv32.ll:13:8
; CHECK: {{^}}13 |   %w = xor i128 %v, 1
; CHECK-NEXT: {{^}}   |        ^
; FEAT: error: unknown feature '+d' for target 'riscv32-linux-gnu': known features are +m, +a, +c
define void @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  %w = xor i128 %v, 1
  store i128 %w, ptr %p
  ret void
}
