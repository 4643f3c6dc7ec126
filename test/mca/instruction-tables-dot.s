# -instruction-tables: no simulation; =full adds resources, bypass latency and opcode names.
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -instruction-tables %s | FileCheck %s --check-prefix=NORMAL
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -instruction-tables=full %s | FileCheck %s --check-prefix=FULL
# NORMAL-NOT: Iterations:
# NORMAL:     Instruction Info:
# NORMAL:     Resource pressure per iteration:
# NORMAL-NEXT: [0]    [1]    [2]    [3]    [4]    [5]    [6]    [7]    [8]    [9]    [10]   [11]   [12]   [13]
# NORMAL-NEXT:  -      -      -     2.00   1.00   2.00   1.00    -      -      -      -      -      -      -
# FULL:      Resources:
# FULL-NEXT: [0]   - JALU0:1
# FULL-NEXT: [1]   - JALU1:1
# FULL-NEXT: [2]   - JALU01:2    JALU0, JALU1
# FULL:      [7]: Bypass Latency
# FULL:       1      2     1.00                         2     JFPM,JFPU1,JFPU01,JFPX                     VMULPSrr                   vmulps	%xmm0, %xmm1, %xmm2
vmulps   %xmm0, %xmm1, %xmm2
vhaddps  %xmm2, %xmm2, %xmm3
vhaddps  %xmm3, %xmm3, %xmm4
