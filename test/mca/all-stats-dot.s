# Dispatch, scheduler, retire and register-file statistics.
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -all-stats %s | FileCheck %s
# CHECK:      Dynamic Dispatch Stall Cycles:
# CHECK-NEXT: RAT     - Register unavailable:                      0
# CHECK-NEXT: RCU     - Retire tokens unavailable:                 0
# CHECK-NEXT: SCHEDQ  - Scheduler full:                            72  (34.1%)
# CHECK:      [# dispatched], [# cycles]
# CHECK-NEXT:  0,              25  (11.8%)
# CHECK-NEXT:  1,              72  (34.1%)
# CHECK-NEXT:  2,              114  (54.0%)
# CHECK:      [# issued], [# cycles]
# CHECK-NEXT:  0,          8  (3.8%)
# CHECK:      JFPU01           15         18         18
# CHECK:      [# retired], [# cycles]
# CHECK-NEXT:  0,           35  (16.6%)
# CHECK:      Total ROB Entries:                64
# CHECK-NEXT: Max Used ROB Entries:             37  ( 57.8% )
# CHECK-NEXT: Average Used ROB Entries per cy:  31  ( 48.4% )
# CHECK:      Register File statistics:
# CHECK-NEXT: Total number of mappings created:    300
# CHECK-NEXT: Max number of mappings used:         37
# CHECK:      *  Register File #1 -- JFpuPRF:
# CHECK-NEXT:    Number of physical registers:     72
# CHECK-NEXT:    Total number of mappings created: 300
vmulps   %xmm0, %xmm1, %xmm2
vhaddps  %xmm2, %xmm2, %xmm3
vhaddps  %xmm3, %xmm3, %xmm4
