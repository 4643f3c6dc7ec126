# VNNI, IFMA and BF16-conversion instructions that exist in both encodings are EVEX-encoded
# unless the `{vex}` pseudo-prefix asks for VEX, whatever the CPU (facts from llvm-mca 22).
# RUN: atomir mca -mcpu=skylake -instruction-tables -show-encoding %s | FileCheck %s
# CHECK:      62 f2 6d 08 50 cb             vpdpbusd	%xmm3, %xmm2, %xmm1
# CHECK-NEXT: 62 f2 7e 08 72 ca             vcvtneps2bf16	%xmm2, %xmm1
# CHECK-NEXT: 62 f2 ed 28 b4 cb             vpmadd52luq	%ymm3, %ymm2, %ymm1
# CHECK-NEXT: c4 e2 69 50 cb                {vex}	vpdpbusd	%xmm3, %xmm2, %xmm1
vpdpbusd %xmm3, %xmm2, %xmm1
vcvtneps2bf16 %xmm2, %xmm1
vpmadd52luq %ymm3, %ymm2, %ymm1
{vex} vpdpbusd %xmm3, %xmm2, %xmm1
