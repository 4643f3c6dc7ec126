# The llvm-mca documentation's dot-product kernel on btver2: the summary view.
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s | FileCheck %s
# CHECK:      Iterations:        100
# CHECK-NEXT: Instructions:      300
# CHECK-NEXT: Total Cycles:      211
# CHECK-NEXT: Total uOps:        300
# CHECK-EMPTY:
# CHECK-NEXT: Dispatch Width:    2
# CHECK-NEXT: uOps Per Cycle:    1.42
# CHECK-NEXT: IPC:               1.42
# CHECK-NEXT: Block RThroughput: 2.0
# CHECK:      Instruction Info:
# CHECK:      [1]    [2]    [3]    [4]    [5]    [6]    Instructions:
# CHECK-NEXT:  1      2     1.00                        vmulps	%xmm0, %xmm1, %xmm2
# CHECK-NEXT:  1      4     1.00                        vhaddps	%xmm2, %xmm2, %xmm3
# CHECK-NEXT:  1      4     1.00                        vhaddps	%xmm3, %xmm3, %xmm4
# CHECK:      Resource pressure per iteration:
# CHECK-NEXT: [0]    [1]    [2]    [3]    [4]    [5]    [6]    [7]    [8]    [9]    [10]   [11]   [12]   [13]
# CHECK-NEXT:  -      -      -     2.00   1.00   2.00   1.00    -      -      -      -      -      -      -
# CHECK:      Resource pressure by instruction:
# CHECK:       -      -      -      -     1.00    -     1.00    -      -      -      -      -      -      -     vmulps	%xmm0, %xmm1, %xmm2
vmulps   %xmm0, %xmm1, %xmm2
vhaddps  %xmm2, %xmm2, %xmm3
vhaddps  %xmm3, %xmm3, %xmm4
