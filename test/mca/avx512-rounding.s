# AVX-512 embedded rounding ({rn-sae} .. {rz-sae}) and suppress-all-exceptions ({sae}) operands
# are read where LLVM prints them (before the sources, after an immediate, after a GPR source),
# encoded with EVEX.b set, and printed back in both syntaxes (facts from llvm-mca 22).
# RUN: atomir mca -mcpu=skylake-avx512 -instruction-tables -show-encoding %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake-avx512 -instruction-tables -output-asm-variant=1 %s | FileCheck %s --check-prefix=INTEL
# CHECK:      62 f1 6c 18 58 cb             vaddps	{rn-sae}, %zmm3, %zmm2, %zmm1
# CHECK-NEXT: 62 f1 6c f9 58 cb             vaddps	{rz-sae}, %zmm3, %zmm2, %zmm1 {%k1} {z}
# CHECK-NEXT: 62 f1 6e 58 2a cb             vcvtsi2ss	%ebx, {ru-sae}, %xmm2, %xmm1
# CHECK-NEXT: 62 f1 7c 18 2e ca             vucomiss	{sae}, %xmm2, %xmm1
# CHECK-NEXT: 62 f1 6e 18 5d cb             vminss	{sae}, %xmm3, %xmm2, %xmm1
# CHECK-NEXT: 62 f3 7d 18 08 ca 03          vrndscaleps	$3, {sae}, %zmm2, %zmm1
# CHECK-NEXT: 62 f1 ff 38 2d cb             vcvtsd2si	{rd-sae}, %xmm3, %rcx
# INTEL:      vaddps	zmm1, zmm2, zmm3, {rn-sae}
# INTEL:      vaddps	zmm1 {k1} {z}, zmm2, zmm3, {rz-sae}
# INTEL:      vcvtsi2ss	xmm1, xmm2, {ru-sae}, ebx
# INTEL:      vucomiss	xmm1, xmm2, {sae}
# INTEL:      vminss	xmm1, xmm2, xmm3, {sae}
# INTEL:      vrndscaleps	zmm1, zmm2, {sae}, 3
# INTEL:      vcvtsd2si	rcx, xmm3, {rd-sae}
vaddps {rn-sae}, %zmm3, %zmm2, %zmm1
vaddps {rz-sae}, %zmm3, %zmm2, %zmm1 {%k1} {z}
vcvtsi2ss %ebx, {ru-sae}, %xmm2, %xmm1
vucomiss {sae}, %xmm2, %xmm1
vminss {sae}, %xmm3, %xmm2, %xmm1
vrndscaleps $3, {sae}, %zmm2, %zmm1
vcvtsd2si {rd-sae}, %xmm3, %rcx
