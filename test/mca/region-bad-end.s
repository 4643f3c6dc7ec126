# An END marker naming no open region is an error.
# RUN: not atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s 2>&1 | FileCheck %s
# CHECK: error: found an invalid region end directive
# CHECK: note: unable to find an active region named b
# LLVM-MCA-BEGIN a
addq %rax, %rbx
# LLVM-MCA-END b
