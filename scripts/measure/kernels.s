# Straight-line blocks of ../shared/corpus/mca/kernels and examples/mca (written by make-set.py).
# LLVM-MCA-BEGIN kernel_addchain_0
	addq    %rax, %rbx
	addq    %rbx, %rcx
	addq    %rcx, %rdx
	addq    %rdx, %rax
	leaq    1(%rsi,%rdi), %r8
	addl    $7, %r9d
	subq    %r10, %r11
	imulq   %r12, %r13
# LLVM-MCA-END kernel_addchain_0
# LLVM-MCA-BEGIN kernel_atomics_0
	lock xaddq  %rax, (%rdi)
	movq        $1, %rcx
	lock cmpxchgq %rcx, 8(%rdi)
	mfence
	lock incl   16(%rdi)
	xchgq       %rdx, 24(%rdi)
	lfence
	sfence
	movq        (%rdi), %rbx
# LLVM-MCA-END kernel_atomics_0
# LLVM-MCA-BEGIN kernel_clang_crc_0
	movl	$-1, %eax
	xorl	%ecx, %ecx
	movdqa	.LCPI0_0(%rip), %xmm0
	movdqa	.LCPI0_1(%rip), %xmm1
# LLVM-MCA-END kernel_clang_crc_0
# LLVM-MCA-BEGIN kernel_clang_crc_1
	movzbl	(%rdi,%rcx), %edx
	xorl	%eax, %edx
	movl	%edx, %r8d
	shrl	%r8d
	movl	%edx, %eax
	andl	$1, %eax
	negl	%eax
	andl	$-306674912, %eax
	xorl	%r8d, %eax
	movl	%eax, %r8d
	shrl	%r8d
	movd	%edx, %xmm2
	shll	$30, %edx
	sarl	$31, %edx
	andl	$-306674912, %edx
	xorl	%r8d, %edx
	movl	%edx, %r8d
	shrl	$6, %r8d
	pshufd	$0, %xmm2, %xmm2
	pand	%xmm0, %xmm2
	pcmpeqd	%xmm0, %xmm2
	pand	%xmm1, %xmm2
	shll	$26, %eax
	sarl	$31, %eax
	andl	$1994146192, %eax
	shll	$26, %edx
	sarl	$31, %edx
	andl	$-306674912, %edx
	xorl	%r8d, %edx
	xorl	%eax, %edx
	pshufd	$238, %xmm2, %xmm3
	pxor	%xmm2, %xmm3
	pshufd	$85, %xmm3, %xmm2
	pxor	%xmm3, %xmm2
	movd	%xmm2, %eax
	xorl	%edx, %eax
	incq	%rcx
	cmpq	%rcx, %rsi
# LLVM-MCA-END kernel_clang_crc_1
# LLVM-MCA-BEGIN kernel_clang_marked_0
	xorl	%eax, %eax
	testq	%rsi, %rsi
# LLVM-MCA-END kernel_clang_marked_0
# LLVM-MCA-BEGIN kernel_clang_marked_1
	movslq	(%rdi,%rcx,4), %rdx
	imulq	%rdx, %rdx
	addq	%rdx, %rax
	incq	%rcx
	cmpq	%rcx, %rsi
# LLVM-MCA-END kernel_clang_marked_1
# LLVM-MCA-BEGIN kernel_clang_saxpy_0
	movabsq	$9223372036854775800, %rax
	andq	%rdx, %rax
	movaps	%xmm0, %xmm1
	shufps	$0, %xmm0, %xmm1
	xorl	%ecx, %ecx
