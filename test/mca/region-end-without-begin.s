# An END marker with no BEGIN closes the implicit region: everything before it is analysed.
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s | FileCheck %s
# CHECK:      [0] Code Region
# CHECK-EMPTY:
# CHECK-NEXT: Iterations:        100
# CHECK-NEXT: Instructions:      100
addq %rax, %rbx
# LLVM-MCA-END
subq %rcx, %rdx
