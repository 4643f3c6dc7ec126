# Only an empty region: instructions outside explicit regions are ignored.
# RUN: not atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s 2>&1 | FileCheck %s
# CHECK: error: no assembly instructions found.
# LLVM-MCA-BEGIN a
# LLVM-MCA-END a
addq %rax, %rbx
