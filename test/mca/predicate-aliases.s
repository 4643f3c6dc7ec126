# Compare mnemonics that spell their predicate (`vcmpltps`, `vpcmpnleud`, `vpcomgeb`,
# `pclmulhqlqdq`) are read as the compare with that immediate; LLVM prints the predicate
# alias whenever one exists (SSE 0-7, AVX 0-31, vpcmp 0-2 and 4-6, vpcom 0-7), never for pclmul
# (facts from llvm-mca 22).
# RUN: atomir mca -mcpu=skylake-avx512 -instruction-tables -show-encoding %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake-avx512 -instruction-tables -output-asm-variant=1 %s | FileCheck %s --check-prefix=INTEL
# CHECK:      c5 f0 c2 c2 08                vcmpeq_uqps	%xmm2, %xmm1, %xmm0
# CHECK-NEXT: c5 f0 c2 c2 00                vcmpeqps	%xmm2, %xmm1, %xmm0
# CHECK-NEXT: c5 f0 c2 c2 03                vcmpunordps	%xmm2, %xmm1, %xmm0
# CHECK-NEXT: 0f c2 ca 08                   cmpps	$8, %xmm2, %xmm1
# CHECK-NEXT: 0f c2 ca 06                   cmpnleps	%xmm2, %xmm1
# CHECK-NEXT: 62 f1 74 18 c2 c2 00          vcmpeqps	{sae}, %zmm2, %zmm1, %k0
# CHECK-NEXT: 62 f3 75 08 1f c2 01          vpcmpltd	%xmm2, %xmm1, %k0
# CHECK-NEXT: 62 f3 75 28 1f c2 01          vpcmpltd	%ymm2, %ymm1, %k0
# CHECK-NEXT: 8f e8 70 cf 07 04             vpcomeqq	(%rdi), %xmm1, %xmm0
# CHECK-NEXT: 66 0f 3a 44 ca 01             pclmulqdq	$1, %xmm2, %xmm1
# CHECK-NEXT: 62 f1 75 48 76 c2             vpcmpeqd	%zmm2, %zmm1, %k0
# INTEL:      vcmpeq_uqps	xmm0, xmm1, xmm2
# INTEL:      vcmpeqps	xmm0, xmm1, xmm2
# INTEL:      vcmpunordps	xmm0, xmm1, xmm2
# INTEL:      cmpps	xmm1, xmm2, 8
# INTEL:      cmpnleps	xmm1, xmm2
# INTEL:      vcmpeqps	k0, zmm1, zmm2, {sae}
# INTEL:      vpcmpltd	k0, xmm1, xmm2
# INTEL:      vpcmpltd	k0, ymm1, ymm2
# INTEL:      vpcomeqq	xmm0, xmm1, xmmword ptr [rdi]
# INTEL:      pclmulqdq	xmm1, xmm2, 1
# INTEL:      vpcmpeqd	k0, zmm1, zmm2
vcmpeq_uqps %xmm2, %xmm1, %xmm0
vcmpeq_oqps %xmm2, %xmm1, %xmm0
vcmpps $3, %xmm2, %xmm1, %xmm0
cmpps $8, %xmm2, %xmm1
cmpnle_usps %xmm2, %xmm1
vcmpeqps {sae}, %zmm2, %zmm1, %k0
vpcmpltd %xmm2, %xmm1, %k0
vpcmpd $1, %ymm2, %ymm1, %k0
vpcomeqq (%rdi), %xmm1, %xmm0
pclmulhqlqdq %xmm2, %xmm1
vpcmpeqd %zmm2, %zmm1, %k0
