# XOP-encoded instructions (AMD XOP, TBM, LWP) are matched, encoded with the 8F escape, and
# general-register forms take the AT&T size suffix LLVM prints (facts from llvm-mca 22).
# RUN: atomir mca -mcpu=skylake-avx512 -instruction-tables -show-encoding %s | FileCheck %s
# CHECK:      8f e9 70 01 ca                blcfilll	%edx, %ecx
# CHECK-NEXT: 8f e9 f0 01 27                tzmskq	(%rdi), %rcx
# CHECK-NEXT: 8f ea 78 10 ca 01 00 00 00    bextrl	$1, %edx, %ecx
# CHECK-NEXT: 8f e8 78 c0 ca 03             vprotb	$3, %xmm2, %xmm1
# CHECK-NEXT: 8f e8 68 a2 cb 60             vpcmov	%xmm6, %xmm3, %xmm2, %xmm1
blcfill %edx, %ecx
tzmsk (%rdi), %rcx
bextr $1, %edx, %ecx
vprotb $3, %xmm2, %xmm1
vpcmov %xmm6, %xmm3, %xmm2, %xmm1
# LWP forms print without a suffix.
# CHECK-NEXT: 8f e9 f8 12 c1                llwpcb	%rcx
# CHECK-NEXT: 8f ea 70 12 c2 45 23 01 00    lwpins	$74565, %edx, %ecx
llwpcb %rcx
lwpins $0x12345, %edx, %ecx
