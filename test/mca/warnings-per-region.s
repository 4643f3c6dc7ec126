# The call and return warnings are printed once per code region and kind, as llvm-mca 22
# builds its instruction descriptions anew for each region (learned from llvm-mca 22).
# RUN: atomir mca -mcpu=skylake -o %t.out %s 2>&1 | FileCheck %s
# CHECK:      warning: found a return instruction in the input assembly sequence.
# CHECK-NEXT: note: program counter updates are ignored.
# CHECK-NEXT: warning: found a return instruction in the input assembly sequence.
# CHECK-NEXT: note: program counter updates are ignored.
# CHECK-NEXT: warning: found a call in the input assembly sequence.
# CHECK-NEXT: note: call instructions are not correctly modeled. Assume a latency of 100cy.
# CHECK-NOT:  warning
# LLVM-MCA-BEGIN a
addl %eax, %ebx
retq
retq $8
# LLVM-MCA-END a
# LLVM-MCA-BEGIN b
addl %eax, %ebx
retq
callq foo
callq *%rax
# LLVM-MCA-END b
