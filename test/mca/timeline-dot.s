# Timeline and average wait times (10 iterations shown of 100).
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -timeline %s | FileCheck %s
# CHECK:      Timeline view:
# CHECK-NEXT:                     0123456789
# CHECK-NEXT: Index     0123456789          0123456789
# CHECK-EMPTY:
# CHECK-NEXT: [0,0]     DeeER.    .    .    .    .   .   vmulps	%xmm0, %xmm1, %xmm2
# CHECK-NEXT: [0,1]     D==eeeeER .    .    .    .   .   vhaddps	%xmm2, %xmm2, %xmm3
# CHECK-NEXT: [0,2]     .D=====eeeeER  .    .    .   .   vhaddps	%xmm3, %xmm3, %xmm4
# CHECK:      [9,2]     .    .    .   D=========eeeeER   vhaddps	%xmm3, %xmm3, %xmm4
# CHECK:      Average Wait times (based on the timeline view):
# CHECK:            [0]    [1]    [2]    [3]
# CHECK-NEXT: 0.     10    1.0    1.0    7.7       vmulps	%xmm0, %xmm1, %xmm2
# CHECK-NEXT: 1.     10    4.5    2.0    2.8       vhaddps	%xmm2, %xmm2, %xmm3
# CHECK-NEXT: 2.     10    8.0    0.0    0.0       vhaddps	%xmm3, %xmm3, %xmm4
# CHECK-NEXT:        10    4.5    1.0    3.5       <total>
vmulps   %xmm0, %xmm1, %xmm2
vhaddps  %xmm2, %xmm2, %xmm3
vhaddps  %xmm3, %xmm3, %xmm4
