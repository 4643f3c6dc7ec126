# String instructions print with all their operands whether or not they are written (facts
# from llvm-mca 22): the destination gets `%es:`, 32-bit forms use AT&T's `l`, a bare `stos`
# takes the size of its accumulator, a 32-bit address adds the 67 prefix and a segment
# override on the source is kept. Also `movsx`/`movzx` print both sizes (`movsbl`).
# RUN: atomir mca -mcpu=skylake -instruction-tables -show-encoding %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -instruction-tables -output-asm-variant=1 %s | FileCheck %s --check-prefix=INTEL
# CHECK:      a4                            movsb	(%rsi), %es:(%rdi)
# CHECK-NEXT: f3 48 ab                      rep		stosq	%rax, %es:(%rdi)
# CHECK-NEXT: a5                            movsl	(%rsi), %es:(%rdi)
# CHECK-NEXT: 66 af                         scasw	%es:(%rdi), %ax
# CHECK-NEXT: 6c                            insb	%dx, %es:(%rdi)
# CHECK-NEXT: 6f                            outsl	(%rsi), %dx
# CHECK-NEXT: ab                            stosl	%eax, %es:(%rdi)
# CHECK-NEXT: 48 a7                         cmpsq	%es:(%rdi), (%rsi)
# CHECK-NEXT: 67 a4                         movsb	(%esi), %es:(%edi)
# CHECK-NEXT: 64 a4                         movsb	%fs:(%rsi), %es:(%rdi)
# CHECK-NEXT: 0f be c8                      movsbl	%al, %ecx
# INTEL:      movsb	byte ptr es:[rdi], byte ptr [rsi]
# INTEL:      rep		stosq	qword ptr es:[rdi], rax
# INTEL:      movsd	dword ptr es:[rdi], dword ptr [rsi]
# INTEL:      scasw	ax, word ptr es:[rdi]
# INTEL:      insb	byte ptr es:[rdi], dx
# INTEL:      outsd	dx, dword ptr [rsi]
movsb
rep stosq
movsd
scasw
insb %dx, (%rdi)
outsl (%rsi), %dx
stos %eax, (%rdi)
cmpsq (%rdi), (%rsi)
movsb (%esi), (%edi)
movsb %fs:(%rsi), %es:(%rdi)
movsx %al, %ecx
