	.file	"hash.c"
	.text
	.globl	fnv1a                           # -- Begin function fnv1a
	.p2align	4
	.type	fnv1a,@function
fnv1a:                                  # @fnv1a
	.cfi_startproc
# %bb.0:
	movabsq	$1469598103934665603, %rdx      # imm = 0x14650FB0739D0383
	testq	%rsi, %rsi
	je	.LBB0_6
# %bb.1:
	movabsq	$1099511628211, %rax            # imm = 0x100000001B3
	movl	%esi, %ecx
	andl	$3, %ecx
	cmpq	$4, %rsi
	jae	.LBB0_7
# %bb.2:
	xorl	%r8d, %r8d
	jmp	.LBB0_4
.LBB0_7:
	andq	$-4, %rsi
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_8:                                # =>This Inner Loop Header: Depth=1
	movzbl	(%rdi,%r8), %r9d
	xorq	%rdx, %r9
	imulq	%rax, %r9
	movzbl	1(%rdi,%r8), %edx
	xorq	%r9, %rdx
	imulq	%rax, %rdx
	movzbl	2(%rdi,%r8), %r9d
	xorq	%rdx, %r9
	imulq	%rax, %r9
	movzbl	3(%rdi,%r8), %edx
	xorq	%r9, %rdx
	imulq	%rax, %rdx
	addq	$4, %r8
	cmpq	%r8, %rsi
	jne	.LBB0_8
# %bb.3:
	testq	%rcx, %rcx
	je	.LBB0_6
.LBB0_4:
	addq	%r8, %rdi
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align	4
.LBB0_5:                                # =>This Inner Loop Header: Depth=1
	movzbl	(%rdi,%rsi), %edx
	xorq	%r8, %rdx
	imulq	%rax, %rdx
	incq	%rsi
	movq	%rdx, %r8
	cmpq	%rsi, %rcx
	jne	.LBB0_5
.LBB0_6:
	movq	%rdx, %rax
	shrq	$33, %rax
	xorq	%rdx, %rax
	movabsq	$-49064778989728563, %rcx       # imm = 0xFF51AFD7ED558CCD
	imulq	%rax, %rcx
	movq	%rcx, %rax
	shrq	$33, %rax
	xorq	%rcx, %rax
	retq
.Lfunc_end0:
	.size	fnv1a, .Lfunc_end0-fnv1a
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
