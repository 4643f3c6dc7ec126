# BdVer2 delays the integer source of `cvtsi2sd` by 10 cycles (a negative read advance): the
# conversion issues 10 cycles after %rax is written and then takes 4, while the instruction
# info still lists latency 14 (CHECK lines from llvm-mca 22).
# RUN: atomir mca -mcpu=bdver2 -iterations=1 -timeline -instruction-info %s | FileCheck %s
# CHECK:      Total Cycles:      18
# CHECK:       2      14    1.00                        cvtsi2sd	%rax, %xmm1
# CHECK:      [0,0]     DeER .    .    . .   addq	$1, %rax
# CHECK-NEXT: [0,1]     D===========eeeeER   cvtsi2sd	%rax, %xmm1
addq $1, %rax
cvtsi2sd %rax, %xmm1
