	.intel_syntax noprefix
	.file	"matmul.c"
	.text
	.globl	matmul4                         # -- Begin function matmul4
	.p2align	4
	.type	matmul4,@function
matmul4:                                # @matmul4
	.cfi_startproc
# %bb.0:
	movss	xmm0, dword ptr [rsi + 60]      # xmm0 = mem[0],zero,zero,zero
	movss	xmm1, dword ptr [rsi + 44]      # xmm1 = mem[0],zero,zero,zero
	unpcklps	xmm1, xmm0                      # xmm1 = xmm1[0],xmm0[0],xmm1[1],xmm0[1]
	movss	xmm0, dword ptr [rsi + 28]      # xmm0 = mem[0],zero,zero,zero
	movss	xmm5, dword ptr [rsi]           # xmm5 = mem[0],zero,zero,zero
	movss	xmm4, dword ptr [rsi + 4]       # xmm4 = mem[0],zero,zero,zero
	movss	xmm3, dword ptr [rsi + 8]       # xmm3 = mem[0],zero,zero,zero
	movss	xmm2, dword ptr [rsi + 12]      # xmm2 = mem[0],zero,zero,zero
	unpcklps	xmm2, xmm0                      # xmm2 = xmm2[0],xmm0[0],xmm2[1],xmm0[1]
	movlhps	xmm2, xmm1                      # xmm2 = xmm2[0],xmm1[0]
	movss	xmm1, dword ptr [rdx + 48]      # xmm1 = mem[0],zero,zero,zero
	shufps	xmm1, xmm1, 0                   # xmm1 = xmm1[0,0,0,0]
	movss	xmm0, dword ptr [rdx + 52]      # xmm0 = mem[0],zero,zero,zero
	shufps	xmm0, xmm0, 0                   # xmm0 = xmm0[0,0,0,0]
	movss	xmm6, dword ptr [rsi + 56]      # xmm6 = mem[0],zero,zero,zero
	movss	xmm7, dword ptr [rsi + 40]      # xmm7 = mem[0],zero,zero,zero
	unpcklps	xmm7, xmm6                      # xmm7 = xmm7[0],xmm6[0],xmm7[1],xmm6[1]
	movss	xmm6, dword ptr [rsi + 24]      # xmm6 = mem[0],zero,zero,zero
	unpcklps	xmm3, xmm6                      # xmm3 = xmm3[0],xmm6[0],xmm3[1],xmm6[1]
	movlhps	xmm3, xmm7                      # xmm3 = xmm3[0],xmm7[0]
	movss	xmm8, dword ptr [rdx + 36]      # xmm8 = mem[0],zero,zero,zero
	shufps	xmm8, xmm8, 0                   # xmm8 = xmm8[0,0,0,0]
	movss	xmm7, dword ptr [rdx + 32]      # xmm7 = mem[0],zero,zero,zero
	shufps	xmm7, xmm7, 0                   # xmm7 = xmm7[0,0,0,0]
	movss	xmm6, dword ptr [rsi + 52]      # xmm6 = mem[0],zero,zero,zero
	movss	xmm9, dword ptr [rsi + 36]      # xmm9 = mem[0],zero,zero,zero
	unpcklps	xmm9, xmm6                      # xmm9 = xmm9[0],xmm6[0],xmm9[1],xmm6[1]
	movss	xmm6, dword ptr [rsi + 20]      # xmm6 = mem[0],zero,zero,zero
	unpcklps	xmm4, xmm6                      # xmm4 = xmm4[0],xmm6[0],xmm4[1],xmm6[1]
	movlhps	xmm4, xmm9                      # xmm4 = xmm4[0],xmm9[0]
	movss	xmm12, dword ptr [rdx + 16]     # xmm12 = mem[0],zero,zero,zero
	shufps	xmm12, xmm12, 0                 # xmm12 = xmm12[0,0,0,0]
	movss	xmm11, dword ptr [rdx + 20]     # xmm11 = mem[0],zero,zero,zero
	shufps	xmm11, xmm11, 0                 # xmm11 = xmm11[0,0,0,0]
	movss	xmm6, dword ptr [rsi + 48]      # xmm6 = mem[0],zero,zero,zero
	movss	xmm9, dword ptr [rsi + 32]      # xmm9 = mem[0],zero,zero,zero
	unpcklps	xmm9, xmm6                      # xmm9 = xmm9[0],xmm6[0],xmm9[1],xmm6[1]
	movss	xmm6, dword ptr [rsi + 16]      # xmm6 = mem[0],zero,zero,zero
	unpcklps	xmm5, xmm6                      # xmm5 = xmm5[0],xmm6[0],xmm5[1],xmm6[1]
	movlhps	xmm5, xmm9                      # xmm5 = xmm5[0],xmm9[0]
	movss	xmm13, dword ptr [rdx]          # xmm13 = mem[0],zero,zero,zero
	movss	xmm14, dword ptr [rdx + 4]      # xmm14 = mem[0],zero,zero,zero
	movss	xmm9, dword ptr [rdx + 8]       # xmm9 = mem[0],zero,zero,zero
	movss	xmm6, dword ptr [rdx + 12]      # xmm6 = mem[0],zero,zero,zero
	shufps	xmm14, xmm14, 0                 # xmm14 = xmm14[0,0,0,0]
	shufps	xmm13, xmm13, 0                 # xmm13 = xmm13[0,0,0,0]
	mulps	xmm13, xmm5
	xorps	xmm10, xmm10
	addps	xmm13, xmm10
	mulps	xmm14, xmm5
	addps	xmm14, xmm10
	mulps	xmm11, xmm4
	addps	xmm11, xmm14
	mulps	xmm12, xmm4
	addps	xmm12, xmm13
	mulps	xmm7, xmm3
	addps	xmm7, xmm12
	mulps	xmm8, xmm3
	addps	xmm8, xmm11
	mulps	xmm0, xmm2
	addps	xmm0, xmm8
	mulps	xmm1, xmm2
	addps	xmm1, xmm7
	movss	xmm8, dword ptr [rdx + 60]      # xmm8 = mem[0],zero,zero,zero
	shufps	xmm8, xmm8, 0                   # xmm8 = xmm8[0,0,0,0]
	movss	xmm7, dword ptr [rdx + 56]      # xmm7 = mem[0],zero,zero,zero
	shufps	xmm7, xmm7, 0                   # xmm7 = xmm7[0,0,0,0]
	movss	xmm12, dword ptr [rdx + 40]     # xmm12 = mem[0],zero,zero,zero
	shufps	xmm12, xmm12, 0                 # xmm12 = xmm12[0,0,0,0]
	movss	xmm11, dword ptr [rdx + 44]     # xmm11 = mem[0],zero,zero,zero
	shufps	xmm11, xmm11, 0                 # xmm11 = xmm11[0,0,0,0]
	movss	xmm13, dword ptr [rdx + 28]     # xmm13 = mem[0],zero,zero,zero
	shufps	xmm13, xmm13, 0                 # xmm13 = xmm13[0,0,0,0]
	movss	xmm14, dword ptr [rdx + 24]     # xmm14 = mem[0],zero,zero,zero
	shufps	xmm14, xmm14, 0                 # xmm14 = xmm14[0,0,0,0]
	shufps	xmm9, xmm9, 0                   # xmm9 = xmm9[0,0,0,0]
	shufps	xmm6, xmm6, 0                   # xmm6 = xmm6[0,0,0,0]
	mulps	xmm6, xmm5
	addps	xmm6, xmm10
	mulps	xmm9, xmm5
	addps	xmm9, xmm10
	mulps	xmm14, xmm4
	addps	xmm14, xmm9
	mulps	xmm13, xmm4
	addps	xmm13, xmm6
	mulps	xmm11, xmm3
	addps	xmm11, xmm13
	mulps	xmm12, xmm3
	addps	xmm12, xmm14
	mulps	xmm7, xmm2
	addps	xmm7, xmm12
	mulps	xmm8, xmm2
	addps	xmm8, xmm11
	movaps	xmm2, xmm8
	movlhps	xmm2, xmm7                      # xmm2 = xmm2[0],xmm7[0]
	movaps	xmm3, xmm1
	unpcklps	xmm3, xmm0                      # xmm3 = xmm3[0],xmm0[0],xmm3[1],xmm0[1]
	shufps	xmm3, xmm2, 36                  # xmm3 = xmm3[0,1],xmm2[2,0]
	movaps	xmm2, xmm7
	unpcklps	xmm2, xmm8                      # xmm2 = xmm2[0],xmm8[0],xmm2[1],xmm8[1]
	movaps	xmm4, xmm0
	shufps	xmm4, xmm1, 17                  # xmm4 = xmm4[1,0],xmm1[1,0]
	shufps	xmm4, xmm2, 226                 # xmm4 = xmm4[2,0],xmm2[2,3]
	movaps	xmm2, xmm8
	unpckhpd	xmm2, xmm7                      # xmm2 = xmm2[1],xmm7[1]
	movaps	xmm5, xmm1
	unpckhps	xmm5, xmm0                      # xmm5 = xmm5[2],xmm0[2],xmm5[3],xmm0[3]
	shufps	xmm5, xmm2, 36                  # xmm5 = xmm5[0,1],xmm2[2,0]
	unpckhps	xmm7, xmm8                      # xmm7 = xmm7[2],xmm8[2],xmm7[3],xmm8[3]
	shufps	xmm0, xmm1, 51                  # xmm0 = xmm0[3,0],xmm1[3,0]
	shufps	xmm0, xmm7, 226                 # xmm0 = xmm0[2,0],xmm7[2,3]
	movups	xmmword ptr [rdi + 48], xmm0
	movups	xmmword ptr [rdi + 32], xmm5
	movups	xmmword ptr [rdi + 16], xmm4
	movups	xmmword ptr [rdi], xmm3
	ret
.Lfunc_end0:
	.size	matmul4, .Lfunc_end0-matmul4
	.cfi_endproc
                                        # -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
