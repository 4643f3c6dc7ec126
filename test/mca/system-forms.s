# More forms as llvm-mca 22 reads, encodes and prints them: the implicit %xmm0 of the SSE
# blends is printed; AMX tile registers; far returns and jumps (`lretq`, `ljmpl`); 16-bit
# selector operands without the operand-size prefix unless a register is written; mnemonics
# LLVM prints without a size suffix (`verw`, `rdsspq`, `invept`) or with `q` (`sgdtq`).
# RUN: atomir mca -mcpu=skylake-avx512 -instruction-tables -show-encoding %s | FileCheck %s
# CHECK:      66 0f 38 14 ca                blendvps	%xmm0, %xmm2, %xmm1
# CHECK-NEXT: 0f 38 cb ca                   sha256rnds2	%xmm0, %xmm2, %xmm1
# CHECK-NEXT: c4 e2 7b 49 c8                tilezero	%tmm1
# CHECK-NEXT: c4 e2 63 5e ca                tdpbssd	%tmm3, %tmm2, %tmm1
# CHECK-NEXT: 48 cb                         lretq
# CHECK-NEXT: ff 2f                         ljmpl	*(%rdi)
# CHECK-NEXT: 0f 00 d9                      ltrw	%cx
# CHECK-NEXT: 66 0f 00 c9                   strw	%cx
# CHECK-NEXT: 0f 01 37                      lmsww	(%rdi)
# CHECK-NEXT: 0f 00 e9                      verw	%cx
# CHECK-NEXT: f3 48 0f 1e c9                rdsspq	%rcx
# CHECK-NEXT: 66 0f 38 80 0f                invept	(%rdi), %rcx
# CHECK-NEXT: 0f 01 07                      sgdtq	(%rdi)
# CHECK-NEXT: d7                            xlatb
blendvps %xmm2, %xmm1
sha256rnds2 %xmm0, %xmm2, %xmm1
tilezero %tmm1
tdpbssd %tmm3, %tmm2, %tmm1
lretq
ljmpl *(%rdi)
ltr %cx
str %cx
lmsw (%rdi)
verw %cx
rdsspq %rcx
invept (%rdi), %rcx
sgdt (%rdi)
xlat (%rbx)
# CMPccXADD takes LLVM's condition names; segment-register moves drop the operand-size prefix.
# RUN: atomir mca -mcpu=skylake-avx512 -instruction-tables -show-encoding %s | FileCheck %s --check-prefix=MORE
# MORE:      c4 e2 69 e4 0f                cmpexadd	%edx, %ecx, (%rdi)
# MORE-NEXT: c4 e2 e9 e3 0f                cmpaexadd	%rdx, %rcx, (%rdi)
# MORE-NEXT: 8c 1f                         movw	%ds, (%rdi)
# MORE-NEXT: 8e d9                         movl	%ecx, %ds
# MORE-NEXT: cf                            iretl
cmpexadd %edx, %ecx, (%rdi)
cmpnbxadd %rdx, %rcx, (%rdi)
mov %ds, (%rdi)
mov %cx, %ds
iretl
# Implicit-address instructions take the 64-bit address size; sysexit/sysret print with `l`.
# RUN: atomir mca -mcpu=skylake-avx512 -instruction-tables -show-encoding %s | FileCheck %s --check-prefix=ADDR
# ADDR:      0f 01 c8                      monitor
# ADDR-NEXT: 0f 01 fc                      clzero
# ADDR-NEXT: 0f 35                         sysexitl
monitor
clzero
sysexit
