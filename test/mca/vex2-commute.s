# LLVM's assembler commutes a commutative VEX instruction whose second source alone is an
# extended register (2-byte VEX prefix): the views print the swapped order; register moves
# take the store form instead (only the encoding shows it).
# RUN: atomir mca -mcpu=skylake -show-encoding -instruction-tables %s | FileCheck %s
# CHECK: [1]    [2]    [3]    [4]    [5]    [6]    [7]    Encodings:                    Instructions:
# CHECK-NEXT:  1      4     0.50                         4     c5 b0 58 d1                   vaddps	%xmm1, %xmm9, %xmm2
# CHECK-NEXT:  1      4     0.50                         5     c4 c1 70 5c d1                vsubps	%xmm9, %xmm1, %xmm2
# CHECK-NEXT:  1      1     0.33                         4     c5 b5 fe d1                   vpaddd	%ymm1, %ymm9, %ymm2
# CHECK-NEXT:  1      4     0.50                         5     c4 c1 28 59 d1                vmulps	%xmm9, %xmm10, %xmm2
# CHECK-NEXT:  1      1     0.33                         4     c5 78 29 c9                   vmovaps	%xmm9, %xmm1
# CHECK-NEXT:  1      1     1.00                         4     c5 72 11 ca                   vmovss	%xmm9, %xmm1, %xmm2
vaddps %xmm9, %xmm1, %xmm2
vsubps %xmm9, %xmm1, %xmm2
vpaddd %ymm9, %ymm1, %ymm2
vmulps %xmm9, %xmm10, %xmm2
vmovaps %xmm9, %xmm1
vmovss %xmm9, %xmm1, %xmm2
