	.intel_syntax noprefix
	.file	"hash.c"
	.text
	.globl	fnv1a                           # -- Begin function fnv1a
	.p2align	4
	.type	fnv1a,@function
fnv1a:                                  # @fnv1a
	.cfi_startproc
# %bb.0:
	movabs	rdx, 1469598103934665603
	test	rsi, rsi
	je	.LBB0_6
# %bb.1:
	movabs	rax, 1099511628211
	mov	ecx, esi
	and	ecx, 3
	cmp	rsi, 4
	jae	.LBB0_7
# %bb.2:
	xor	r8d, r8d
	jmp	.LBB0_4
.LBB0_7:
	and	rsi, -4
	xor	r8d, r8d
	.p2align	4
.LBB0_8:                                # =>This Inner Loop Header: Depth=1
	movzx	r9d, byte ptr [rdi + r8]
	xor	r9, rdx
	imul	r9, rax
	movzx	edx, byte ptr [rdi + r8 + 1]
	xor	rdx, r9
	imul	rdx, rax
	movzx	r9d, byte ptr [rdi + r8 + 2]
	xor	r9, rdx
	imul	r9, rax
	movzx	edx, byte ptr [rdi + r8 + 3]
	xor	rdx, r9
	imul	rdx, rax
	add	r8, 4
	cmp	rsi, r8
	jne	.LBB0_8
# %bb.3:
	test	rcx, rcx
	je	.LBB0_6
.LBB0_4:
	add	rdi, r8
	xor	esi, esi
	mov	r8, rdx
	.p2align	4
.LBB0_5:                                # =>This Inner Loop Header: Depth=1
	movzx	edx, byte ptr [rdi + rsi]
	xor	rdx, r8
	imul	rdx, rax
	inc	rsi
	mov	r8, rdx
	cmp	rcx, rsi
	jne	.LBB0_5
.LBB0_6:
	mov	rax, rdx
	shr	rax, 33
	xor	rax, rdx
	movabs	rcx, -49064778989728563
	imul	rcx, rax
	mov	rax, rcx
	shr	rax, 33
	xor	rax, rcx
	ret
.Lfunc_end0:
	.size	fnv1a, .Lfunc_end0-fnv1a
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
