# Bottleneck analysis: pressure breakdown and the critical sequence.
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -bottleneck-analysis %s | FileCheck %s
# CHECK:      Cycles with backend pressure increase [ 40.76% ]
# CHECK-NEXT: Throughput Bottlenecks:
# CHECK-NEXT:   Resource Pressure       [ 39.34% ]
# CHECK-NEXT:   - JFPA  [ 39.34% ]
# CHECK-NEXT:   - JFPU0  [ 39.34% ]
# CHECK-NEXT:   Data Dependencies:      [ 1.42% ]
# CHECK-NEXT:   - Register Dependencies [ 1.42% ]
# CHECK-NEXT:   - Memory Dependencies   [ 0.00% ]
# CHECK:      Critical sequence based on the simulation:
# CHECK:       +----< 2.    vhaddps	%xmm3, %xmm3, %xmm4
# CHECK:       +----> 2.    vhaddps	%xmm3, %xmm3, %xmm4               ## REGISTER dependency:  %xmm3
vmulps   %xmm0, %xmm1, %xmm2
vhaddps  %xmm2, %xmm2, %xmm3
vhaddps  %xmm3, %xmm3, %xmm4
