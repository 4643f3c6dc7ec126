# Spellings LLVM's assembler accepts: two-operand imul with an immediate (printed with three),
# VSIB gathers, x/y memory-width suffixes of narrowing conversions, x87 and crc32 suffixes.
# RUN: atomir mca -mcpu=skylake -instruction-tables %s | FileCheck %s
# CHECK: [1]    [2]    [3]    [4]    [5]    [6]    Instructions:
# CHECK-NEXT:  1      3     1.00                        imull	$3, %eax, %eax
# CHECK-NEXT:  5      20    2.00    *                   vpgatherdd	%xmm2, (%rdi,%xmm7), %xmm1
# CHECK-NEXT:  3      13    1.00    *                   vcvtpd2psy	(%rdi), %xmm1
# CHECK-NEXT:  3      11    1.00    *                   vcvttpd2dqx	(%rdi), %xmm1
# CHECK-NEXT:  2      7     1.00                        vcvtpd2ps	%ymm2, %xmm1
# CHECK-NEXT:  2      10    1.00    *             U     faddl	(%rdi)
# CHECK-NEXT:  2      8     1.00    *                   crc32l	(%rdi), %ecx
imull $3, %eax
vpgatherdd %xmm2, (%rdi,%xmm7), %xmm1
vcvtpd2psy (%rdi), %xmm1
vcvttpd2dqx (%rdi), %xmm1
vcvtpd2ps %ymm2, %xmm1
faddl (%rdi)
crc32l (%rdi), %ecx
