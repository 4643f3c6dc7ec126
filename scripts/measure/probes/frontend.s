# Front-end and store-forwarding probes (issue 18 item 3, not yet in the host model). Kept out of
# scripts/measure/*.s (the tuning set) and heldout/; measure with: atomir measure scripts/measure/probes/frontend.s
# LLVM-MCA-BEGIN fused_cmp_jne
	cmpq %rax, %rbx
	jne .Lfused_cmp_jne_0
	.Lfused_cmp_jne_0:
	cmpq %rax, %rbx
	jne .Lfused_cmp_jne_1
	.Lfused_cmp_jne_1:
	cmpq %rax, %rbx
	jne .Lfused_cmp_jne_2
	.Lfused_cmp_jne_2:
	cmpq %rax, %rbx
	jne .Lfused_cmp_jne_3
	.Lfused_cmp_jne_3:
	cmpq %rax, %rbx
	jne .Lfused_cmp_jne_4
	.Lfused_cmp_jne_4:
	cmpq %rax, %rbx
	jne .Lfused_cmp_jne_5
	.Lfused_cmp_jne_5:
	cmpq %rax, %rbx
	jne .Lfused_cmp_jne_6
	.Lfused_cmp_jne_6:
	cmpq %rax, %rbx
	jne .Lfused_cmp_jne_7
	.Lfused_cmp_jne_7:
# LLVM-MCA-END fused_cmp_jne
# LLVM-MCA-BEGIN split_cmp_mov_jne
	cmpq %rax, %rbx
	movq %rcx, %rdx
	jne .Lsplit_cmp_mov_jne_0
	.Lsplit_cmp_mov_jne_0:
	cmpq %rax, %rbx
	movq %rcx, %rdx
	jne .Lsplit_cmp_mov_jne_1
	.Lsplit_cmp_mov_jne_1:
	cmpq %rax, %rbx
	movq %rcx, %rdx
	jne .Lsplit_cmp_mov_jne_2
	.Lsplit_cmp_mov_jne_2:
	cmpq %rax, %rbx
	movq %rcx, %rdx
	jne .Lsplit_cmp_mov_jne_3
	.Lsplit_cmp_mov_jne_3:
	cmpq %rax, %rbx
	movq %rcx, %rdx
	jne .Lsplit_cmp_mov_jne_4
	.Lsplit_cmp_mov_jne_4:
	cmpq %rax, %rbx
	movq %rcx, %rdx
	jne .Lsplit_cmp_mov_jne_5
	.Lsplit_cmp_mov_jne_5:
	cmpq %rax, %rbx
	movq %rcx, %rdx
	jne .Lsplit_cmp_mov_jne_6
	.Lsplit_cmp_mov_jne_6:
	cmpq %rax, %rbx
	movq %rcx, %rdx
	jne .Lsplit_cmp_mov_jne_7
	.Lsplit_cmp_mov_jne_7:
# LLVM-MCA-END split_cmp_mov_jne
# LLVM-MCA-BEGIN fused_mov_cmp_jne
	movq %rcx, %rdx
	cmpq %rax, %rbx
	jne .Lfused_mov_cmp_jne_0
	.Lfused_mov_cmp_jne_0:
	movq %rcx, %rdx
	cmpq %rax, %rbx
	jne .Lfused_mov_cmp_jne_1
	.Lfused_mov_cmp_jne_1:
	movq %rcx, %rdx
	cmpq %rax, %rbx
	jne .Lfused_mov_cmp_jne_2
	.Lfused_mov_cmp_jne_2:
	movq %rcx, %rdx
	cmpq %rax, %rbx
	jne .Lfused_mov_cmp_jne_3
	.Lfused_mov_cmp_jne_3:
	movq %rcx, %rdx
	cmpq %rax, %rbx
	jne .Lfused_mov_cmp_jne_4
	.Lfused_mov_cmp_jne_4:
	movq %rcx, %rdx
	cmpq %rax, %rbx
	jne .Lfused_mov_cmp_jne_5
	.Lfused_mov_cmp_jne_5:
	movq %rcx, %rdx
	cmpq %rax, %rbx
	jne .Lfused_mov_cmp_jne_6
	.Lfused_mov_cmp_jne_6:
	movq %rcx, %rdx
	cmpq %rax, %rbx
	jne .Lfused_mov_cmp_jne_7
	.Lfused_mov_cmp_jne_7:
# LLVM-MCA-END fused_mov_cmp_jne
# LLVM-MCA-BEGIN jne_only
	jne .Ljne_only_0
	.Ljne_only_0:
	jne .Ljne_only_1
	.Ljne_only_1:
	jne .Ljne_only_2
	.Ljne_only_2:
	jne .Ljne_only_3
	.Ljne_only_3:
	jne .Ljne_only_4
	.Ljne_only_4:
	jne .Ljne_only_5
	.Ljne_only_5:
	jne .Ljne_only_6
	.Ljne_only_6:
	jne .Ljne_only_7
	.Ljne_only_7:
