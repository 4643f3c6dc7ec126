# Printed and assembled as LLVM 22 does: a shift by an immediate 1 is the by-one form (no count,
# D0/D1), movabs is the imm64 or moffs form with a size suffix, and a 512-bit source with a ymm
# destination needs no z suffix; an unsuffixed ambiguous narrowing conversion is an error.
# RUN: atomir mca -mcpu=skylake-avx512 -show-encoding -instruction-tables %s | FileCheck %s
# RUN: not atomir mca -mcpu=skylake %S/Inputs/ambiguous-width.s 2>&1 | FileCheck --check-prefix=AMBIGUOUS %s
# CHECK: [1]    [2]    [3]    [4]    [5]    [6]    [7]    Encodings:                    Instructions:
# CHECK-NEXT:  1      1     0.50                         2     d1 e1                         shll	%ecx
# CHECK-NEXT:  5      7     1.00    *      *             2     d0 0f                         rorb	(%rdi)
# CHECK-NEXT:  1      1     0.25                         10    48 b9 01 00 00 00 00 00 00 00  movabsq	$1, %rcx
# CHECK-NEXT:  1      1     0.25    *                    9     a0 00 10 00 00 00 00 00 00    movabsb	4096, %al
# CHECK-NEXT:  3      14    1.00    *                    6     62 f1 fd 48 5a 0f             vcvtpd2ps	(%rdi), %ymm1
# CHECK-NEXT:  3      14    1.00    *                    6     62 f2 7e 48 72 0f             vcvtneps2bf16	(%rdi), %ymm1
# AMBIGUOUS: ambiguous-width.s:1:19: error: invalid operand for instruction
shll $1, %ecx
rorb $1, (%rdi)
movabs $1, %rcx
movabs 4096, %al
vcvtpd2ps (%rdi), %ymm1
vcvtneps2bf16 (%rdi), %ymm1
