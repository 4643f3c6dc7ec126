; RISC-V 32 has no 128-bit values (an i128 atomic is refused at the instruction, naming the
; target) and no floating-point features yet (+d is an unknown feature).
; RUN: not atomir lower --target=riscv32-linux-gnu -mattr=+m,+a %s 2>&1 | FileCheck %s
; RUN: not atomir lower --target=riscv32-linux-gnu -mattr=+m,+d %s 2>&1 | FileCheck %s --check-prefix=FEAT
; CHECK: error: cannot lower 'load' for riscv32-linux-gnu: i128 values are not supported on RISC-V 32
; CHECK-NEXT: --> {{.*}}errors-riscv32.ll:11:8
; CHECK: {{^}}11 |   %v = load atomic i128, ptr %p seq_cst, align 16
; CHECK-NEXT: {{^}}   |        ^
; FEAT: error: unknown feature '+d' for target 'riscv32-linux-gnu': known features are +m, +a, +c
define void @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret void
}