# LLVM-MCA-END kernel_clang_saxpy_0
# LLVM-MCA-BEGIN kernel_clang_saxpy_1
	movups	(%rdi,%rcx,4), %xmm2
	movups	16(%rdi,%rcx,4), %xmm3
	movups	(%rsi,%rcx,4), %xmm4
	movups	16(%rsi,%rcx,4), %xmm5
	mulps	%xmm1, %xmm2
	addps	%xmm4, %xmm2
	mulps	%xmm1, %xmm3
	addps	%xmm5, %xmm3
	movups	%xmm2, (%rsi,%rcx,4)
	movups	%xmm3, 16(%rsi,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rax
# LLVM-MCA-END kernel_clang_saxpy_1
# LLVM-MCA-BEGIN kernel_clang_saxpy_2
	movss	(%rdi,%rax,4), %xmm1
	mulss	%xmm0, %xmm1
	addss	(%rsi,%rax,4), %xmm1
	movss	%xmm1, (%rsi,%rax,4)
	incq	%rax
# LLVM-MCA-END kernel_clang_saxpy_2
# LLVM-MCA-BEGIN kernel_div_0
	xorl    %edx, %edx
	movq    %rdi, %rax
	divq    %rsi
	movl    %eax, %ecx
	cltd
	idivl   %ecx
	cvtsi2sd %rax, %xmm1
	divsd   %xmm1, %xmm0
	sqrtsd  %xmm0, %xmm2
# LLVM-MCA-END kernel_div_0
# LLVM-MCA-BEGIN kernel_dot_0
	vmulps   %xmm0, %xmm1, %xmm2
	vhaddps  %xmm2, %xmm2, %xmm3
	vhaddps  %xmm3, %xmm3, %xmm4
# LLVM-MCA-END kernel_dot_0
# LLVM-MCA-BEGIN kernel_fma_0
	vmovups         (%rsi,%rax,4), %ymm2
	vfmadd231ps     (%rdi,%rax,4), %ymm2, %ymm0
	vmovups         32(%rsi,%rax,4), %ymm3
	vfmadd231ps     32(%rdi,%rax,4), %ymm3, %ymm1
	vfmadd213ps     %ymm4, %ymm5, %ymm6
	addq            $16, %rax
	cmpq            %rdx, %rax
# LLVM-MCA-END kernel_fma_0
# LLVM-MCA-BEGIN kernel_fma_1
	mulps           %xmm7, %xmm8
	addps           %xmm8, %xmm9
# LLVM-MCA-END kernel_fma_1
# LLVM-MCA-BEGIN kernel_idioms_0
	xorl    %eax, %eax
	subq    %rbx, %rbx
	vxorps  %xmm0, %xmm0, %xmm0
	pxor    %xmm1, %xmm1
	pcmpeqd %xmm2, %xmm2
	movq    %rax, %rcx
	movaps  %xmm0, %xmm3
	addq    %rcx, %rdx
	movb    %dl, %al
	addw    %ax, %si
	vaddps  %xmm3, %xmm1, %xmm4
# LLVM-MCA-END kernel_idioms_0
# LLVM-MCA-BEGIN kernel_loadstore_0
	movq    (%rdi,%rax,8), %rcx
	movq    8(%rdi,%rax,8), %rdx
	addq    %rcx, %rdx
	movq    %rdx, (%rsi,%rax,8)
	addq    (%rsi), %r8
	movq    %r8, 16(%rsi,%rax,8)
	addq    $2, %rax
	cmpq    %r9, %rax
# LLVM-MCA-END kernel_loadstore_0
# LLVM-MCA-BEGIN kernel_regions_0
	addl    %esi, %edi
	imull   %edi, %esi
	shlq    $3, %rax
	movq    %rax, %rbx
	vaddps  %xmm0, %xmm1, %xmm2
	vmulps  %xmm2, %xmm2, %xmm3
	vsubps  %xmm3, %xmm0, %xmm0
	popcntq %rdi, %rax
	lzcntq  %rsi, %rcx
# LLVM-MCA-END kernel_regions_0
# LLVM-MCA-BEGIN kernel_atomic_counter_0
	movq	%rsi, %rax
	lock		xaddq	%rax, (%rdi)
	lock		orl	$0, -64(%rsp)
	addq	%rsi, %rax
	leaq	(%rax,%rax), %rcx
	lock		cmpxchgq	%rcx, (%rdi)
# LLVM-MCA-END kernel_atomic_counter_0
# LLVM-MCA-BEGIN kernel_fir_0
	movl	%ecx, %eax
	movsd	(%rdx), %xmm5
	movsd	8(%rdx), %xmm10
	movsd	16(%rdx), %xmm11
	movsd	24(%rdx), %xmm12
	movsd	32(%rdx), %xmm13
	movsd	40(%rdx), %xmm14
	movsd	48(%rdx), %xmm6
	movsd	56(%rdx), %xmm0
	movsd	(%rsi), %xmm9
	cmpl	$1, %ecx
# LLVM-MCA-END kernel_fir_0
# LLVM-MCA-BEGIN kernel_fir_1
	movl	%eax, %ecx
	andl	$2147483646, %ecx
	movapd	%xmm5, -24(%rsp)
	unpcklpd	%xmm5, %xmm5
	movapd	%xmm10, -40(%rsp)
	unpcklpd	%xmm10, %xmm10
	movapd	%xmm11, -56(%rsp)
	unpcklpd	%xmm11, %xmm11
	movapd	%xmm12, -72(%rsp)
	unpcklpd	%xmm12, %xmm12
	movapd	%xmm13, -88(%rsp)
	unpcklpd	%xmm13, %xmm13
	movapd	%xmm14, -104(%rsp)
	unpcklpd	%xmm14, %xmm14
	movapd	%xmm6, %xmm15
	unpcklpd	%xmm6, %xmm15
	movapd	%xmm0, %xmm7
	unpcklpd	%xmm0, %xmm7
	unpcklpd	%xmm9, %xmm9
	xorl	%edx, %edx
# LLVM-MCA-END kernel_fir_1
# LLVM-MCA-BEGIN kernel_fir_2
	movapd	%xmm9, %xmm1
	movupd	8(%rsi,%rdx,8), %xmm9
	movupd	16(%rsi,%rdx,8), %xmm2
	mulpd	%xmm11, %xmm2
	movupd	24(%rsi,%rdx,8), %xmm3
	mulpd	%xmm12, %xmm3
	movupd	32(%rsi,%rdx,8), %xmm4
	mulpd	%xmm13, %xmm4
	shufpd	$1, %xmm9, %xmm1
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
# LLVM-MCA-END kernel_fir_2
# LLVM-MCA-BEGIN kernel_fir_3
	cmpl	%eax, %ecx
	movapd	-24(%rsp), %xmm5
	movapd	-40(%rsp), %xmm10
	movapd	-56(%rsp), %xmm11
	movapd	-72(%rsp), %xmm12
	movapd	-88(%rsp), %xmm13
	movapd	-104(%rsp), %xmm14
# LLVM-MCA-END kernel_fir_3
# LLVM-MCA-BEGIN kernel_fir_4
	mulsd	%xmm5, %xmm9
	addsd	%xmm7, %xmm9
	movsd	8(%rsi,%rcx,8), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm10, %xmm2
	addsd	%xmm9, %xmm2
	movsd	16(%rsi,%rcx,8), %xmm3
	mulsd	%xmm11, %xmm3
	addsd	%xmm2, %xmm3
	movsd	24(%rsi,%rcx,8), %xmm2
	mulsd	%xmm12, %xmm2
	addsd	%xmm3, %xmm2
	movsd	32(%rsi,%rcx,8), %xmm3
	mulsd	%xmm13, %xmm3
	addsd	%xmm2, %xmm3
	movsd	40(%rsi,%rcx,8), %xmm2
	mulsd	%xmm14, %xmm2
	addsd	%xmm3, %xmm2
	movsd	48(%rsi,%rcx,8), %xmm3
	mulsd	%xmm6, %xmm3
	addsd	%xmm2, %xmm3
	movsd	56(%rsi,%rcx,8), %xmm2
	mulsd	%xmm0, %xmm2
	addsd	%xmm3, %xmm2
	movsd	%xmm2, (%rdi,%rcx,8)
	incq	%rcx
	movapd	%xmm1, %xmm9
	cmpq	%rcx, %rax
# LLVM-MCA-END kernel_fir_4
# LLVM-MCA-BEGIN kernel_hash_0
	movabsq	$1469598103934665603, %rdx
	testq	%rsi, %rsi
# LLVM-MCA-END kernel_hash_0
# LLVM-MCA-BEGIN kernel_hash_1
	movabsq	$1099511628211, %rax
	movl	%esi, %ecx
	andl	$3, %ecx
	cmpq	$4, %rsi
# LLVM-MCA-END kernel_hash_1
# LLVM-MCA-BEGIN kernel_hash_2
	andq	$-4, %rsi
	xorl	%r8d, %r8d
# LLVM-MCA-END kernel_hash_2
# LLVM-MCA-BEGIN kernel_hash_3
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
# LLVM-MCA-END kernel_hash_3
# LLVM-MCA-BEGIN kernel_hash_4
	addq	%r8, %rdi
	xorl	%esi, %esi
	movq	%rdx, %r8
# LLVM-MCA-END kernel_hash_4
# LLVM-MCA-BEGIN kernel_hash_5
	movzbl	(%rdi,%rsi), %edx
	xorq	%r8, %rdx
	imulq	%rax, %rdx
	incq	%rsi
	movq	%rdx, %r8
	cmpq	%rsi, %rcx
# LLVM-MCA-END kernel_hash_5
# LLVM-MCA-BEGIN kernel_hash_6
	movq	%rdx, %rax
	shrq	$33, %rax
	xorq	%rdx, %rax
	movabsq	$-49064778989728563, %rcx
	imulq	%rax, %rcx
	movq	%rcx, %rax
	shrq	$33, %rax
	xorq	%rcx, %rax
# LLVM-MCA-END kernel_hash_6
# LLVM-MCA-BEGIN kernel_histogram_0
	movl	%edx, %eax
	andl	$3, %eax
	cmpq	$4, %rdx
# LLVM-MCA-END kernel_histogram_0
# LLVM-MCA-BEGIN kernel_histogram_1
	andq	$-4, %rdx
	xorl	%ecx, %ecx
# LLVM-MCA-END kernel_histogram_1
# LLVM-MCA-BEGIN kernel_histogram_2
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
# LLVM-MCA-END kernel_histogram_2
# LLVM-MCA-BEGIN kernel_histogram_3
	addq	%rcx, %rsi
	xorl	%ecx, %ecx
# LLVM-MCA-END kernel_histogram_3
# LLVM-MCA-BEGIN kernel_histogram_4
	movzbl	(%rsi,%rcx), %edx
	incl	(%rdi,%rdx,4)
	incq	%rcx
	cmpq	%rcx, %rax
# LLVM-MCA-END kernel_histogram_4
