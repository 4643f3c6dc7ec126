# Alder Lake's model has no zero idioms: `pxor %xmm1, %xmm1` reads %xmm1 through both operands
# (the destination is tied), so its producer has two users from it, which ranks the producer
# ahead when instructions compete for issue: here `pxor` and `vaddps` share ports 1 and 5
# (CHECK lines from llvm-mca 22).
# RUN: atomir mca -mcpu=alderlake -iterations=3 -resource-pressure %s | FileCheck %s
# CHECK:      Resource pressure by instruction:
# CHECK-NEXT: [0]    [1]    [2]    [3]    [4]    [5]    [6]    [7]    [8]    [9]    [10]   [11]   [12]   Instructions:
# CHECK-NEXT: 0.67    -      -      -      -     0.33    -      -      -      -      -      -      -     vxorps	%xmm0, %xmm0, %xmm0
# CHECK-NEXT:  -     0.67    -      -      -     0.33    -      -      -      -      -      -      -     pxor	%xmm1, %xmm1
# CHECK-NEXT:  -     0.33    -      -      -     0.67    -      -      -      -      -      -      -     vaddps	%xmm3, %xmm1, %xmm4
vxorps %xmm0, %xmm0, %xmm0
pxor %xmm1, %xmm1
vaddps %xmm3, %xmm1, %xmm4
