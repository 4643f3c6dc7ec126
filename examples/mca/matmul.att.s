	.file	"matmul.c"
	.text
	.globl	matmul4                         # -- Begin function matmul4
	.p2align	4
	.type	matmul4,@function
matmul4:                                # @matmul4
	.cfi_startproc
# %bb.0:
	movss	60(%rsi), %xmm0                 # xmm0 = mem[0],zero,zero,zero
	movss	44(%rsi), %xmm1                 # xmm1 = mem[0],zero,zero,zero
	unpcklps	%xmm0, %xmm1                    # xmm1 = xmm1[0],xmm0[0],xmm1[1],xmm0[1]
	movss	28(%rsi), %xmm0                 # xmm0 = mem[0],zero,zero,zero
	movss	(%rsi), %xmm5                   # xmm5 = mem[0],zero,zero,zero
	movss	4(%rsi), %xmm4                  # xmm4 = mem[0],zero,zero,zero
	movss	8(%rsi), %xmm3                  # xmm3 = mem[0],zero,zero,zero
	movss	12(%rsi), %xmm2                 # xmm2 = mem[0],zero,zero,zero
	unpcklps	%xmm0, %xmm2                    # xmm2 = xmm2[0],xmm0[0],xmm2[1],xmm0[1]
	movlhps	%xmm1, %xmm2                    # xmm2 = xmm2[0],xmm1[0]
	movss	48(%rdx), %xmm1                 # xmm1 = mem[0],zero,zero,zero
	shufps	$0, %xmm1, %xmm1                # xmm1 = xmm1[0,0,0,0]
	movss	52(%rdx), %xmm0                 # xmm0 = mem[0],zero,zero,zero
	shufps	$0, %xmm0, %xmm0                # xmm0 = xmm0[0,0,0,0]
	movss	56(%rsi), %xmm6                 # xmm6 = mem[0],zero,zero,zero
	movss	40(%rsi), %xmm7                 # xmm7 = mem[0],zero,zero,zero
	unpcklps	%xmm6, %xmm7                    # xmm7 = xmm7[0],xmm6[0],xmm7[1],xmm6[1]
	movss	24(%rsi), %xmm6                 # xmm6 = mem[0],zero,zero,zero
	unpcklps	%xmm6, %xmm3                    # xmm3 = xmm3[0],xmm6[0],xmm3[1],xmm6[1]
	movlhps	%xmm7, %xmm3                    # xmm3 = xmm3[0],xmm7[0]
	movss	36(%rdx), %xmm8                 # xmm8 = mem[0],zero,zero,zero
	shufps	$0, %xmm8, %xmm8                # xmm8 = xmm8[0,0,0,0]
	movss	32(%rdx), %xmm7                 # xmm7 = mem[0],zero,zero,zero
	shufps	$0, %xmm7, %xmm7                # xmm7 = xmm7[0,0,0,0]
	movss	52(%rsi), %xmm6                 # xmm6 = mem[0],zero,zero,zero
	movss	36(%rsi), %xmm9                 # xmm9 = mem[0],zero,zero,zero
	unpcklps	%xmm6, %xmm9                    # xmm9 = xmm9[0],xmm6[0],xmm9[1],xmm6[1]
	movss	20(%rsi), %xmm6                 # xmm6 = mem[0],zero,zero,zero
	unpcklps	%xmm6, %xmm4                    # xmm4 = xmm4[0],xmm6[0],xmm4[1],xmm6[1]
	movlhps	%xmm9, %xmm4                    # xmm4 = xmm4[0],xmm9[0]
	movss	16(%rdx), %xmm12                # xmm12 = mem[0],zero,zero,zero
	shufps	$0, %xmm12, %xmm12              # xmm12 = xmm12[0,0,0,0]
	movss	20(%rdx), %xmm11                # xmm11 = mem[0],zero,zero,zero
	shufps	$0, %xmm11, %xmm11              # xmm11 = xmm11[0,0,0,0]
	movss	48(%rsi), %xmm6                 # xmm6 = mem[0],zero,zero,zero
	movss	32(%rsi), %xmm9                 # xmm9 = mem[0],zero,zero,zero
	unpcklps	%xmm6, %xmm9                    # xmm9 = xmm9[0],xmm6[0],xmm9[1],xmm6[1]
	movss	16(%rsi), %xmm6                 # xmm6 = mem[0],zero,zero,zero
	unpcklps	%xmm6, %xmm5                    # xmm5 = xmm5[0],xmm6[0],xmm5[1],xmm6[1]
	movlhps	%xmm9, %xmm5                    # xmm5 = xmm5[0],xmm9[0]
	movss	(%rdx), %xmm13                  # xmm13 = mem[0],zero,zero,zero
	movss	4(%rdx), %xmm14                 # xmm14 = mem[0],zero,zero,zero
	movss	8(%rdx), %xmm9                  # xmm9 = mem[0],zero,zero,zero
	movss	12(%rdx), %xmm6                 # xmm6 = mem[0],zero,zero,zero
	shufps	$0, %xmm14, %xmm14              # xmm14 = xmm14[0,0,0,0]
	shufps	$0, %xmm13, %xmm13              # xmm13 = xmm13[0,0,0,0]
	mulps	%xmm5, %xmm13
	xorps	%xmm10, %xmm10
	addps	%xmm10, %xmm13
	mulps	%xmm5, %xmm14
	addps	%xmm10, %xmm14
	mulps	%xmm4, %xmm11
	addps	%xmm14, %xmm11
	mulps	%xmm4, %xmm12
	addps	%xmm13, %xmm12
	mulps	%xmm3, %xmm7
	addps	%xmm12, %xmm7
	mulps	%xmm3, %xmm8
	addps	%xmm11, %xmm8
	mulps	%xmm2, %xmm0
	addps	%xmm8, %xmm0
	mulps	%xmm2, %xmm1
	addps	%xmm7, %xmm1
	movss	60(%rdx), %xmm8                 # xmm8 = mem[0],zero,zero,zero
	shufps	$0, %xmm8, %xmm8                # xmm8 = xmm8[0,0,0,0]
	movss	56(%rdx), %xmm7                 # xmm7 = mem[0],zero,zero,zero
	shufps	$0, %xmm7, %xmm7                # xmm7 = xmm7[0,0,0,0]
	movss	40(%rdx), %xmm12                # xmm12 = mem[0],zero,zero,zero
	shufps	$0, %xmm12, %xmm12              # xmm12 = xmm12[0,0,0,0]
	movss	44(%rdx), %xmm11                # xmm11 = mem[0],zero,zero,zero
	shufps	$0, %xmm11, %xmm11              # xmm11 = xmm11[0,0,0,0]
	movss	28(%rdx), %xmm13                # xmm13 = mem[0],zero,zero,zero
	shufps	$0, %xmm13, %xmm13              # xmm13 = xmm13[0,0,0,0]
	movss	24(%rdx), %xmm14                # xmm14 = mem[0],zero,zero,zero
	shufps	$0, %xmm14, %xmm14              # xmm14 = xmm14[0,0,0,0]
	shufps	$0, %xmm9, %xmm9                # xmm9 = xmm9[0,0,0,0]
	shufps	$0, %xmm6, %xmm6                # xmm6 = xmm6[0,0,0,0]
	mulps	%xmm5, %xmm6
	addps	%xmm10, %xmm6
	mulps	%xmm5, %xmm9
	addps	%xmm10, %xmm9
	mulps	%xmm4, %xmm14
	addps	%xmm9, %xmm14
	mulps	%xmm4, %xmm13
	addps	%xmm6, %xmm13
	mulps	%xmm3, %xmm11
	addps	%xmm13, %xmm11
	mulps	%xmm3, %xmm12
	addps	%xmm14, %xmm12
	mulps	%xmm2, %xmm7
	addps	%xmm12, %xmm7
	mulps	%xmm2, %xmm8
	addps	%xmm11, %xmm8
	movaps	%xmm8, %xmm2
	movlhps	%xmm7, %xmm2                    # xmm2 = xmm2[0],xmm7[0]
	movaps	%xmm1, %xmm3
	unpcklps	%xmm0, %xmm3                    # xmm3 = xmm3[0],xmm0[0],xmm3[1],xmm0[1]
	shufps	$36, %xmm2, %xmm3               # xmm3 = xmm3[0,1],xmm2[2,0]
	movaps	%xmm7, %xmm2
	unpcklps	%xmm8, %xmm2                    # xmm2 = xmm2[0],xmm8[0],xmm2[1],xmm8[1]
	movaps	%xmm0, %xmm4
	shufps	$17, %xmm1, %xmm4               # xmm4 = xmm4[1,0],xmm1[1,0]
	shufps	$226, %xmm2, %xmm4              # xmm4 = xmm4[2,0],xmm2[2,3]
	movaps	%xmm8, %xmm2
	unpckhpd	%xmm7, %xmm2                    # xmm2 = xmm2[1],xmm7[1]
	movaps	%xmm1, %xmm5
	unpckhps	%xmm0, %xmm5                    # xmm5 = xmm5[2],xmm0[2],xmm5[3],xmm0[3]
	shufps	$36, %xmm2, %xmm5               # xmm5 = xmm5[0,1],xmm2[2,0]
	unpckhps	%xmm8, %xmm7                    # xmm7 = xmm7[2],xmm8[2],xmm7[3],xmm8[3]
	shufps	$51, %xmm1, %xmm0               # xmm0 = xmm0[3,0],xmm1[3,0]
	shufps	$226, %xmm7, %xmm0              # xmm0 = xmm0[2,0],xmm7[2,3]
	movups	%xmm0, 48(%rdi)
	movups	%xmm5, 32(%rdi)
	movups	%xmm4, 16(%rdi)
	movups	%xmm3, (%rdi)
	retq
.Lfunc_end0:
	.size	matmul4, .Lfunc_end0-matmul4
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
