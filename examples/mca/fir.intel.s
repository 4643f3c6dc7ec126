	.intel_syntax noprefix
	.file	"fir.c"
	.text
	.globl	fir8                            # -- Begin function fir8
	.p2align	4
	.type	fir8,@function
fir8:                                   # @fir8
	.cfi_startproc
# %bb.0:
	test	ecx, ecx
	jle	.LBB0_9
# %bb.1:
	mov	eax, ecx
	movsd	xmm5, qword ptr [rdx]           # xmm5 = mem[0],zero
	movsd	xmm10, qword ptr [rdx + 8]      # xmm10 = mem[0],zero
	movsd	xmm11, qword ptr [rdx + 16]     # xmm11 = mem[0],zero
	movsd	xmm12, qword ptr [rdx + 24]     # xmm12 = mem[0],zero
	movsd	xmm13, qword ptr [rdx + 32]     # xmm13 = mem[0],zero
	movsd	xmm14, qword ptr [rdx + 40]     # xmm14 = mem[0],zero
	movsd	xmm6, qword ptr [rdx + 48]      # xmm6 = mem[0],zero
	movsd	xmm0, qword ptr [rdx + 56]      # xmm0 = mem[0],zero
	movsd	xmm9, qword ptr [rsi]           # xmm9 = mem[0],zero
	cmp	ecx, 1
	jne	.LBB0_3
# %bb.2:
	xor	ecx, ecx
	jmp	.LBB0_7
.LBB0_3:
	mov	ecx, eax
	and	ecx, 2147483646
	movapd	xmmword ptr [rsp - 24], xmm5    # 16-byte Spill
	unpcklpd	xmm5, xmm5                      # xmm5 = xmm5[0,0]
	movapd	xmmword ptr [rsp - 40], xmm10   # 16-byte Spill
	unpcklpd	xmm10, xmm10                    # xmm10 = xmm10[0,0]
	movapd	xmmword ptr [rsp - 56], xmm11   # 16-byte Spill
	unpcklpd	xmm11, xmm11                    # xmm11 = xmm11[0,0]
	movapd	xmmword ptr [rsp - 72], xmm12   # 16-byte Spill
	unpcklpd	xmm12, xmm12                    # xmm12 = xmm12[0,0]
	movapd	xmmword ptr [rsp - 88], xmm13   # 16-byte Spill
	unpcklpd	xmm13, xmm13                    # xmm13 = xmm13[0,0]
	movapd	xmmword ptr [rsp - 104], xmm14  # 16-byte Spill
	unpcklpd	xmm14, xmm14                    # xmm14 = xmm14[0,0]
	movapd	xmm15, xmm6
	unpcklpd	xmm15, xmm6                     # xmm15 = xmm15[0],xmm6[0]
	movapd	xmm7, xmm0
	unpcklpd	xmm7, xmm0                      # xmm7 = xmm7[0],xmm0[0]
	unpcklpd	xmm9, xmm9                      # xmm9 = xmm9[0,0]
	xor	edx, edx
	.p2align	4
.LBB0_4:                                # =>This Inner Loop Header: Depth=1
	movapd	xmm1, xmm9
	movupd	xmm9, xmmword ptr [rsi + 8*rdx + 8]
	movupd	xmm2, xmmword ptr [rsi + 8*rdx + 16]
	mulpd	xmm2, xmm11
	movupd	xmm3, xmmword ptr [rsi + 8*rdx + 24]
	mulpd	xmm3, xmm12
	movupd	xmm4, xmmword ptr [rsi + 8*rdx + 32]
	mulpd	xmm4, xmm13
	shufpd	xmm1, xmm9, 1                   # xmm1 = xmm1[1],xmm9[0]
	mulpd	xmm1, xmm5
	xorpd	xmm8, xmm8
	addpd	xmm1, xmm8
	movapd	xmm8, xmm9
	mulpd	xmm8, xmm10
	addpd	xmm8, xmm1
	addpd	xmm8, xmm2
	addpd	xmm8, xmm3
	addpd	xmm8, xmm4
	movupd	xmm1, xmmword ptr [rsi + 8*rdx + 40]
	mulpd	xmm1, xmm14
	addpd	xmm1, xmm8
	movupd	xmm2, xmmword ptr [rsi + 8*rdx + 48]
	mulpd	xmm2, xmm15
	addpd	xmm2, xmm1
	movupd	xmm1, xmmword ptr [rsi + 8*rdx + 56]
	mulpd	xmm1, xmm7
	addpd	xmm1, xmm2
	movupd	xmmword ptr [rdi + 8*rdx], xmm1
	add	rdx, 2
	cmp	rcx, rdx
	jne	.LBB0_4
# %bb.5:
	cmp	ecx, eax
	movapd	xmm5, xmmword ptr [rsp - 24]    # 16-byte Reload
	movapd	xmm10, xmmword ptr [rsp - 40]   # 16-byte Reload
	movapd	xmm11, xmmword ptr [rsp - 56]   # 16-byte Reload
	movapd	xmm12, xmmword ptr [rsp - 72]   # 16-byte Reload
	movapd	xmm13, xmmword ptr [rsp - 88]   # 16-byte Reload
	movapd	xmm14, xmmword ptr [rsp - 104]  # 16-byte Reload
	je	.LBB0_9
# %bb.6:
	unpckhpd	xmm9, xmm9                      # xmm9 = xmm9[1,1]
.LBB0_7:
	xorpd	xmm7, xmm7
	.p2align	4
.LBB0_8:                                # =>This Inner Loop Header: Depth=1
	mulsd	xmm9, xmm5
	addsd	xmm9, xmm7
	movsd	xmm1, qword ptr [rsi + 8*rcx + 8] # xmm1 = mem[0],zero
	movapd	xmm2, xmm1
	mulsd	xmm2, xmm10
	addsd	xmm2, xmm9
	movsd	xmm3, qword ptr [rsi + 8*rcx + 16] # xmm3 = mem[0],zero
	mulsd	xmm3, xmm11
	addsd	xmm3, xmm2
	movsd	xmm2, qword ptr [rsi + 8*rcx + 24] # xmm2 = mem[0],zero
	mulsd	xmm2, xmm12
	addsd	xmm2, xmm3
	movsd	xmm3, qword ptr [rsi + 8*rcx + 32] # xmm3 = mem[0],zero
	mulsd	xmm3, xmm13
	addsd	xmm3, xmm2
	movsd	xmm2, qword ptr [rsi + 8*rcx + 40] # xmm2 = mem[0],zero
	mulsd	xmm2, xmm14
	addsd	xmm2, xmm3
	movsd	xmm3, qword ptr [rsi + 8*rcx + 48] # xmm3 = mem[0],zero
	mulsd	xmm3, xmm6
	addsd	xmm3, xmm2
	movsd	xmm2, qword ptr [rsi + 8*rcx + 56] # xmm2 = mem[0],zero
	mulsd	xmm2, xmm0
	addsd	xmm2, xmm3
	movsd	qword ptr [rdi + 8*rcx], xmm2
	inc	rcx
	movapd	xmm9, xmm1
	cmp	rax, rcx
	jne	.LBB0_8
.LBB0_9:
	ret
.Lfunc_end0:
	.size	fir8, .Lfunc_end0-fir8
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
