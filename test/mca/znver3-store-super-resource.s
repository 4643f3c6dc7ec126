# Znver3's FP store unit Zn3FPSt has the super resource Zn3FP45, a member of the Zn3FP scheduler
# group: an FP store occupies Zn3FP entries although it lists no Zn3FP resource (CHECK lines
# from llvm-mca 22).
# RUN: atomir mca -mcpu=znver3 -scheduler-stats %s | FileCheck %s
# CHECK:      Total Cycles:      103
# CHECK:      Zn3FP            38         62         64
# CHECK-NEXT: Zn3Int           0          0          96
# CHECK-NEXT: Zn3Load          0          0          72
# CHECK-NEXT: Zn3Store         39         63         64
movss %xmm1, (%rdi)