# LLVM-MCA-END jne_only
# LLVM-MCA-BEGIN cmp_only
	cmpq %rax, %rbx
	cmpq %rax, %rbx
	cmpq %rax, %rbx
	cmpq %rax, %rbx
	cmpq %rax, %rbx
	cmpq %rax, %rbx
	cmpq %rax, %rbx
	cmpq %rax, %rbx
# LLVM-MCA-END cmp_only
# LLVM-MCA-BEGIN add_imm
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
# LLVM-MCA-END add_imm
# LLVM-MCA-BEGIN add_reg
	addq %rax, %r8
	addq %rax, %r9
	addq %rax, %r10
	addq %rax, %r11
	addq %rax, %r8
	addq %rax, %r9
	addq %rax, %r10
	addq %rax, %r11
	addq %rax, %r8
	addq %rax, %r9
	addq %rax, %r10
	addq %rax, %r11
	addq %rax, %r8
	addq %rax, %r9
	addq %rax, %r10
	addq %rax, %r11
	addq %rax, %r8
	addq %rax, %r9
	addq %rax, %r10
	addq %rax, %r11
	addq %rax, %r8
	addq %rax, %r9
	addq %rax, %r10
	addq %rax, %r11
	addq %rax, %r8
	addq %rax, %r9
	addq %rax, %r10
	addq %rax, %r11
	addq %rax, %r8
	addq %rax, %r9
	addq %rax, %r10
	addq %rax, %r11
# LLVM-MCA-END add_reg
# LLVM-MCA-BEGIN st_ld_same
	movq %r8, 8(%rsp)
	movq 8(%rsp), %r8
# LLVM-MCA-END st_ld_same
# LLVM-MCA-BEGIN st_ld_rdi_same
	movq %r8, 8(%rdi)
	movq 8(%rdi), %r8
# LLVM-MCA-END st_ld_rdi_same
# LLVM-MCA-BEGIN st_ld_rdi_other_base
	movq %r8, 8(%rdi)
	movq 8(%rsi), %r8
# LLVM-MCA-END st_ld_rdi_other_base
# LLVM-MCA-BEGIN st_ld_rsp_same
	movq %r8, 8(%rsp)
	movq 8(%rsp), %r8
# LLVM-MCA-END st_ld_rsp_same
# LLVM-MCA-BEGIN st_ld_rsp_add
	movq %r8, 8(%rsp)
	movq 8(%rsp), %r8
	addq $1, %r8
# LLVM-MCA-END st_ld_rsp_add
# LLVM-MCA-BEGIN add_imm_stream
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r12
	addq $1, %r13
	addq $1, %r14
	addq $1, %r15
	addq $1, %rsi
	addq $1, %rdx
	addq $1, %rcx
	addq $1, %rbx
# LLVM-MCA-END add_imm_stream
# LLVM-MCA-BEGIN add_reg_stream
	addq %rax, %r8
	addq %rax, %r9
	addq %rax, %r10
	addq %rax, %r11
	addq %rax, %r12
	addq %rax, %r13
	addq %rax, %r14
	addq %rax, %r15
	addq %rax, %rsi
	addq %rax, %rdx
	addq %rax, %rcx
	addq %rax, %rbx
# LLVM-MCA-END add_reg_stream
# LLVM-MCA-BEGIN add_imm32_stream
	addq $100000, %r8
	addq $100000, %r9
	addq $100000, %r10
	addq $100000, %r11
	addq $100000, %r12
	addq $100000, %r13
	addq $100000, %r14
	addq $100000, %r15
	addq $100000, %rsi
	addq $100000, %rdx
	addq $100000, %rcx
	addq $100000, %rbx
# LLVM-MCA-END add_imm32_stream
# LLVM-MCA-BEGIN jne_only_spaced
	jne .Ljne_only_spaced_0
	nop
	.Ljne_only_spaced_0:
	jne .Ljne_only_spaced_1
	nop
	.Ljne_only_spaced_1:
	jne .Ljne_only_spaced_2
	nop
	.Ljne_only_spaced_2:
	jne .Ljne_only_spaced_3
	nop
	.Ljne_only_spaced_3:
	jne .Ljne_only_spaced_4
	nop
	.Ljne_only_spaced_4:
	jne .Ljne_only_spaced_5
	nop
	.Ljne_only_spaced_5:
	jne .Ljne_only_spaced_6
	nop
	.Ljne_only_spaced_6:
	jne .Ljne_only_spaced_7
	nop
	.Ljne_only_spaced_7:
# LLVM-MCA-END jne_only_spaced
# LLVM-MCA-BEGIN st_ld_rdi_same_disp0
	movq %r8, (%rdi)
	movq (%rdi), %r8
# LLVM-MCA-END st_ld_rdi_same_disp0
# LLVM-MCA-BEGIN st_ld_through_address
	movq %rax, (%rax)
	movq (%rax), %rax
# LLVM-MCA-END st_ld_through_address
# LLVM-MCA-BEGIN st_ld_r8_base_r8
	movq %r8, (%rdi)
	movq (%rdi), %r8
	movq %r9, (%r8)
	movq (%r8), %r9
# LLVM-MCA-END st_ld_r8_base_r8
