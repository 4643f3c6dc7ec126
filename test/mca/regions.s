# Code regions: named, nested (the outer one includes the inner), and text outside is ignored.
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s | FileCheck %s
# CHECK:      [0] Code Region - outer
# CHECK:      Instructions:      300
# CHECK:      [1] Code Region - inner
# CHECK:      Instructions:      100
# CHECK:      imulq	%rbx, %rcx
# CHECK-NOT:  Code Region
movq %rax, %rsi
# LLVM-MCA-BEGIN outer
addq %rax, %rbx
# LLVM-MCA-BEGIN inner
imulq %rbx, %rcx
# LLVM-MCA-END inner
subq %rcx, %rdx
# LLVM-MCA-END outer
movq %rax, %rsi
