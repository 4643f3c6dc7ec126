	.intel_syntax noprefix
	.file	"atomic_counter.c"
	.text
	.globl	bump                            # -- Begin function bump
	.p2align	4
	.type	bump,@function
bump:                                   # @bump
	.cfi_startproc
# %bb.0:
	mov	rax, rsi
	lock		xadd	qword ptr [rdi], rax
	lock		or	dword ptr [rsp - 64], 0
	add	rax, rsi
	lea	rcx, [rax + rax]
	lock		cmpxchg	qword ptr [rdi], rcx
	ret
.Lfunc_end0:
	.size	bump, .Lfunc_end0-bump
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
