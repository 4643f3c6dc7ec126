# BdVer2's load queue PdLoad has the super resource PdAGLU01, a member of the PdEX scheduler
# group: a load occupies PdEX's 40 entries although no load lists PdEX (the generator infers
# the super from -scheduler-stats; CHECK lines from llvm-mca 22).
# RUN: atomir mca -mcpu=bdver2 -scheduler-stats %s | FileCheck %s
# CHECK:      Total Cycles:      305
# CHECK:      PdEX             30         36         40
# CHECK-NEXT: PdFPU            30         36         64
# CHECK-NEXT: PdLoad           33         40         40
# CHECK-NEXT: PdStore          0          0          24
vmovups (%rsi), %ymm2
vmovups (%rdi), %ymm3
