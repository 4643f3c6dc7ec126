# Held-out set: the 20 BHive blocks of ../shared/bhive/disasm20.txt, none also a block
# of the tuning set scripts/measure/*.s (written by make-set.py --heldout).
# Never tune the host model on it.
# LLVM-MCA-BEGIN heldout_bhive_00_4c89e24c89f00f1f
	movq	%r12, %rdx
	movq	%r14, %rax
	nopl	(%rax)
	testq	%rdx, %rdx
# LLVM-MCA-END heldout_bhive_00_4c89e24c89f00f1f
# LLVM-MCA-BEGIN heldout_bhive_01_418b5c241041c784
	movl	16(%r12), %ebx
	movl	$0, 144(%r12)
	movl	$0, 160(%r12)
	testb	$31, %bl
# LLVM-MCA-END heldout_bhive_01_418b5c241041c784
# LLVM-MCA-BEGIN heldout_bhive_02_25ffffff3f8d5c03
	andl	$1073741823, %eax
	leal	1(%rbx,%rax), %ebx
	leal	7(%rbx), %eax
	addq	$8, %rsp
	popq	%rbx
	andl	$-8, %eax
	popq	%rbp
# LLVM-MCA-END heldout_bhive_02_25ffffff3f8d5c03
# LLVM-MCA-BEGIN heldout_bhive_03_554889e541574156
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	movq	%rdi, %r15
	pushq	%rbx
	movq	%rsi, %r12
	movq	%rdx, %r13
	subq	$24, %rsp
	movq	8(%rdi), %rdi
	cmpq	16(%r15), %rdi
# LLVM-MCA-END heldout_bhive_03_554889e541574156
# LLVM-MCA-BEGIN heldout_bhive_04_4889df48894c2430
	movq	%rbx, %rdi
	movq	%rcx, 48(%rsp)
# LLVM-MCA-END heldout_bhive_04_4889df48894c2430
# LLVM-MCA-BEGIN heldout_bhive_05_488943104889dfc6
	movq	%rax, 16(%rbx)
	movq	%rbx, %rdi
	movb	$0, 24(%rbx)
	addq	$8, %rsp
	popq	%rbx
	popq	%rbp
# LLVM-MCA-END heldout_bhive_05_488943104889dfc6
# LLVM-MCA-BEGIN heldout_bhive_06_4883c710660f6f1f
	addq	$16, %rdi
	movdqa	(%rdi), %xmm3
	movl	$0, %eax
	movl	$0, %edx
	pcmpistri	$2, %xmm3, %xmm1
	setb	%al
	sete	%dl
	testl	%eax, %eax
# LLVM-MCA-END heldout_bhive_06_4883c710660f6f1f
# LLVM-MCA-BEGIN heldout_bhive_07_4489ff458bae3403
	movl	%r15d, %edi
	movl	820(%r14), %r13d
# LLVM-MCA-END heldout_bhive_07_4489ff458bae3403
# LLVM-MCA-BEGIN heldout_bhive_08_554889e541564155
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rdi, %r12
	movq	%rdx, %rbx
	subq	$544, %rsp
	movq	%fs:40, %rax
	movq	%rax, -40(%rbp)
	xorl	%eax, %eax
	cmpb	$1, 14(%rdx)
# LLVM-MCA-END heldout_bhive_08_554889e541564155
# LLVM-MCA-BEGIN heldout_bhive_09_4189c44183fe03b8
	movl	%eax, %r12d
	cmpl	$3, %r14d
	movl	$3, %eax
	movl	%r12d, %ebx
	cmovll	%r14d, %eax
	cmpl	32(%rsp), %r12d
	movl	%eax, 444(%rsp)
# LLVM-MCA-END heldout_bhive_09_4189c44183fe03b8
# LLVM-MCA-BEGIN heldout_bhive_10_4c8b7c24404531e4
	movq	64(%rsp), %r15
	xorl	%r12d, %r12d
	xorl	%ebp, %ebp
	movq	8(%r15), %rax
	xorl	%r14d, %r14d
	xorl	%r13d, %r13d
	movq	(%rax,%r12), %rbx
	movl	40(%rbx), %r10d
	testl	%r10d, %r10d
# LLVM-MCA-END heldout_bhive_10_4c8b7c24404531e4
# LLVM-MCA-BEGIN heldout_bhive_11_554889e541574156
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	movq	%rdi, %r13
	pushq	%rbx
	leaq	-80(%rbp), %rbx
	movl	%ecx, %r12d
	movq	%rsi, %r14
	movq	%rdx, %r15
	subq	$40, %rsp
	movq	%rbx, %rdi
# LLVM-MCA-END heldout_bhive_11_554889e541574156
# LLVM-MCA-BEGIN heldout_bhive_12_beef985d004989c4
	movl	$6133999, %esi
	movq	%rax, %r12
	movq	%rax, %rdx
	movq	%rbx, %rdi
# LLVM-MCA-END heldout_bhive_12_beef985d004989c4
# LLVM-MCA-BEGIN heldout_bhive_13_49894110488b5008
	movq	%rax, 16(%r9)
	movq	8(%rax), %rdx
	movq	%rax, %rcx
	leaq	48(%rdx), %rdi
# LLVM-MCA-END heldout_bhive_13_49894110488b5008
# LLVM-MCA-BEGIN heldout_bhive_14_41574989f24589cf
	pushq	%r15
	movq	%rsi, %r10
	movl	%r9d, %r15d
	pushq	%r14
	movl	%ecx, %r14d
	pushq	%r13
	pushq	%r12
	movq	%rdx, %r12
	pushq	%rbp
	pushq	%rbx
	movq	%rdi, %rbx
	subq	$56, %rsp
	movq	(%rdi), %rbp
	movl	%r8d, 24(%rsp)
	cmpb	$0, 181(%rbp)
# LLVM-MCA-END heldout_bhive_14_41574989f24589cf
# LLVM-MCA-BEGIN heldout_bhive_15_498b7ed049c746e8
	movq	-48(%r14), %rdi
	movq	$0, -24(%r14)
	movq	$0, -32(%r14)
	cmpq	%r14, %rdi
# LLVM-MCA-END heldout_bhive_15_498b7ed049c746e8
# LLVM-MCA-BEGIN heldout_bhive_16_488b87a0000000ba
	movq	160(%rdi), %rax
	movl	$1, %edx
	movl	%esi, %ecx
	testq	%rax, %rax
	cmoveq	%rdi, %rax
	shll	%cl, %edx
	movl	116(%rax), %edi
	testl	%edi, %edx
# LLVM-MCA-END heldout_bhive_16_488b87a0000000ba
# LLVM-MCA-BEGIN heldout_bhive_17_31c90fb77a384889
	xorl	%ecx, %ecx
	movzwl	56(%rdx), %edi
	movq	%rdx, %rax
	addq	32(%rdx), %rax
	testq	%rdi, %rdi
	movq	%rax, 672(%r12)
	movw	%di, 688(%r12)
# LLVM-MCA-END heldout_bhive_17_31c90fb77a384889
# LLVM-MCA-BEGIN heldout_bhive_18_31c0837f1013
	xorl	%eax, %eax
	cmpl	$19, 16(%rdi)
# LLVM-MCA-END heldout_bhive_18_31c0837f1013
# LLVM-MCA-BEGIN heldout_bhive_19_4181fc4d02000089
	cmpl	$589, %r12d
	movl	%eax, %ecx
	movq	8(%rsp), %rsi
# LLVM-MCA-END heldout_bhive_19_4181fc4d02000089
