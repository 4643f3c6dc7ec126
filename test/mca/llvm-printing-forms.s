# Forms LLVM reads or prints differently from how they are written (facts from llvm-mca 22):
# waiting x87 control instructions are `wait` plus the no-wait form; `sal` prints as `shl`;
# `pushf` is `pushfq`; `int $3` is `int3`; crc32 and out are suffixed by their source; FMA4
# register forms put the last source in ModRM.rm; a 512-bit vcvtdq2ph source needs no `z`.
# RUN: atomir mca -mcpu=skylake-avx512 -instruction-tables -show-encoding %s | FileCheck %s
# CHECK:      9b                            wait
# CHECK-NEXT: df e0                         fnstsw	%ax
# CHECK-NEXT: 9b                            wait
# CHECK-NEXT: d9 3f                         fnstcw	(%rdi)
# CHECK-NEXT: 9b                            wait
# CHECK-NEXT: db e3                         fninit
# CHECK-NEXT: df e0                         fnstsw	%ax
# CHECK-NEXT: c0 e1 03                      shlb	$3, %cl
# CHECK-NEXT: 48 d3 e1                      shlq	%cl, %rcx
# CHECK-NEXT: 9c                            pushfq
# CHECK-NEXT: cc                            int3
# CHECK-NEXT: f2 0f 38 f0 ca                crc32b	%dl, %ecx
# CHECK-NEXT: ee                            outb	%al, %dx
# CHECK-NEXT: c4 e3 e9 68 ce 30             vfmaddps	%xmm6, %xmm3, %xmm2, %xmm1
# CHECK-NEXT: 62 f5 7c 48 5b 0f             vcvtdq2ph	(%rdi), %ymm1
fstsw %ax
fstcw (%rdi)
finit
fnstsw
sal $3, %cl
sal %cl, %rcx
pushf
int $3
crc32 %dl, %ecx
out %al, %dx
vfmaddps %xmm6, %xmm3, %xmm2, %xmm1
vcvtdq2ph (%rdi), %ymm1
