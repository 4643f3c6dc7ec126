# AVX-512 op masks, zeroing and embedded broadcast are read and printed as LLVM does.
# RUN: atomir mca -mcpu=skylake-avx512 %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake-avx512 -output-asm-variant=1 %s | FileCheck %s --check-prefix=INTEL
# CHECK:      Total Cycles:      162
# CHECK:       1      4     0.50                        vaddps	%zmm0, %zmm1, %zmm2 {%k1}
# CHECK-NEXT:  1      4     0.50                        vaddps	%zmm0, %zmm1, %zmm2 {%k1} {z}
# CHECK-NEXT:  2      11    0.50    *                   vaddps	(%rax){1to16}, %zmm1, %zmm2
# CHECK-NEXT:  2      8     0.50    *                   vmovups	(%rdi), %zmm3 {%k2} {z}
# INTEL:      vaddps	zmm2 {k1} {z}, zmm1, zmm0
# INTEL:      vaddps	zmm2, zmm1, dword ptr [rax]{1to16}
# INTEL:      vmovups	zmm3 {k2} {z}, zmmword ptr [rdi]
vaddps %zmm0, %zmm1, %zmm2 {%k1}
vaddps %zmm0, %zmm1, %zmm2 {%k1} {z}
vaddps (%rax){1to16}, %zmm1, %zmm2
vmovups (%rdi), %zmm3 {%k2}{z}
