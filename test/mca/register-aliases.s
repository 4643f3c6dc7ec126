# Register spellings LLVM reads as other forms (facts from llvm-mca 22): a 64-bit destination
# of vmovmskps/pextrw/... is the 32-bit register; lar/lsl read a 16-bit selector; xchg with the
# accumulator is the one-byte 90+r form, printed accumulator last (but `xchgl %eax, %eax` keeps
# 87 C0); movq to or from memory is the vector move, not the REX.W general-register form.
# RUN: atomir mca -mcpu=skylake -instruction-tables -show-encoding %s | FileCheck %s
# CHECK:      c5 f8 50 ca                   vmovmskps	%xmm2, %ecx
# CHECK-NEXT: 66 0f c5 ca 01                pextrw	$1, %xmm2, %ecx
# CHECK-NEXT: 66 0f 3a 20 d1 01             pinsrb	$1, %ecx, %xmm2
# CHECK-NEXT: 0f 02 ca                      larl	%dx, %ecx
# CHECK-NEXT: 48 0f 03 c9                   lslq	%cx, %rcx
# CHECK-NEXT: 91                            xchgl	%ecx, %eax
# CHECK-NEXT: 66 91                         xchgw	%cx, %ax
# CHECK-NEXT: 49 90                         xchgq	%r8, %rax
# CHECK-NEXT: 87 c0                         xchgl	%eax, %eax
# CHECK-NEXT: 0f 6f 0f                      movq	(%rdi), %mm1
# CHECK-NEXT: 66 0f d6 0f                   movq	%xmm1, (%rdi)
# CHECK-NEXT: c5 fa 7e 0f                   vmovq	(%rdi), %xmm1
vmovmskps %xmm2, %rcx
pextrw $1, %xmm2, %rcx
pinsrb $1, %rcx, %xmm2
lar %edx, %ecx
lsl %rcx, %rcx
xchg %eax, %ecx
xchg %ax, %cx
xchg %rax, %r8
xchg %eax, %eax
movq (%rdi), %mm1
movq %xmm1, (%rdi)
vmovq (%rdi), %xmm1
