# vzeroupper defines the vector registers without reading them (as llvm-mca 22's instruction
# description has it), so the next iteration's ymm work does not wait for it.
# CHECK lines learned from llvm-mca 22 on this file.
# RUN: atomir mca -mcpu=skylake %s | FileCheck %s --check-prefix=SKL
# RUN: atomir mca -mcpu=haswell %s | FileCheck %s --check-prefix=HSW
# SKL: Total Cycles:      163
# HSW: Total Cycles:      214
vmulps (%rdi), %ymm1, %ymm2
vmovups %ymm2, (%rdi)
vzeroupper
