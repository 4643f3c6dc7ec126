# Intel syntax input prints as Intel; -output-asm-variant=1 prints AT&T input as Intel;
# -print-imm-hex prints immediates in hex; a missing AT&T suffix is added as LLVM prints it.
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -output-asm-variant=1 %s | FileCheck %s --check-prefix=INTEL
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -print-imm-hex %s | FileCheck %s --check-prefix=HEX
# INTEL: add	rbx, rax
# INTEL: imul	rcx, qword ptr [rdi + 8]
# INTEL: add	rbx, 255
# HEX:   addq	%rax, %rbx
# HEX:   imulq	0x8(%rdi), %rcx
# HEX:   addq	$0xff, %rbx
add %rax, %rbx
imulq 8(%rdi), %rcx
addq $255, %rbx
