	.file	"histogram.c"
	.text
	.globl	histogram                       # -- Begin function histogram
	.p2align	4
	.type	histogram,@function
histogram:                              # @histogram
	.cfi_startproc
# %bb.0:
	testq	%rdx, %rdx
	je	.LBB0_6
# %bb.1:
	movl	%edx, %eax
	andl	$3, %eax
	cmpq	$4, %rdx
	jae	.LBB0_7
# %bb.2:
	xorl	%ecx, %ecx
	jmp	.LBB0_4
.LBB0_7:
	andq	$-4, %rdx
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_8:                                # =>This Inner Loop Header: Depth=1
	movzbl	(%rsi,%rcx), %r8d
	incl	(%rdi,%r8,4)
	movzbl	1(%rsi,%rcx), %r8d
	incl	(%rdi,%r8,4)
	movzbl	2(%rsi,%rcx), %r8d
	incl	(%rdi,%r8,4)
	movzbl	3(%rsi,%rcx), %r8d
	incl	(%rdi,%r8,4)
	addq	$4, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_8
# %bb.3:
	testq	%rax, %rax
	je	.LBB0_6
.LBB0_4:
	addq	%rcx, %rsi
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_5:                                # =>This Inner Loop Header: Depth=1
	movzbl	(%rsi,%rcx), %edx
	incl	(%rdi,%rdx,4)
	incq	%rcx
	cmpq	%rcx, %rax
	jne	.LBB0_5
.LBB0_6:
	retq
.Lfunc_end0:
	.size	histogram, .Lfunc_end0-histogram
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
