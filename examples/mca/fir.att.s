	.file	"fir.c"
	.text
	.globl	fir8                            # -- Begin function fir8
	.p2align	4
	.type	fir8,@function
fir8:                                   # @fir8
	.cfi_startproc
# %bb.0:
	testl	%ecx, %ecx
	jle	.LBB0_9
# %bb.1:
	movl	%ecx, %eax
	movsd	(%rdx), %xmm5                   # xmm5 = mem[0],zero
	movsd	8(%rdx), %xmm10                 # xmm10 = mem[0],zero
	movsd	16(%rdx), %xmm11                # xmm11 = mem[0],zero
	movsd	24(%rdx), %xmm12                # xmm12 = mem[0],zero
	movsd	32(%rdx), %xmm13                # xmm13 = mem[0],zero
	movsd	40(%rdx), %xmm14                # xmm14 = mem[0],zero
	movsd	48(%rdx), %xmm6                 # xmm6 = mem[0],zero
	movsd	56(%rdx), %xmm0                 # xmm0 = mem[0],zero
	movsd	(%rsi), %xmm9                   # xmm9 = mem[0],zero
	cmpl	$1, %ecx
	jne	.LBB0_3
# %bb.2:
	xorl	%ecx, %ecx
	jmp	.LBB0_7
.LBB0_3:
	movl	%eax, %ecx
	andl	$2147483646, %ecx               # imm = 0x7FFFFFFE
	movapd	%xmm5, -24(%rsp)                # 16-byte Spill
	unpcklpd	%xmm5, %xmm5                    # xmm5 = xmm5[0,0]
	movapd	%xmm10, -40(%rsp)               # 16-byte Spill
	unpcklpd	%xmm10, %xmm10                  # xmm10 = xmm10[0,0]
	movapd	%xmm11, -56(%rsp)               # 16-byte Spill
	unpcklpd	%xmm11, %xmm11                  # xmm11 = xmm11[0,0]
	movapd	%xmm12, -72(%rsp)               # 16-byte Spill
	unpcklpd	%xmm12, %xmm12                  # xmm12 = xmm12[0,0]
	movapd	%xmm13, -88(%rsp)               # 16-byte Spill
	unpcklpd	%xmm13, %xmm13                  # xmm13 = xmm13[0,0]
	movapd	%xmm14, -104(%rsp)              # 16-byte Spill
	unpcklpd	%xmm14, %xmm14                  # xmm14 = xmm14[0,0]
	movapd	%xmm6, %xmm15
	unpcklpd	%xmm6, %xmm15                   # xmm15 = xmm15[0],xmm6[0]
	movapd	%xmm0, %xmm7
	unpcklpd	%xmm0, %xmm7                    # xmm7 = xmm7[0],xmm0[0]
	unpcklpd	%xmm9, %xmm9                    # xmm9 = xmm9[0,0]
	xorl	%edx, %edx
	.p2align	4
.LBB0_4:                                # =>This Inner Loop Header: Depth=1
	movapd	%xmm9, %xmm1
	movupd	8(%rsi,%rdx,8), %xmm9
	movupd	16(%rsi,%rdx,8), %xmm2
	mulpd	%xmm11, %xmm2
	movupd	24(%rsi,%rdx,8), %xmm3
	mulpd	%xmm12, %xmm3
	movupd	32(%rsi,%rdx,8), %xmm4
	mulpd	%xmm13, %xmm4
	shufpd	$1, %xmm9, %xmm1                # xmm1 = xmm1[1],xmm9[0]
	mulpd	%xmm5, %xmm1
	xorpd	%xmm8, %xmm8
	addpd	%xmm8, %xmm1
	movapd	%xmm9, %xmm8
	mulpd	%xmm10, %xmm8
	addpd	%xmm1, %xmm8
	addpd	%xmm2, %xmm8
	addpd	%xmm3, %xmm8
	addpd	%xmm4, %xmm8
	movupd	40(%rsi,%rdx,8), %xmm1
	mulpd	%xmm14, %xmm1
	addpd	%xmm8, %xmm1
	movupd	48(%rsi,%rdx,8), %xmm2
	mulpd	%xmm15, %xmm2
	addpd	%xmm1, %xmm2
	movupd	56(%rsi,%rdx,8), %xmm1
	mulpd	%xmm7, %xmm1
	addpd	%xmm2, %xmm1
	movupd	%xmm1, (%rdi,%rdx,8)
	addq	$2, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_4
# %bb.5:
	cmpl	%eax, %ecx
	movapd	-24(%rsp), %xmm5                # 16-byte Reload
	movapd	-40(%rsp), %xmm10               # 16-byte Reload
	movapd	-56(%rsp), %xmm11               # 16-byte Reload
	movapd	-72(%rsp), %xmm12               # 16-byte Reload
	movapd	-88(%rsp), %xmm13               # 16-byte Reload
	movapd	-104(%rsp), %xmm14              # 16-byte Reload
	je	.LBB0_9
# %bb.6:
	unpckhpd	%xmm9, %xmm9                    # xmm9 = xmm9[1,1]
.LBB0_7:
	xorpd	%xmm7, %xmm7
	.p2align	4
.LBB0_8:                                # =>This Inner Loop Header: Depth=1
	mulsd	%xmm5, %xmm9
	addsd	%xmm7, %xmm9
	movsd	8(%rsi,%rcx,8), %xmm1           # xmm1 = mem[0],zero
	movapd	%xmm1, %xmm2
	mulsd	%xmm10, %xmm2
	addsd	%xmm9, %xmm2
	movsd	16(%rsi,%rcx,8), %xmm3          # xmm3 = mem[0],zero
	mulsd	%xmm11, %xmm3
	addsd	%xmm2, %xmm3
	movsd	24(%rsi,%rcx,8), %xmm2          # xmm2 = mem[0],zero
	mulsd	%xmm12, %xmm2
	addsd	%xmm3, %xmm2
	movsd	32(%rsi,%rcx,8), %xmm3          # xmm3 = mem[0],zero
	mulsd	%xmm13, %xmm3
	addsd	%xmm2, %xmm3
	movsd	40(%rsi,%rcx,8), %xmm2          # xmm2 = mem[0],zero
	mulsd	%xmm14, %xmm2
	addsd	%xmm3, %xmm2
	movsd	48(%rsi,%rcx,8), %xmm3          # xmm3 = mem[0],zero
	mulsd	%xmm6, %xmm3
	addsd	%xmm2, %xmm3
	movsd	56(%rsi,%rcx,8), %xmm2          # xmm2 = mem[0],zero
	mulsd	%xmm0, %xmm2
	addsd	%xmm3, %xmm2
	movsd	%xmm2, (%rdi,%rcx,8)
	incq	%rcx
	movapd	%xmm1, %xmm9
	cmpq	%rcx, %rax
	jne	.LBB0_8
.LBB0_9:
	retq
.Lfunc_end0:
	.size	fir8, .Lfunc_end0-fir8
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
