	.file	"atomic_counter.c"
	.text
	.globl	bump                            # -- Begin function bump
	.p2align	4
	.type	bump,@function
bump:                                   # @bump
	.cfi_startproc
# %bb.0:
	movq	%rsi, %rax
	lock		xaddq	%rax, (%rdi)
	lock		orl	$0, -64(%rsp)
	addq	%rsi, %rax
	leaq	(%rax,%rax), %rcx
	lock		cmpxchgq	%rcx, (%rdi)
	retq
.Lfunc_end0:
	.size	bump, .Lfunc_end0-bump
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
