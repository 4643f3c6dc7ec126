# Seed 002's example: btver2 with a vhaddps latency of 3, 300 iterations, and its timeline.
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-vhaddps3.json -iterations=300 %s | FileCheck %s --check-prefix=SUMMARY
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-vhaddps3.json -iterations=3 -timeline %s | FileCheck %s --check-prefix=TIMELINE
# SUMMARY:      Iterations:        300
# SUMMARY-NEXT: Instructions:      900
# SUMMARY-NEXT: Total Cycles:      610
# SUMMARY:      IPC:               1.48
# SUMMARY-NEXT: Block RThroughput: 2.0
# TIMELINE:      [0,0]     DeeER.    .    .   vmulps	%xmm0, %xmm1, %xmm2
# TIMELINE-NEXT: [0,1]     D==eeeER  .    .   vhaddps	%xmm2, %xmm2, %xmm3
# TIMELINE-NEXT: [0,2]     .D====eeeER    .   vhaddps	%xmm3, %xmm3, %xmm4
# TIMELINE-NEXT: [1,0]     .DeeE-----R    .   vmulps	%xmm0, %xmm1, %xmm2
# TIMELINE-NEXT: [1,1]     . D=eeeE---R   .   vhaddps	%xmm2, %xmm2, %xmm3
# TIMELINE-NEXT: [1,2]     . D====eeeER   .   vhaddps	%xmm3, %xmm3, %xmm4
# TIMELINE-NEXT: [2,0]     .  DeeE-----R  .   vmulps	%xmm0, %xmm1, %xmm2
# TIMELINE-NEXT: [2,1]     .  D====eeeER  .   vhaddps	%xmm2, %xmm2, %xmm3
# TIMELINE-NEXT: [2,2]     .   D======eeeER   vhaddps	%xmm3, %xmm3, %xmm4
vmulps   %xmm0, %xmm1, %xmm2
vhaddps  %xmm2, %xmm2, %xmm3
vhaddps  %xmm3, %xmm3, %xmm4
