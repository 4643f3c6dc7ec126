	.intel_syntax noprefix
	.file	"histogram.c"
	.text
	.globl	histogram                       # -- Begin function histogram
	.p2align	4
	.type	histogram,@function
histogram:                              # @histogram
	.cfi_startproc
# %bb.0:
	test	rdx, rdx
	je	.LBB0_6
# %bb.1:
	mov	eax, edx
	and	eax, 3
	cmp	rdx, 4
	jae	.LBB0_7
# %bb.2:
	xor	ecx, ecx
	jmp	.LBB0_4
.LBB0_7:
	and	rdx, -4
	xor	ecx, ecx
	.p2align	4
.LBB0_8:                                # =>This Inner Loop Header: Depth=1
	movzx	r8d, byte ptr [rsi + rcx]
	inc	dword ptr [rdi + 4*r8]
	movzx	r8d, byte ptr [rsi + rcx + 1]
	inc	dword ptr [rdi + 4*r8]
	movzx	r8d, byte ptr [rsi + rcx + 2]
	inc	dword ptr [rdi + 4*r8]
	movzx	r8d, byte ptr [rsi + rcx + 3]
	inc	dword ptr [rdi + 4*r8]
	add	rcx, 4
	cmp	rdx, rcx
	jne	.LBB0_8
# %bb.3:
	test	rax, rax
	je	.LBB0_6
.LBB0_4:
	add	rsi, rcx
	xor	ecx, ecx
	.p2align	4
.LBB0_5:                                # =>This Inner Loop Header: Depth=1
	movzx	edx, byte ptr [rsi + rcx]
	inc	dword ptr [rdi + 4*rdx]
	inc	rcx
	cmp	rax, rcx
	jne	.LBB0_5
.LBB0_6:
	ret
.Lfunc_end0:
	.size	histogram, .Lfunc_end0-histogram
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
