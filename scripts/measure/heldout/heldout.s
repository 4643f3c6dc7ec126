# Held-out set: straight-line blocks of clang-22 -O2 output of scripts/measure/heldout-src/*.c,
# none also a block of the tuning set scripts/measure/*.s (written by make-set.py --heldout).
# Never tune the host model on it.
# LLVM-MCA-BEGIN heldout_hash_0
	movl	%esi, %ecx
	andl	$3, %ecx
	cmpq	$4, %rsi
# LLVM-MCA-END heldout_hash_0
# LLVM-MCA-BEGIN heldout_hash_1
	movl	$-2128831035, %eax
	xorl	%edx, %edx
# LLVM-MCA-END heldout_hash_1
# LLVM-MCA-BEGIN heldout_hash_2
	andq	$-4, %rsi
	movl	$-2128831035, %eax
	xorl	%edx, %edx
# LLVM-MCA-END heldout_hash_2
# LLVM-MCA-BEGIN heldout_hash_3
	movzbl	(%rdi,%rdx), %r8d
	xorl	%eax, %r8d
	imull	$16777619, %r8d, %eax
	movzbl	1(%rdi,%rdx), %r8d
	xorl	%eax, %r8d
	imull	$16777619, %r8d, %eax
	movzbl	2(%rdi,%rdx), %r8d
	xorl	%eax, %r8d
	imull	$16777619, %r8d, %eax
	movzbl	3(%rdi,%rdx), %r8d
	xorl	%eax, %r8d
	imull	$16777619, %r8d, %eax
	addq	$4, %rdx
	cmpq	%rdx, %rsi
# LLVM-MCA-END heldout_hash_3
# LLVM-MCA-BEGIN heldout_hash_4
	addq	%rdx, %rdi
	xorl	%edx, %edx
# LLVM-MCA-END heldout_hash_4
# LLVM-MCA-BEGIN heldout_hash_5
	movzbl	(%rdi,%rdx), %esi
	xorl	%eax, %esi
	imull	$16777619, %esi, %eax
	incq	%rdx
	cmpq	%rdx, %rcx
# LLVM-MCA-END heldout_hash_5
# LLVM-MCA-BEGIN heldout_hash_6
	movabsq	$1469598103934665603, %rsi
	movzbl	(%rdi), %edx
	testb	%dl, %dl
# LLVM-MCA-END heldout_hash_6
# LLVM-MCA-BEGIN heldout_hash_7
	incq	%rdi
	movabsq	$1099511628211, %rcx
# LLVM-MCA-END heldout_hash_7
# LLVM-MCA-BEGIN heldout_hash_8
	movzbl	%dl, %eax
	xorq	%rsi, %rax
	imulq	%rcx, %rax
	movzbl	(%rdi), %edx
	incq	%rdi
	movq	%rax, %rsi
	testb	%dl, %dl
# LLVM-MCA-END heldout_hash_8
# LLVM-MCA-BEGIN heldout_hash_9
	movq	%rdi, %rax
	shrq	$33, %rax
	xorq	%rdi, %rax
	movabsq	$-49064778989728563, %rcx
	imulq	%rax, %rcx
	movq	%rcx, %rax
	shrq	$33, %rax
	xorq	%rcx, %rax
	movabsq	$-4265267296055464877, %rcx
	imulq	%rax, %rcx
	movq	%rcx, %rax
	shrq	$33, %rax
	xorq	%rcx, %rax
# LLVM-MCA-END heldout_hash_9
# LLVM-MCA-BEGIN heldout_hash_10
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	movabsq	$-8663945395140668459, %rax
	movabsq	$5545529020109919103, %rcx
	addq	$8, %rdi
	movabsq	$-8601547726154366976, %r9
	movabsq	$5659660229084708864, %r10
	movq	%rsi, %r11
	movq	%rdx, %r8
# LLVM-MCA-END heldout_hash_10
# LLVM-MCA-BEGIN heldout_hash_11
	movq	-8(%rdi), %rbx
	movq	(%rdi), %r14
	movq	%rbx, %r15
	imulq	%rax, %r15
	imulq	%r9, %rbx
	shrq	$33, %r15
	orq	%rbx, %r15
	imulq	%rcx, %r15
	xorq	%rdx, %r15
	rolq	$27, %r15
	addq	%r8, %r15
	leaq	(%r15,%r15,4), %rbx
	leaq	(%r15,%r15,4), %rdx
	addq	$1390208809, %rdx
	movq	%r14, %r15
	imulq	%rcx, %r15
	imulq	%r10, %r14
	shrq	$31, %r15
	orq	%r14, %r15
	imulq	%rax, %r15
	xorq	%r8, %r15
	rolq	$31, %r15
	leaq	(%r15,%rbx), %r8
	addq	$1390208809, %r8
	leaq	(%r8,%r8,4), %r8
	addq	$944331445, %r8
	addq	$16, %rdi
	decq	%r11
# LLVM-MCA-END heldout_hash_11
# LLVM-MCA-BEGIN heldout_hash_13
	shlq	$4, %rsi
	xorq	%rsi, %rdx
	xorq	%r8, %rsi
	addq	%rsi, %rdx
	addq	%rdx, %rsi
	movq	%rdx, %rax
	shrq	$33, %rax
	xorq	%rdx, %rax
	movabsq	$-49064778989728563, %rcx
	imulq	%rcx, %rax
	movq	%rax, %rdx
	shrq	$33, %rdx
	xorq	%rax, %rdx
	movabsq	$-4265267296055464877, %rax
	imulq	%rax, %rdx
	movq	%rdx, %rdi
	shrq	$33, %rdi
	xorq	%rdx, %rdi
	movq	%rsi, %rdx
	shrq	$33, %rdx
	xorq	%rsi, %rdx
	imulq	%rcx, %rdx
	movq	%rdx, %rcx
	shrq	$33, %rcx
	xorq	%rdx, %rcx
	imulq	%rax, %rcx
	movq	%rcx, %rax
	shrq	$33, %rax
	xorq	%rcx, %rax
	addq	%rdi, %rax
# LLVM-MCA-END heldout_hash_13
# LLVM-MCA-BEGIN heldout_hash_14
	movl	$-1, %eax
	xorl	%ecx, %ecx
	movdqa	.LCPI4_0(%rip), %xmm0
	movdqa	.LCPI4_1(%rip), %xmm1
# LLVM-MCA-END heldout_hash_14
# LLVM-MCA-BEGIN heldout_hash_16
	movl	$-1, %eax
	xorl	%ecx, %ecx
# LLVM-MCA-END heldout_hash_16
# LLVM-MCA-BEGIN heldout_hash_17
	movq	%rdx, %r8
	andq	$-2, %r8
	movl	$-1, %eax
	xorl	%ecx, %ecx
# LLVM-MCA-END heldout_hash_17
# LLVM-MCA-BEGIN heldout_hash_18
	movzbl	(%rsi,%rcx), %r9d
	xorb	%al, %r9b
	movzbl	%r9b, %r9d
	shrl	$8, %eax
	xorl	(%rdi,%r9,4), %eax
	movzbl	1(%rsi,%rcx), %r9d
	xorb	%al, %r9b
	movzbl	%r9b, %r9d
	shrl	$8, %eax
	xorl	(%rdi,%r9,4), %eax
	addq	$2, %rcx
	cmpq	%rcx, %r8
# LLVM-MCA-END heldout_hash_18
# LLVM-MCA-BEGIN heldout_hash_19
	movzbl	(%rsi,%rcx), %ecx
	xorb	%al, %cl
	movzbl	%cl, %ecx
	shrl	$8, %eax
	xorl	(%rdi,%rcx,4), %eax
# LLVM-MCA-END heldout_hash_19
# LLVM-MCA-BEGIN heldout_hash_20
	pushq	%rbx
	movl	$1, %edx
	xorl	%eax, %eax
	movl	$2147975281, %ecx
# LLVM-MCA-END heldout_hash_20
# LLVM-MCA-BEGIN heldout_hash_21
	addq	%r8, %rdi
	movl	%edx, %r9d
	imulq	%rcx, %r9
	shrq	$47, %r9
	imull	$65521, %r9d, %r9d
	subl	%r9d, %edx
	movl	%eax, %r9d
	imulq	%rcx, %r9
	shrq	$47, %r9
	imull	$65521, %r9d, %r9d
	subl	%r9d, %eax
	subq	%r8, %rsi
# LLVM-MCA-END heldout_hash_21
# LLVM-MCA-BEGIN heldout_hash_22
	cmpq	$5552, %rsi
	movl	$5552, %r8d
	cmovbq	%rsi, %r8
	movq	%r8, %r10
	andq	$3, %r10
# LLVM-MCA-END heldout_hash_22
# LLVM-MCA-BEGIN heldout_hash_23
	movzbl	(%rdi,%r9), %r11d
	addl	%r11d, %edx
	addl	%edx, %eax
	incq	%r9
	cmpq	%r9, %r10
# LLVM-MCA-END heldout_hash_23
# LLVM-MCA-BEGIN heldout_hash_24
	movq	%r8, %r10
	subq	%r9, %r10
	addq	%rdi, %r9
	cmpq	$4, %rsi
# LLVM-MCA-END heldout_hash_24
# LLVM-MCA-BEGIN heldout_hash_25
	movq	%r8, %r10
	movq	%rdi, %r9
	cmpq	$4, %rsi
# LLVM-MCA-END heldout_hash_25
# LLVM-MCA-BEGIN heldout_hash_26
	movzbl	(%r9,%r11), %ebx
	addl	%edx, %ebx
	addl	%ebx, %eax
	movzbl	1(%r9,%r11), %edx
	addl	%ebx, %edx
	addl	%edx, %eax
	movzbl	2(%r9,%r11), %ebx
	addl	%edx, %ebx
	addl	%ebx, %eax
	movzbl	3(%r9,%r11), %edx
	addl	%ebx, %edx
	addl	%edx, %eax
	addq	$4, %r11
	cmpq	%r11, %r10
# LLVM-MCA-END heldout_hash_26
# LLVM-MCA-BEGIN heldout_hash_27
	shll	$16, %eax
	orl	%edx, %eax
	popq	%rbx
# LLVM-MCA-END heldout_hash_27
# LLVM-MCA-BEGIN heldout_hash_28
	movq	%rdx, %rax
	shrq	$33, %rax
	xorq	%rdx, %rax
	movabsq	$-49064778989728563, %r8
	imulq	%rax, %r8
	movq	%r8, %rax
	shrq	$33, %rax
	xorq	%r8, %rax
	movabsq	$-4265267296055464877, %r8
	imulq	%rax, %r8
	movq	%r8, %rax
	shrq	$33, %rax
	xorq	%r8, %rax
	xorl	%r8d, %r8d
# LLVM-MCA-END heldout_hash_28
# LLVM-MCA-BEGIN heldout_hash_29
	andq	%rsi, %rax
	movq	%rax, %r10
	shlq	$4, %r10
	movq	(%rdi,%r10), %r9
	testq	%r9, %r9
	sete	%r11b
	cmpq	%rdx, %r9
	sete	%r9b
	orb	%r11b, %r9b
	cmpb	$1, %r9b
# LLVM-MCA-END heldout_hash_29
# LLVM-MCA-BEGIN heldout_hash_30
	addq	%r8, %rax
	incq	%rax
	incq	%r8
	cmpq	%rsi, %r8
# LLVM-MCA-END heldout_hash_30
# LLVM-MCA-BEGIN heldout_hash_31
	addq	%r10, %rdi
	movq	%rdx, (%rdi)
	movq	%rcx, 8(%rdi)
	movzbl	%r9b, %eax
# LLVM-MCA-END heldout_hash_31
# LLVM-MCA-BEGIN heldout_hash_32
	movq	%rdx, %rax
	shrq	$33, %rax
	xorq	%rdx, %rax
	movabsq	$-49064778989728563, %rcx
	imulq	%rax, %rcx
	movq	%rcx, %rax
	shrq	$33, %rax
	xorq	%rcx, %rax
	movabsq	$-4265267296055464877, %r8
	imulq	%rax, %r8
	movq	%r8, %rcx
	shrq	$33, %rcx
	xorq	%r8, %rcx
	xorl	%eax, %eax
	xorl	%r8d, %r8d
# LLVM-MCA-END heldout_hash_32
# LLVM-MCA-BEGIN heldout_hash_33
	andq	%rsi, %rcx
	movq	%rcx, %r9
	shlq	$4, %r9
	movq	(%rdi,%r9), %r10
	cmpq	%rdx, %r10
# LLVM-MCA-END heldout_hash_33
# LLVM-MCA-BEGIN heldout_hash_34
	addq	%r8, %rcx
	incq	%rcx
	incq	%r8
	cmpq	%rsi, %r8
# LLVM-MCA-END heldout_hash_34
# LLVM-MCA-BEGIN heldout_hash_35
	addq	%r9, %rdi
	movq	8(%rdi), %rax
# LLVM-MCA-END heldout_hash_35
# LLVM-MCA-BEGIN heldout_hash_36
	movl	(%rdi), %eax
	movl	%eax, %ecx
	shll	$13, %ecx
	xorl	%eax, %ecx
	movl	%ecx, %edx
	shrl	$17, %edx
	xorl	%ecx, %edx
	movl	%edx, %eax
	shll	$5, %eax
	xorl	%edx, %eax
	movl	%eax, (%rdi)
# LLVM-MCA-END heldout_hash_36
# LLVM-MCA-BEGIN heldout_hash_37
	movabsq	$-7046029254386353131, %rax
	addq	(%rdi), %rax
	movq	%rax, (%rdi)
	movq	%rax, %rcx
	shrq	$30, %rcx
	xorq	%rax, %rcx
	movabsq	$-4658895280553007687, %rax
	imulq	%rcx, %rax
	movq	%rax, %rcx
	shrq	$27, %rcx
	xorq	%rax, %rcx
	movabsq	$-7723592293110705685, %rdx
	imulq	%rcx, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
# LLVM-MCA-END heldout_hash_37
# LLVM-MCA-BEGIN heldout_hash_38
	movl	%ecx, %eax
	andl	$3, %eax
	cmpq	$4, %rcx
# LLVM-MCA-END heldout_hash_38
# LLVM-MCA-BEGIN heldout_hash_39
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
# LLVM-MCA-END heldout_hash_39
# LLVM-MCA-BEGIN heldout_hash_40
	andq	$-4, %rcx
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
# LLVM-MCA-END heldout_hash_40
# LLVM-MCA-BEGIN heldout_hash_41
	movq	%r8, %r10
	shlq	$5, %r10
	subq	%r8, %r10
	movzbl	(%rdx,%r9), %r8d
	addq	%r10, %r8
	movq	%r8, %r10
	shlq	$5, %r10
	subq	%r8, %r10
	movzbl	1(%rdx,%r9), %r8d
	addq	%r10, %r8
	movq	%r8, %r10
	shlq	$5, %r10
	subq	%r8, %r10
	movzbl	2(%rdx,%r9), %r8d
	addq	%r10, %r8
	movq	%r8, %r10
	shlq	$5, %r10
	subq	%r8, %r10
	movzbl	3(%rdx,%r9), %r8d
	addq	%r10, %r8
	addq	$4, %r9
	cmpq	%r9, %rcx
# LLVM-MCA-END heldout_hash_41
# LLVM-MCA-BEGIN heldout_hash_42
	addq	%r9, %rdx
	xorl	%ecx, %ecx
# LLVM-MCA-END heldout_hash_42
# LLVM-MCA-BEGIN heldout_hash_43
	movq	%r8, %r9
	shlq	$5, %r9
	subq	%r8, %r9
	movzbl	(%rdx,%rcx), %r8d
	addq	%r9, %r8
	incq	%rcx
	cmpq	%rcx, %rax
# LLVM-MCA-END heldout_hash_43
# LLVM-MCA-BEGIN heldout_hash_44
	movl	%r8d, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %ecx
	movl	$1, %eax
	shlq	%cl, %rax
	shrl	$6, %ecx
	orq	%rax, (%rdi,%rcx,8)
	movq	%r8, %r9
	shrq	$32, %r9
	leal	(%r9,%r8), %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %ecx
	movl	$1, %eax
	shlq	%cl, %rax
	shrl	$6, %ecx
	orq	%rax, (%rdi,%rcx,8)
	leal	(%r8,%r9,2), %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %ecx
	movl	$1, %eax
	shlq	%cl, %rax
	shrl	$6, %ecx
	orq	%rax, (%rdi,%rcx,8)
	leal	(%r9,%r9,2), %r10d
	leal	(%r10,%r8), %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %ecx
	movl	$1, %eax
	shlq	%cl, %rax
	shrl	$6, %ecx
	orq	%rax, (%rdi,%rcx,8)
	movl	$1, %r11d
	leal	(%r8,%r9,4), %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %ecx
	movl	$1, %eax
	shlq	%cl, %rax
	shrl	$6, %ecx
	orq	%rax, (%rdi,%rcx,8)
	leal	(%r9,%r9,4), %eax
	addl	%r8d, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %ecx
	movl	$1, %eax
	shlq	%cl, %rax
	shrl	$6, %ecx
	orq	%rax, (%rdi,%rcx,8)
	leal	(%r8,%r10,2), %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %ecx
	shlq	%cl, %r11
	shrl	$6, %ecx
	orq	%r11, (%rdi,%rcx,8)
# LLVM-MCA-END heldout_hash_44
# LLVM-MCA-BEGIN heldout_hash_45
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
# LLVM-MCA-END heldout_hash_45
# LLVM-MCA-BEGIN heldout_hash_46
	incq	%rdi
	movl	$5381, %edx
	movl	%edx, %eax
# LLVM-MCA-END heldout_hash_46
# LLVM-MCA-BEGIN heldout_hash_47
	movsbl	%cl, %ecx
	shll	$5, %eax
	addl	%edx, %eax
	addl	%ecx, %eax
	movzbl	(%rdi), %ecx
	incq	%rdi
	movl	%eax, %edx
	testb	%cl, %cl
# LLVM-MCA-END heldout_hash_47
# LLVM-MCA-BEGIN heldout_hash_48
	movq	8(%rdi), %rax
	movq	24(%rdi), %rcx
	movq	(%rdi), %rdx
	addq	%rax, %rdx
	rolq	$13, %rax
	xorq	%rdx, %rax
	rolq	$32, %rdx
	movq	16(%rdi), %rsi
	addq	%rcx, %rsi
	rolq	$16, %rcx
	xorq	%rsi, %rcx
	addq	%rcx, %rdx
	movq	%rdx, (%rdi)
	rolq	$21, %rcx
	xorq	%rcx, %rdx
	movq	%rdx, 24(%rdi)
	addq	%rax, %rsi
	rolq	$17, %rax
	xorq	%rsi, %rax
	movq	%rax, 8(%rdi)
	rolq	$32, %rsi
	movq	%rsi, 16(%rdi)
	xorq	%rcx, %rax
	xorq	%rsi, %rax
# LLVM-MCA-END heldout_hash_48
# LLVM-MCA-BEGIN heldout_matrix_0
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rdx, -16(%rsp)
	movq	%rsi, -24(%rsp)
	testq	%rcx, %rcx
# LLVM-MCA-END heldout_matrix_0
# LLVM-MCA-BEGIN heldout_matrix_1
	movl	%ecx, %eax
	andl	$3, %eax
	movq	%rcx, %r8
	andq	$-4, %r8
	leaq	24(%rdi), %r9
	leaq	(,%rcx,8), %r10
	leaq	(%r10,%r10,2), %r11
	movq	%rcx, %rbx
	shlq	$5, %rbx
	movq	%rcx, %r14
	shlq	$4, %r14
	xorl	%edx, %edx
# LLVM-MCA-END heldout_matrix_1
# LLVM-MCA-BEGIN heldout_matrix_2
	movq	-8(%rsp), %rdx
	incq	%rdx
	addq	%r10, %r9
	addq	%r10, %rdi
	cmpq	%rcx, %rdx
# LLVM-MCA-END heldout_matrix_2
# LLVM-MCA-BEGIN heldout_matrix_3
	movq	%rdx, -8(%rsp)
	imulq	%rcx, %rdx
	movq	-16(%rsp), %rsi
	leaq	(%rsi,%rdx,8), %r12
	movq	-24(%rsp), %rsi
	xorl	%ebp, %ebp
# LLVM-MCA-END heldout_matrix_3
# LLVM-MCA-BEGIN heldout_matrix_4
	movsd	%xmm0, (%r12,%rbp,8)
	incq	%rbp
	addq	$8, %rsi
	cmpq	%rcx, %rbp
# LLVM-MCA-END heldout_matrix_4
# LLVM-MCA-BEGIN heldout_matrix_5
	xorpd	%xmm0, %xmm0
	cmpq	$4, %rcx
# LLVM-MCA-END heldout_matrix_5
# LLVM-MCA-BEGIN heldout_matrix_6
	movq	%rsi, %r13
	xorl	%r15d, %r15d
# LLVM-MCA-END heldout_matrix_6
# LLVM-MCA-BEGIN heldout_matrix_7
	movsd	-24(%r9,%r15,8), %xmm1
	mulsd	(%r13), %xmm1
	movsd	-16(%r9,%r15,8), %xmm2
	addsd	%xmm0, %xmm1
	mulsd	(%r13,%r10), %xmm2
	addsd	%xmm1, %xmm2
	movsd	-8(%r9,%r15,8), %xmm1
	mulsd	(%r13,%r14), %xmm1
	addsd	%xmm2, %xmm1
	movsd	(%r9,%r15,8), %xmm0
	mulsd	(%r13,%r11), %xmm0
	addsd	%xmm1, %xmm0
	addq	$4, %r15
	addq	%rbx, %r13
	cmpq	%r15, %r8
# LLVM-MCA-END heldout_matrix_7
# LLVM-MCA-BEGIN heldout_matrix_8
	movq	%r10, %r13
	imulq	%r15, %r13
	addq	%rsi, %r13
	leaq	(%rdi,%r15,8), %r15
	xorl	%edx, %edx
# LLVM-MCA-END heldout_matrix_8
# LLVM-MCA-BEGIN heldout_matrix_9
	movsd	(%r15,%rdx,8), %xmm1
	mulsd	(%r13), %xmm1
	addsd	%xmm1, %xmm0
	incq	%rdx
	addq	%r10, %r13
	cmpq	%rdx, %rax
# LLVM-MCA-END heldout_matrix_9
# LLVM-MCA-BEGIN heldout_matrix_11
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rdx, -40(%rsp)
	movq	%rdi, -16(%rsp)
	testq	%rcx, %rcx
# LLVM-MCA-END heldout_matrix_11
# LLVM-MCA-BEGIN heldout_matrix_12
	movq	%rcx, %r14
	movq	%rsi, %r9
	leaq	(,%rcx,4), %rax
	imulq	%r14, %rcx
	leaq	(%rsi,%rcx,4), %rcx
	movq	%rcx, -24(%rsp)
	movq	-40(%rsp), %r15
	leaq	(%r15,%r14,4), %rcx
	movq	%rcx, -32(%rsp)
	movq	%r14, %rcx
	andq	$-8, %rcx
	leaq	16(%r15), %r11
	xorl	%r10d, %r10d
# LLVM-MCA-END heldout_matrix_12
# LLVM-MCA-BEGIN heldout_matrix_13
	movq	-8(%rsp), %r10
	incq	%r10
	addq	%rax, %r11
	addq	%rax, %r15
	cmpq	%r14, %r10
# LLVM-MCA-END heldout_matrix_13
# LLVM-MCA-BEGIN heldout_matrix_14
	testq	%rax, %rax
	sets	%sil
	movq	%rax, %rdi
	imulq	%r10, %rdi
	movq	-40(%rsp), %rdx
	leaq	(%rdx,%rdi), %r8
	addq	-32(%rsp), %rdi
	movq	%r10, -8(%rsp)
	imulq	%r14, %r10
	movq	-16(%rsp), %rbx
	leaq	(%rbx,%r10,4), %r12
	leaq	(%rdx,%r10,4), %r13
	cmpq	-24(%rsp), %r8
	setb	%r8b
	cmpq	%rdi, %r9
	setb	%bpl
	andb	%r8b, %bpl
	orb	%sil, %bpl
	movq	%r9, %rsi
	leaq	16(%r9), %rbx
	xorl	%edx, %edx
# LLVM-MCA-END heldout_matrix_14
# LLVM-MCA-BEGIN heldout_matrix_15
	incq	%rdx
	addq	%rax, %rbx
	addq	%rax, %rsi
	cmpq	%r14, %rdx
# LLVM-MCA-END heldout_matrix_15
# LLVM-MCA-BEGIN heldout_matrix_16
	cmpq	$8, %r14
	setb	%dil
	movss	(%r12,%rdx,4), %xmm0
	orb	%bpl, %dil
# LLVM-MCA-END heldout_matrix_16
# LLVM-MCA-BEGIN heldout_matrix_17
	movaps	%xmm0, %xmm1
	shufps	$0, %xmm0, %xmm1
	xorl	%r10d, %r10d
# LLVM-MCA-END heldout_matrix_17
# LLVM-MCA-BEGIN heldout_matrix_18
	movups	-16(%rbx,%r10,4), %xmm2
	movups	(%rbx,%r10,4), %xmm3
	movups	-16(%r11,%r10,4), %xmm4
	movups	(%r11,%r10,4), %xmm5
	mulps	%xmm1, %xmm2
	addps	%xmm4, %xmm2
	mulps	%xmm1, %xmm3
	addps	%xmm5, %xmm3
	movups	%xmm2, -16(%r11,%r10,4)
	movups	%xmm3, (%r11,%r10,4)
	addq	$8, %r10
	cmpq	%r10, %rcx
# LLVM-MCA-END heldout_matrix_18
# LLVM-MCA-BEGIN heldout_matrix_19
	movq	%rcx, %r10
	cmpq	%rcx, %r14
# LLVM-MCA-END heldout_matrix_19
# LLVM-MCA-BEGIN heldout_matrix_20
	movq	%r10, %rdi
	orq	$1, %rdi
	testb	$1, %r14b
# LLVM-MCA-END heldout_matrix_20
# LLVM-MCA-BEGIN heldout_matrix_21
	movq	%rdx, %r8
	imulq	%r14, %r8
	leaq	(%r9,%r8,4), %r8
	movss	(%r8,%r10,4), %xmm1
	mulss	%xmm0, %xmm1
	addss	(%r13,%r10,4), %xmm1
	movss	%xmm1, (%r13,%r10,4)
	movq	%rdi, %r10
# LLVM-MCA-END heldout_matrix_21
# LLVM-MCA-BEGIN heldout_matrix_22
	movss	(%rsi,%r10,4), %xmm1
	mulss	%xmm0, %xmm1
	addss	(%r15,%r10,4), %xmm1
	movss	%xmm1, (%r15,%r10,4)
	movss	4(%rsi,%r10,4), %xmm1
	mulss	%xmm0, %xmm1
	addss	4(%r15,%r10,4), %xmm1
	movss	%xmm1, 4(%r15,%r10,4)
	addq	$2, %r10
	cmpq	%r10, %r14
# LLVM-MCA-END heldout_matrix_22
# LLVM-MCA-BEGIN heldout_matrix_24
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rdx, -8(%rsp)
	testq	%rdx, %rdx
# LLVM-MCA-END heldout_matrix_24
# LLVM-MCA-BEGIN heldout_matrix_25
	movq	%rsi, %rax
	movq	-8(%rsp), %r15
	leaq	(%rcx,%r15), %rdx
	leaq	(%rsi,%rdx,4), %rdx
	addq	$-4, %rdx
	movq	%rcx, %rsi
	imulq	%r15, %rsi
	leaq	(%rdi,%rsi,4), %rsi
	cmpq	$8, %rcx
	setae	%r8b
	cmpq	$1, %r15
	sete	%r9b
	andb	%r8b, %r9b
	cmpq	%rsi, %rax
	setb	%sil
	cmpq	%rdx, %rdi
	setb	%dl
	andb	%sil, %dl
	movq	%rcx, %rsi
	shrq	$61, %rsi
	andl	$1, %esi
	orb	%dl, %sil
	movabsq	$-2305843009213693960, %r8
	andq	%rcx, %r8
	movl	%ecx, %edx
	andl	$3, %edx
	movq	%rdx, -16(%rsp)
	leaq	16(%rax), %r10
	leaq	16(%rdi), %r11
	leaq	(,%r15,4), %rdx
	movq	%rdx, -24(%rsp)
	shlq	$4, %r15
	xorl	%r12d, %r12d
	xorb	$1, %r9b
	orb	%sil, %r9b
	movb	%r9b, -25(%rsp)
# LLVM-MCA-END heldout_matrix_25
# LLVM-MCA-BEGIN heldout_matrix_26
	incq	%r12
	addq	$4, %r10
	leaq	(,%rcx,4), %rdx
	addq	%rdx, %r11
	addq	$4, %rax
	addq	%rdx, %rdi
	cmpq	-8(%rsp), %r12
# LLVM-MCA-END heldout_matrix_26
# LLVM-MCA-BEGIN heldout_matrix_27
	movups	-16(%r11,%rsi,4), %xmm0
	movups	(%r11,%rsi,4), %xmm1
	movups	%xmm0, -16(%r10,%rsi,4)
	movups	%xmm1, (%r10,%rsi,4)
	addq	$8, %rsi
	cmpq	%rsi, %r8
# LLVM-MCA-END heldout_matrix_27
# LLVM-MCA-BEGIN heldout_matrix_28
	movq	%r8, %rbp
	cmpq	%r8, %rcx
# LLVM-MCA-END heldout_matrix_28
# LLVM-MCA-BEGIN heldout_matrix_29
	movq	%rbp, %r13
	cmpq	$0, -16(%rsp)
	movq	-24(%rsp), %rdx
# LLVM-MCA-END heldout_matrix_29
# LLVM-MCA-BEGIN heldout_matrix_30
	movq	%rdx, %r9
	imulq	%rbp, %r9
	addq	%rax, %r9
	movq	-16(%rsp), %rsi
	movq	%rbp, %r13
# LLVM-MCA-END heldout_matrix_30
# LLVM-MCA-BEGIN heldout_matrix_31
	movl	(%rdi,%r13,4), %ebx
	movl	%ebx, (%r9)
	incq	%r13
	addq	%rdx, %r9
	decq	%rsi
# LLVM-MCA-END heldout_matrix_31
# LLVM-MCA-BEGIN heldout_matrix_32
	subq	%rcx, %rbp
	cmpq	$-4, %rbp
# LLVM-MCA-END heldout_matrix_32
# LLVM-MCA-BEGIN heldout_matrix_33
	leaq	3(%r13), %rbp
	movq	-24(%rsp), %rdx
	imulq	%rdx, %rbp
	movq	%rdx, %r14
	imulq	%r13, %r14
	leaq	2(%r13), %r9
	imulq	%rdx, %r9
	leaq	1(%r13), %rbx
	imulq	%rdx, %rbx
	movq	%rax, %rsi
# LLVM-MCA-END heldout_matrix_33
# LLVM-MCA-BEGIN heldout_matrix_34
	movl	(%rdi,%r13,4), %edx
	movl	%edx, (%rsi,%r14)
	movl	4(%rdi,%r13,4), %edx
	movl	%edx, (%rsi,%rbx)
	movl	8(%rdi,%r13,4), %edx
	movl	%edx, (%rsi,%r9)
	movl	12(%rdi,%r13,4), %edx
	movl	%edx, (%rsi,%rbp)
	addq	$4, %r13
	addq	%r15, %rsi
	cmpq	%r13, %rcx
# LLVM-MCA-END heldout_matrix_34
# LLVM-MCA-BEGIN heldout_matrix_37
	xorpd	%xmm0, %xmm0
	xorl	%ecx, %ecx
# LLVM-MCA-END heldout_matrix_37
# LLVM-MCA-BEGIN heldout_matrix_38
	andq	$-4, %rdx
	xorpd	%xmm0, %xmm0
	xorl	%ecx, %ecx
# LLVM-MCA-END heldout_matrix_38
# LLVM-MCA-BEGIN heldout_matrix_39
	movsd	(%rdi,%rcx,8), %xmm1
	movsd	8(%rdi,%rcx,8), %xmm2
	mulsd	(%rsi,%rcx,8), %xmm1
	mulsd	8(%rsi,%rcx,8), %xmm2
	addsd	%xmm0, %xmm1
	movsd	16(%rdi,%rcx,8), %xmm3
	mulsd	16(%rsi,%rcx,8), %xmm3
	addsd	%xmm1, %xmm2
	movsd	24(%rdi,%rcx,8), %xmm0
	mulsd	24(%rsi,%rcx,8), %xmm0
	addsd	%xmm2, %xmm3
	addsd	%xmm3, %xmm0
	addq	$4, %rcx
	cmpq	%rcx, %rdx
# LLVM-MCA-END heldout_matrix_39
# LLVM-MCA-BEGIN heldout_matrix_40
	leaq	(%rsi,%rcx,8), %rdx
	leaq	(%rdi,%rcx,8), %rcx
	xorl	%esi, %esi
# LLVM-MCA-END heldout_matrix_40
# LLVM-MCA-BEGIN heldout_matrix_41
	movsd	(%rcx,%rsi,8), %xmm1
	mulsd	(%rdx,%rsi,8), %xmm1
	addsd	%xmm1, %xmm0
	incq	%rsi
	cmpq	%rsi, %rax
# LLVM-MCA-END heldout_matrix_41
# LLVM-MCA-BEGIN heldout_matrix_42
	leaq	(%rsi,%rdx,4), %rax
	leaq	(%rdi,%rdx,4), %rcx
	cmpq	%rcx, %rsi
	setb	%cl
	cmpq	%rax, %rdi
	setb	%al
	testb	%al, %cl
# LLVM-MCA-END heldout_matrix_42
# LLVM-MCA-BEGIN heldout_matrix_43
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %dl
# LLVM-MCA-END heldout_matrix_43
# LLVM-MCA-BEGIN heldout_matrix_44
	movss	(%rdi,%rax,4), %xmm1
	mulss	%xmm0, %xmm1
	addss	(%rsi,%rax,4), %xmm1
	movss	%xmm1, (%rsi,%rax,4)
	movq	%rcx, %rax
# LLVM-MCA-END heldout_matrix_44
# LLVM-MCA-BEGIN heldout_matrix_45
	movss	(%rdi,%rax,4), %xmm1
	mulss	%xmm0, %xmm1
	addss	(%rsi,%rax,4), %xmm1
	movss	%xmm1, (%rsi,%rax,4)
	movss	4(%rdi,%rax,4), %xmm1
	mulss	%xmm0, %xmm1
	addss	4(%rsi,%rax,4), %xmm1
	movss	%xmm1, 4(%rsi,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %rdx
# LLVM-MCA-END heldout_matrix_45
# LLVM-MCA-BEGIN heldout_matrix_46
	movq	%rdx, %rax
	andq	$-8, %rax
	movaps	%xmm0, %xmm1
	shufps	$0, %xmm0, %xmm1
	xorl	%ecx, %ecx
# LLVM-MCA-END heldout_matrix_46
# LLVM-MCA-BEGIN heldout_matrix_48
	movl	%edx, %ecx
	andl	$3, %ecx
	cmpq	$4, %rdx
# LLVM-MCA-END heldout_matrix_48
# LLVM-MCA-BEGIN heldout_matrix_50
	andq	$-4, %rdx
	xorl	%r8d, %r8d
	xorl	%eax, %eax
# LLVM-MCA-END heldout_matrix_50
# LLVM-MCA-BEGIN heldout_matrix_51
	movswq	(%rdi,%r8,2), %r9
	movswq	(%rsi,%r8,2), %r10
	imulq	%r9, %r10
	addq	%rax, %r10
	movswq	2(%rdi,%r8,2), %rax
	movswq	2(%rsi,%r8,2), %r9
	imulq	%rax, %r9
	movswq	4(%rdi,%r8,2), %rax
	movswq	4(%rsi,%r8,2), %r11
	imulq	%rax, %r11
	addq	%r9, %r11
	addq	%r10, %r11
	movswq	6(%rdi,%r8,2), %r9
	movswq	6(%rsi,%r8,2), %rax
	imulq	%r9, %rax
	addq	%r11, %rax
	addq	$4, %r8
	cmpq	%r8, %rdx
# LLVM-MCA-END heldout_matrix_51
# LLVM-MCA-BEGIN heldout_matrix_52
	leaq	(%rsi,%r8,2), %rdx
	leaq	(%rdi,%r8,2), %rsi
	xorl	%edi, %edi
# LLVM-MCA-END heldout_matrix_52
# LLVM-MCA-BEGIN heldout_matrix_53
	movswq	(%rsi,%rdi,2), %r8
	movswq	(%rdx,%rdi,2), %r9
	imulq	%r8, %r9
	addq	%r9, %rax
	incq	%rdi
	cmpq	%rdi, %rcx
# LLVM-MCA-END heldout_matrix_53
# LLVM-MCA-BEGIN heldout_matrix_54
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rdi, -72(%rsp)
	testq	%rsi, %rsi
# LLVM-MCA-END heldout_matrix_54
# LLVM-MCA-BEGIN heldout_matrix_55
	movq	%rsi, %rax
	imulq	%rsi, %rax
	movq	-72(%rsp), %r14
	leaq	(%r14,%rax,8), %rax
	movq	%rax, -24(%rsp)
	leaq	(%r14,%rsi,8), %rax
	addq	$8, %rax
	movq	%rax, -32(%rsp)
	leaq	(%r14,%rsi,8), %rax
	leaq	-1(%rsi), %rcx
	movq	%rcx, -48(%rsp)
	leaq	(%r14,%rsi,8), %rcx
	addq	$24, %rcx
	movq	%rcx, -56(%rsp)
	leaq	24(%r14), %rbx
	xorl	%r10d, %r10d
	movapd	.LCPI6_0(%rip), %xmm0
	movq	%rax, -40(%rsp)
	movq	%rax, -64(%rsp)
# LLVM-MCA-END heldout_matrix_55
# LLVM-MCA-BEGIN heldout_matrix_56
	decq	-48(%rsp)
	leaq	8(,%rsi,8), %rax
	addq	%rax, -56(%rsp)
	addq	%rax, %rbx
	leaq	(,%rsi,8), %rax
	addq	%rax, -64(%rsp)
	addq	%rax, %r14
	cmpq	%rsi, %r10
# LLVM-MCA-END heldout_matrix_56
# LLVM-MCA-BEGIN heldout_matrix_57
	movq	%r10, %r13
	incq	%r10
	cmpq	%rsi, %r10
# LLVM-MCA-END heldout_matrix_57
# LLVM-MCA-BEGIN heldout_matrix_58
	movq	-48(%rsp), %rbp
	andq	$-4, %rbp
	movq	%r13, %r8
	notq	%r8
	addq	%rsi, %r8
	leaq	8(,%rsi,8), %rcx
	imulq	%r13, %rcx
	movq	-32(%rsp), %rax
	leaq	(%rax,%rcx), %rdx
	movq	-72(%rsp), %rax
	addq	%rax, %rcx
	addq	$8, %rcx
	leaq	(,%rsi,8), %r9
	movq	%r9, %rdi
	imulq	%r13, %rdi
	addq	-40(%rsp), %rdi
	testq	%r9, %r9
	sets	%r10b
	movq	%r13, %r9
	imulq	%rsi, %r9
	leaq	(%rax,%r9,8), %r9
	cmpq	%rdi, %rdx
	setb	%dil
	cmpq	-24(%rsp), %rcx
	setb	%dl
	andb	%dil, %dl
	orb	%r10b, %dl
	leaq	1(%r13), %r10
	movq	%r8, %rax
	andq	$-4, %rax
	movq	%rax, -8(%rsp)
	addq	%r10, %rax
	movq	%rax, -16(%rsp)
	movq	-64(%rsp), %r15
	movq	-56(%rsp), %r11
	movq	%r10, %r12
# LLVM-MCA-END heldout_matrix_58
# LLVM-MCA-BEGIN heldout_matrix_59
	incq	%r12
	leaq	(,%rsi,8), %rax
	addq	%rax, %r11
	addq	%rax, %r15
	cmpq	%rsi, %r12
	leaq	1(%r13), %r10
# LLVM-MCA-END heldout_matrix_59
# LLVM-MCA-BEGIN heldout_matrix_60
	cmpq	$4, %r8
	setb	%dil
	movq	%r12, %rcx
	imulq	%rsi, %rcx
	movq	-72(%rsp), %rax
	leaq	(%rax,%rcx,8), %rcx
	movsd	(%rcx,%r13,8), %xmm1
	divsd	(%r9,%r13,8), %xmm1
	movsd	%xmm1, (%rcx,%r13,8)
	xorpd	%xmm0, %xmm1
	orb	%dl, %dil
	testb	$1, %dil
# LLVM-MCA-END heldout_matrix_60
# LLVM-MCA-BEGIN heldout_matrix_61
	movapd	%xmm1, %xmm2
	unpcklpd	%xmm1, %xmm2
	xorl	%r10d, %r10d
# LLVM-MCA-END heldout_matrix_61
# LLVM-MCA-BEGIN heldout_matrix_62
	movupd	-16(%rbx,%r10,8), %xmm3
	movupd	(%rbx,%r10,8), %xmm4
	movupd	-16(%r11,%r10,8), %xmm5
	movupd	(%r11,%r10,8), %xmm6
	mulpd	%xmm2, %xmm3
	addpd	%xmm5, %xmm3
	mulpd	%xmm2, %xmm4
	addpd	%xmm6, %xmm4
	movupd	%xmm3, -16(%r11,%r10,8)
	movupd	%xmm4, (%r11,%r10,8)
	addq	$4, %r10
	cmpq	%r10, %rbp
# LLVM-MCA-END heldout_matrix_62
# LLVM-MCA-BEGIN heldout_matrix_63
	movq	-16(%rsp), %r10
	cmpq	-8(%rsp), %r8
# LLVM-MCA-END heldout_matrix_63
# LLVM-MCA-BEGIN heldout_matrix_64
	movl	%esi, %eax
	subl	%r10d, %eax
	leaq	1(%r10), %rdi
	testb	$1, %al
# LLVM-MCA-END heldout_matrix_64
# LLVM-MCA-BEGIN heldout_matrix_65
	movsd	(%r9,%r10,8), %xmm2
	mulsd	%xmm1, %xmm2
	addsd	(%rcx,%r10,8), %xmm2
	movsd	%xmm2, (%rcx,%r10,8)
	movq	%rdi, %r10
# LLVM-MCA-END heldout_matrix_65
# LLVM-MCA-BEGIN heldout_matrix_66
	movsd	(%r14,%r10,8), %xmm2
	mulsd	%xmm1, %xmm2
	addsd	(%r15,%r10,8), %xmm2
	movsd	%xmm2, (%r15,%r10,8)
	movsd	8(%r14,%r10,8), %xmm2
	mulsd	%xmm1, %xmm2
	addsd	8(%r15,%r10,8), %xmm2
	movsd	%xmm2, 8(%r15,%r10,8)
	addq	$2, %r10
	cmpq	%r10, %rsi
# LLVM-MCA-END heldout_matrix_66
# LLVM-MCA-BEGIN heldout_matrix_68
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rsi, -48(%rsp)
	movq	%rdx, -64(%rsp)
	cmpq	$3, %rdx
# LLVM-MCA-END heldout_matrix_68
# LLVM-MCA-BEGIN heldout_matrix_69
	movq	-32(%rsp), %r15
	leaq	1(%r15), %rax
	movq	-8(%rsp), %rdx
	addq	%rdx, %rdi
	addq	%rdx, %r12
	addq	%rdx, %r13
	addq	%rdx, %rbp
	addq	%rdx, %rcx
	movq	%rcx, -56(%rsp)
	addq	%rdx, %r8
	addq	%rdx, %r9
	cmpq	-64(%rsp), %rax
# LLVM-MCA-END heldout_matrix_69
# LLVM-MCA-BEGIN heldout_matrix_70
	movq	%rax, -32(%rsp)
	cmpq	$8, -40(%rsp)
	setb	%al
	orb	-65(%rsp), %al
	movl	$2, %r11d
	movl	$1, %edx
	testb	$1, %al
# LLVM-MCA-END heldout_matrix_70
# LLVM-MCA-BEGIN heldout_matrix_71
	xorl	%eax, %eax
	movq	-24(%rsp), %rcx
# LLVM-MCA-END heldout_matrix_71
# LLVM-MCA-BEGIN heldout_matrix_72
	movupd	8(%rdi,%rax,8), %xmm2
	movupd	24(%rdi,%rax,8), %xmm3
	movupd	-16(%r12,%rax,8), %xmm4
	addpd	%xmm2, %xmm4
	movupd	(%r12,%rax,8), %xmm2
	addpd	%xmm3, %xmm2
	movupd	-32(%rbp,%rax,8), %xmm3
	addpd	%xmm4, %xmm3
	movupd	-16(%rbp,%rax,8), %xmm4
	movupd	(%rbp,%rax,8), %xmm5
	addpd	%xmm4, %xmm2
	addpd	%xmm5, %xmm2
	addpd	%xmm4, %xmm3
	mulpd	%xmm1, %xmm3
	mulpd	%xmm1, %xmm2
	movupd	%xmm3, -16(%r13,%rax,8)
	movupd	%xmm2, (%r13,%rax,8)
	addq	$4, %rax
	cmpq	%rax, %rcx
# LLVM-MCA-END heldout_matrix_72
# LLVM-MCA-BEGIN heldout_matrix_73
	leaq	2(%rcx), %r11
	leaq	1(%rcx), %rdx
	cmpq	%rcx, -40(%rsp)
	movq	-56(%rsp), %rcx
# LLVM-MCA-END heldout_matrix_73
# LLVM-MCA-BEGIN heldout_matrix_74
	leaq	-1(%r15), %rax
	movq	-64(%rsp), %rcx
	imulq	%rcx, %rax
	leaq	(%r10,%rax,8), %rax
	movq	-32(%rsp), %rsi
	imulq	%rcx, %rsi
	leaq	(%r10,%rsi,8), %r14
	imulq	%rcx, %r15
	movl	%ecx, %esi
	subl	%r11d, %esi
	leaq	1(%r11), %rbx
	testb	$1, %sil
# LLVM-MCA-END heldout_matrix_74
# LLVM-MCA-BEGIN heldout_matrix_75
	movq	%r11, %rsi
	movq	%rdx, %r11
# LLVM-MCA-END heldout_matrix_75
# LLVM-MCA-BEGIN heldout_matrix_76
	movsd	(%rax,%rdx,8), %xmm2
	addsd	(%r14,%rdx,8), %xmm2
	addq	%r15, %rdx
	addsd	-8(%r10,%rdx,8), %xmm2
	addsd	8(%r10,%rdx,8), %xmm2
	mulsd	%xmm0, %xmm2
	movq	-48(%rsp), %rcx
	movsd	%xmm2, (%rcx,%rdx,8)
	movq	%rbx, %rsi
# LLVM-MCA-END heldout_matrix_76
# LLVM-MCA-BEGIN heldout_matrix_77
	cmpq	%rbx, -64(%rsp)
	movq	-56(%rsp), %rcx
	movq	-16(%rsp), %rbx
# LLVM-MCA-END heldout_matrix_77
# LLVM-MCA-BEGIN heldout_matrix_78
	movsd	(%rax,%r11,8), %xmm2
	addsd	(%r14,%r11,8), %xmm2
	addq	%r15, %r11
	addsd	-8(%r10,%r11,8), %xmm2
	addsd	8(%r10,%r11,8), %xmm2
	mulsd	%xmm0, %xmm2
	movq	-48(%rsp), %rdx
	movsd	%xmm2, (%rdx,%r11,8)
	movsd	-8(%rdi,%rsi,8), %xmm2
	addsd	-8(%r9,%rsi,8), %xmm2
	addsd	-16(%r8,%rsi,8), %xmm2
	addsd	(%r8,%rsi,8), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -8(%rcx,%rsi,8)
	leaq	(%rbx,%rsi), %rdx
	addq	$2, %rdx
	movq	%rsi, %r11
	addq	$2, %rsi
	cmpq	$1, %rdx
# LLVM-MCA-END heldout_matrix_78
# LLVM-MCA-BEGIN heldout_matrix_80
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	movl	%ecx, %eax
	andl	$3, %eax
	movq	%rcx, %r9
	andq	$-4, %r9
	leaq	12(%rdi), %r10
	xorl	%r11d, %r11d
# LLVM-MCA-END heldout_matrix_80
# LLVM-MCA-BEGIN heldout_matrix_81
	movss	%xmm0, (%r8,%r11,4)
	leaq	(%r11,%rcx), %rbx
	incq	%rbx
	incq	%r11
	addq	$4, %r10
	addq	$4, %rdi
	cmpq	%rsi, %rbx
# LLVM-MCA-END heldout_matrix_81
# LLVM-MCA-BEGIN heldout_matrix_82
	xorps	%xmm0, %xmm0
	testq	%rcx, %rcx
# LLVM-MCA-END heldout_matrix_82
# LLVM-MCA-BEGIN heldout_matrix_83
	xorl	%ebx, %ebx
	cmpq	$4, %rcx
# LLVM-MCA-END heldout_matrix_83
# LLVM-MCA-BEGIN heldout_matrix_84
	movss	-12(%r10,%rbx,4), %xmm1
	movss	-8(%r10,%rbx,4), %xmm2
	mulss	(%rdx,%rbx,4), %xmm1
	mulss	4(%rdx,%rbx,4), %xmm2
	addss	%xmm0, %xmm1
	movss	-4(%r10,%rbx,4), %xmm3
	mulss	8(%rdx,%rbx,4), %xmm3
	addss	%xmm1, %xmm2
	movss	(%r10,%rbx,4), %xmm0
	mulss	12(%rdx,%rbx,4), %xmm0
	addss	%xmm2, %xmm3
	addss	%xmm3, %xmm0
	addq	$4, %rbx
	cmpq	%rbx, %r9
# LLVM-MCA-END heldout_matrix_84
# LLVM-MCA-BEGIN heldout_matrix_85
	leaq	(%rdx,%rbx,4), %r14
	leaq	(%rdi,%rbx,4), %rbx
	xorl	%r15d, %r15d
# LLVM-MCA-END heldout_matrix_85
# LLVM-MCA-BEGIN heldout_matrix_86
	movss	(%rbx,%r15,4), %xmm1
	mulss	(%r14,%r15,4), %xmm1
	addss	%xmm1, %xmm0
	incq	%r15
	cmpq	%r15, %rax
# LLVM-MCA-END heldout_matrix_86
# LLVM-MCA-BEGIN heldout_matrix_88
	movq	%rsi, %rcx
	xorpd	%xmm1, %xmm1
	movq	%rsi, %rax
	andq	$3, %rcx
# LLVM-MCA-END heldout_matrix_88
# LLVM-MCA-BEGIN heldout_matrix_90
	mulsd	%xmm0, %xmm1
	addsd	-8(%rdi,%rax,8), %xmm1
	mulsd	%xmm0, %xmm1
	addsd	-16(%rdi,%rax,8), %xmm1
	mulsd	%xmm0, %xmm1
	addsd	-24(%rdi,%rax,8), %xmm1
	mulsd	%xmm0, %xmm1
	addsd	-32(%rdi,%rax,8), %xmm1
	addq	$-4, %rax
# LLVM-MCA-END heldout_matrix_90
# LLVM-MCA-BEGIN heldout_matrix_96
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	56(%rsp), %rax
	testq	%rax, %rax
# LLVM-MCA-END heldout_matrix_96
# LLVM-MCA-BEGIN heldout_matrix_97
	subq	%r10, %rax
	leaq	(%r9,%r10,8), %r9
	leaq	(%r8,%r10,8), %r8
	leaq	(%rcx,%r10,8), %rcx
	leaq	(%rsi,%r10,8), %rsi
	leaq	(%rdx,%r10,8), %rdx
	leaq	(%rdi,%r10,8), %rdi
	xorl	%r10d, %r10d
# LLVM-MCA-END heldout_matrix_97
# LLVM-MCA-BEGIN heldout_matrix_98
	movsd	(%rdi,%r10,8), %xmm0
	movsd	(%rsi,%r10,8), %xmm1
	mulsd	(%rcx,%r10,8), %xmm1
	mulsd	(%rdx,%r10,8), %xmm0
	subsd	%xmm1, %xmm0
	movsd	%xmm0, (%r8,%r10,8)
	movsd	(%rdi,%r10,8), %xmm0
	movsd	(%rsi,%r10,8), %xmm1
	mulsd	(%rdx,%r10,8), %xmm1
	mulsd	(%rcx,%r10,8), %xmm0
	addsd	%xmm1, %xmm0
	movsd	%xmm0, (%r9,%r10,8)
	incq	%r10
	cmpq	%r10, %rax
# LLVM-MCA-END heldout_matrix_98
# LLVM-MCA-BEGIN heldout_matrix_100
	leaq	(%r8,%rax,8), %r15
	leaq	(%r9,%rax,8), %r10
	leaq	(%rdi,%rax,8), %r12
	leaq	(%rdx,%rax,8), %r13
	leaq	(%rsi,%rax,8), %rbp
	leaq	(%rcx,%rax,8), %r14
	cmpq	%r10, %r8
	setb	-1(%rsp)
	cmpq	%r15, %r9
	setb	-2(%rsp)
	cmpq	%r12, %r8
	setb	%r11b
	cmpq	%r15, %rdi
	setb	-3(%rsp)
	cmpq	%r13, %r8
	setb	%bl
	cmpq	%r15, %rdx
	setb	-4(%rsp)
	cmpq	%rbp, %r8
	setb	%bpl
	cmpq	%r15, %rsi
	setb	-5(%rsp)
	cmpq	%r14, %r8
	setb	%r14b
	cmpq	%r15, %rcx
	setb	-6(%rsp)
	cmpq	%r12, %r9
	setb	%r15b
	cmpq	%r10, %rdi
	setb	-7(%rsp)
	cmpq	%r13, %r9
	setb	%r12b
	cmpq	%r10, %rdx
	setb	-8(%rsp)
	leaq	(%rsi,%rax,8), %r13
	cmpq	%r13, %r9
	setb	-9(%rsp)
	cmpq	%r10, %rsi
	setb	-10(%rsp)
	leaq	(%rcx,%rax,8), %r13
	cmpq	%r13, %r9
	setb	-11(%rsp)
	cmpq	%r10, %rcx
	setb	-12(%rsp)
	xorl	%r10d, %r10d
	movzbl	-2(%rsp), %r13d
	testb	%r13b, -1(%rsp)
# LLVM-MCA-END heldout_matrix_100
# LLVM-MCA-BEGIN heldout_matrix_101
	movzbl	-10(%rsp), %r11d
	andb	%r11b, -9(%rsp)
# LLVM-MCA-END heldout_matrix_101
# LLVM-MCA-BEGIN heldout_matrix_102
	movzbl	-12(%rsp), %r11d
	andb	%r11b, -11(%rsp)
# LLVM-MCA-END heldout_matrix_102
# LLVM-MCA-BEGIN heldout_matrix_103
	movq	%rax, %r10
	andq	$-2, %r10
	xorl	%r11d, %r11d
# LLVM-MCA-END heldout_matrix_103
# LLVM-MCA-BEGIN heldout_matrix_104
	movupd	(%rdi,%r11,8), %xmm0
	movupd	(%rdx,%r11,8), %xmm1
	mulpd	%xmm0, %xmm1
	movupd	(%rsi,%r11,8), %xmm0
	movupd	(%rcx,%r11,8), %xmm2
	mulpd	%xmm0, %xmm2
	subpd	%xmm2, %xmm1
	movupd	%xmm1, (%r8,%r11,8)
	movupd	(%rdi,%r11,8), %xmm0
	movupd	(%rcx,%r11,8), %xmm1
	mulpd	%xmm0, %xmm1
	movupd	(%rsi,%r11,8), %xmm0
	movupd	(%rdx,%r11,8), %xmm2
	mulpd	%xmm0, %xmm2
	addpd	%xmm1, %xmm2
	movupd	%xmm2, (%r9,%r11,8)
	addq	$2, %r11
	cmpq	%r11, %r10
# LLVM-MCA-END heldout_matrix_104
# LLVM-MCA-BEGIN heldout_matrix_105
	xorps	%xmm0, %xmm0
	xorl	%eax, %eax
# LLVM-MCA-END heldout_matrix_105
# LLVM-MCA-BEGIN heldout_matrix_106
	movq	%rsi, %rcx
	andq	$-2, %rcx
	xorps	%xmm0, %xmm0
	xorl	%eax, %eax
	movaps	.LCPI12_0(%rip), %xmm1
# LLVM-MCA-END heldout_matrix_106
# LLVM-MCA-BEGIN heldout_matrix_107
	movss	(%rdi,%rax,4), %xmm2
	movss	4(%rdi,%rax,4), %xmm3
	movaps	%xmm2, %xmm4
	xorps	%xmm1, %xmm4
	maxss	%xmm2, %xmm4
	maxss	%xmm0, %xmm4
	movaps	%xmm3, %xmm0
	xorps	%xmm1, %xmm0
	maxss	%xmm3, %xmm0
	maxss	%xmm4, %xmm0
	addq	$2, %rax
	cmpq	%rax, %rcx
# LLVM-MCA-END heldout_matrix_107
# LLVM-MCA-BEGIN heldout_matrix_108
	movaps	%xmm0, %xmm1
	movss	(%rdi,%rax,4), %xmm2
	movaps	.LCPI12_0(%rip), %xmm0
	xorps	%xmm2, %xmm0
	maxss	%xmm2, %xmm0
	maxss	%xmm1, %xmm0
# LLVM-MCA-END heldout_matrix_108
# LLVM-MCA-BEGIN heldout_matrix_109
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	movl	(%rdi), %eax
	xorl	%r10d, %r10d
# LLVM-MCA-END heldout_matrix_109
# LLVM-MCA-BEGIN heldout_matrix_110
	movsd	%xmm0, (%r8,%r10,8)
	incq	%r10
	cmpq	%r9, %r10
# LLVM-MCA-END heldout_matrix_110
# LLVM-MCA-BEGIN heldout_matrix_111
	movl	%eax, %r11d
	movl	4(%rdi,%r10,4), %eax
	xorpd	%xmm0, %xmm0
	cmpl	%eax, %r11d
# LLVM-MCA-END heldout_matrix_111
# LLVM-MCA-BEGIN heldout_matrix_112
	movslq	%r11d, %rbx
	movl	%eax, %r14d
	subl	%r11d, %r14d
	movq	%rbx, %r11
	andl	$3, %r14d
# LLVM-MCA-END heldout_matrix_112
# LLVM-MCA-BEGIN heldout_matrix_113
	movsd	(%rdx,%r11,8), %xmm1
	movslq	(%rsi,%r11,4), %r15
	mulsd	(%rcx,%r15,8), %xmm1
	addsd	%xmm1, %xmm0
	incq	%r11
	decq	%r14
# LLVM-MCA-END heldout_matrix_113
# LLVM-MCA-BEGIN heldout_matrix_114
	movslq	%eax, %r14
	subq	%r14, %rbx
	cmpq	$-4, %rbx
# LLVM-MCA-END heldout_matrix_114
# LLVM-MCA-BEGIN heldout_matrix_115
	movslq	(%rsi,%r11,4), %rbx
	movsd	(%rdx,%r11,8), %xmm1
	movsd	8(%rdx,%r11,8), %xmm2
	mulsd	(%rcx,%rbx,8), %xmm1
	addsd	%xmm0, %xmm1
	movslq	4(%rsi,%r11,4), %rbx
	mulsd	(%rcx,%rbx,8), %xmm2
	addsd	%xmm1, %xmm2
	movsd	16(%rdx,%r11,8), %xmm1
	movslq	8(%rsi,%r11,4), %rbx
	mulsd	(%rcx,%rbx,8), %xmm1
	movsd	24(%rdx,%r11,8), %xmm0
	movslq	12(%rsi,%r11,4), %rbx
	mulsd	(%rcx,%rbx,8), %xmm0
	addsd	%xmm2, %xmm1
	addsd	%xmm1, %xmm0
	addq	$4, %r11
	cmpq	%r11, %r14
# LLVM-MCA-END heldout_matrix_115
# LLVM-MCA-BEGIN heldout_parse_0
	incq	%rdi
	movzbl	-1(%rdi), %eax
	cmpl	$32, %eax
# LLVM-MCA-END heldout_parse_0
# LLVM-MCA-BEGIN heldout_parse_1
	cmpb	$45, %al
	setne	%cl
	movzbl	(%rdi), %eax
# LLVM-MCA-END heldout_parse_1
# LLVM-MCA-BEGIN heldout_parse_2
	decq	%rdi
	movb	$1, %cl
# LLVM-MCA-END heldout_parse_2
# LLVM-MCA-BEGIN heldout_parse_3
	leal	-48(%rax), %edx
	cmpb	$9, %dl
# LLVM-MCA-END heldout_parse_3
# LLVM-MCA-BEGIN heldout_parse_4
	leaq	(%rdx,%rdx,4), %rdx
	addb	$-48, %al
	movzbl	%al, %eax
	leaq	(%rax,%rdx,2), %rdx
	movzbl	1(%rdi), %eax
	incq	%rdi
	leal	-48(%rax), %r8d
	cmpb	$10, %r8b
# LLVM-MCA-END heldout_parse_4
# LLVM-MCA-BEGIN heldout_parse_5
	movq	%rdx, %rax
	negq	%rax
	testb	%cl, %cl
	cmovneq	%rdx, %rax
# LLVM-MCA-END heldout_parse_5
# LLVM-MCA-BEGIN heldout_parse_6
	xorl	%edx, %edx
	testq	%rsi, %rsi
# LLVM-MCA-END heldout_parse_6
# LLVM-MCA-BEGIN heldout_parse_7
	addl	%ecx, %edx
	shll	$4, %eax
	orl	%edx, %eax
	incq	%rdi
# LLVM-MCA-END heldout_parse_7
# LLVM-MCA-BEGIN heldout_parse_8
	movsbl	(%rdi), %ecx
	leal	-48(%rcx), %esi
	movl	$-48, %edx
	cmpb	$10, %sil
# LLVM-MCA-END heldout_parse_8
# LLVM-MCA-BEGIN heldout_parse_9
	leal	-97(%rcx), %esi
	movl	$-87, %edx
	cmpb	$6, %sil
# LLVM-MCA-END heldout_parse_9
# LLVM-MCA-BEGIN heldout_parse_10
	leal	-65(%rcx), %esi
	movl	$-55, %edx
	cmpb	$5, %sil
# LLVM-MCA-END heldout_parse_10
# LLVM-MCA-BEGIN heldout_parse_11
	xorl	%ecx, %ecx
	movabsq	$-3689348814741910323, %r8
# LLVM-MCA-END heldout_parse_11
# LLVM-MCA-BEGIN heldout_parse_12
	movq	%rdi, %rax
	mulq	%r8
	shrq	$3, %rdx
	leal	(%rdx,%rdx), %eax
	leal	(%rax,%rax,4), %eax
	movl	%edi, %r9d
	subl	%eax, %r9d
	orb	$48, %r9b
	movb	%r9b, -24(%rsp,%rcx)
	incq	%rcx
	cmpq	$9, %rdi
	movq	%rdx, %rdi
# LLVM-MCA-END heldout_parse_12
# LLVM-MCA-BEGIN heldout_parse_13
	movq	%rcx, %rax
	andq	$-32, %rax
	movq	%rax, %rdx
	negq	%rdx
	leaq	16(%rsi), %rdi
	xorl	%r8d, %r8d
	pxor	%xmm0, %xmm0
# LLVM-MCA-END heldout_parse_13
# LLVM-MCA-BEGIN heldout_parse_14
	leaq	(%rsp,%r8), %r9
	addq	$-24, %r9
	movdqu	-32(%rcx,%r9), %xmm1
	movdqu	-16(%rcx,%r9), %xmm2
	movdqa	%xmm2, %xmm3
	punpcklbw	%xmm0, %xmm3
	pshufd	$78, %xmm3, %xmm3
	pshuflw	$27, %xmm3, %xmm3
	pshufhw	$27, %xmm3, %xmm3
	punpckhbw	%xmm0, %xmm2
	pshufd	$78, %xmm2, %xmm2
	pshuflw	$27, %xmm2, %xmm2
	pshufhw	$27, %xmm2, %xmm2
	packuswb	%xmm3, %xmm2
	movdqa	%xmm1, %xmm3
	punpcklbw	%xmm0, %xmm3
	pshufd	$78, %xmm3, %xmm3
	pshuflw	$27, %xmm3, %xmm3
	pshufhw	$27, %xmm3, %xmm3
	punpckhbw	%xmm0, %xmm1
	pshufd	$78, %xmm1, %xmm1
	pshuflw	$27, %xmm1, %xmm1
	pshufhw	$27, %xmm1, %xmm1
	packuswb	%xmm3, %xmm1
	movdqu	%xmm2, -16(%rdi)
	movdqu	%xmm1, (%rdi)
	addq	$-32, %r8
	addq	$32, %rdi
	cmpq	%r8, %rdx
# LLVM-MCA-END heldout_parse_14
# LLVM-MCA-BEGIN heldout_parse_15
	movq	%rax, %rdx
	movq	%rcx, %rax
	andq	$-8, %rax
	movq	%rax, %rdi
	negq	%rdi
	leaq	(%rsi,%rdx), %r8
	negq	%rdx
	pxor	%xmm0, %xmm0
# LLVM-MCA-END heldout_parse_15
# LLVM-MCA-BEGIN heldout_parse_16
	leaq	(%rsp,%rdx), %r9
	addq	$-24, %r9
	movq	-8(%rcx,%r9), %xmm1
	punpcklbw	%xmm0, %xmm1
	pshufd	$78, %xmm1, %xmm1
	pshuflw	$27, %xmm1, %xmm1
	pshufhw	$27, %xmm1, %xmm1
	packuswb	%xmm1, %xmm1
	movq	%xmm1, (%r8)
	addq	$-8, %rdx
	addq	$8, %r8
	cmpq	%rdx, %rdi
# LLVM-MCA-END heldout_parse_16
# LLVM-MCA-BEGIN heldout_parse_17
	leaq	-24(%rsp), %rdx
	subq	%rax, %rdx
	addq	%rcx, %rdx
	decq	%rdx
# LLVM-MCA-END heldout_parse_17
# LLVM-MCA-BEGIN heldout_parse_18
	movzbl	(%rdx), %edi
	movb	%dil, (%rsi,%rax)
	incq	%rax
	decq	%rdx
	cmpq	%rax, %rcx
# LLVM-MCA-END heldout_parse_18
# LLVM-MCA-BEGIN heldout_parse_19
	movb	$0, (%rsi,%rcx)
	movq	%rcx, %rax
# LLVM-MCA-END heldout_parse_19
# LLVM-MCA-BEGIN heldout_parse_20
	leaq	1(%rdi), %r8
	xorl	%eax, %eax
	movq	%rdi, %r9
# LLVM-MCA-END heldout_parse_20
# LLVM-MCA-BEGIN heldout_parse_21
	incq	%r8
	incq	%rdi
# LLVM-MCA-END heldout_parse_21
# LLVM-MCA-BEGIN heldout_parse_22
	movzbl	-1(%r8), %r10d
	cmpl	$44, %r10d
# LLVM-MCA-END heldout_parse_22
# LLVM-MCA-BEGIN heldout_parse_23
	movq	%r9, (%rsi,%rax,8)
	movq	%rdi, %r10
	subq	%r9, %r10
	movq	%r10, (%rdx,%rax,8)
	incq	%rax
	movzbl	-1(%r8), %r10d
# LLVM-MCA-END heldout_parse_23
# LLVM-MCA-BEGIN heldout_parse_24
	movzbl	(%rcx), %edx
	cmpl	$9, %edx
# LLVM-MCA-END heldout_parse_24
# LLVM-MCA-BEGIN heldout_parse_25
	leal	-48(%rdx), %eax
	cmpb	$9, %al
# LLVM-MCA-END heldout_parse_25
# LLVM-MCA-BEGIN heldout_parse_26
	leaq	(%rax,%rax,4), %rax
	movzbl	%dl, %edx
	leaq	(%rdx,%rax,2), %rax
	addq	$-48, %rax
	movzbl	1(%rcx), %edx
	incq	%rcx
	leal	-48(%rdx), %r8d
	cmpb	$10, %r8b
# LLVM-MCA-END heldout_parse_26
# LLVM-MCA-BEGIN heldout_parse_27
	movq	%rax, (%rsi)
	xorl	%eax, %eax
	movq	%rcx, (%rdi)
# LLVM-MCA-END heldout_parse_27
# LLVM-MCA-BEGIN heldout_parse_28
	movl	%edx, %eax
	orb	$32, %al
	addb	$-97, %al
	cmpb	$25, %al
# LLVM-MCA-END heldout_parse_28
# LLVM-MCA-BEGIN heldout_parse_29
	movzbl	1(%rcx), %eax
	incq	%rcx
	cmpb	$95, %al
# LLVM-MCA-END heldout_parse_29
# LLVM-MCA-BEGIN heldout_parse_30
	orb	$32, %al
	addb	$-97, %al
	cmpb	$26, %al
# LLVM-MCA-END heldout_parse_30
# LLVM-MCA-BEGIN heldout_parse_31
	movl	$1, %eax
	movq	%rcx, (%rdi)
# LLVM-MCA-END heldout_parse_31
# LLVM-MCA-BEGIN heldout_parse_32
	incq	%rcx
	cmpl	$47, %edx
# LLVM-MCA-END heldout_parse_32
# LLVM-MCA-BEGIN heldout_parse_33
	movl	$2, %eax
	movl	%edx, %edx
	movabsq	$192414534860800, %rsi
	btq	%rdx, %rsi
# LLVM-MCA-END heldout_parse_33
# LLVM-MCA-BEGIN heldout_parse_34
	movl	$4, %eax
	movq	%rcx, (%rdi)
# LLVM-MCA-END heldout_parse_34
# LLVM-MCA-BEGIN heldout_parse_35
	pushq	%rax
	movq	%rdi, (%rsp)
	movq	%rsp, %rdi
# LLVM-MCA-END heldout_parse_35
# LLVM-MCA-BEGIN heldout_parse_36
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	movq	%rdi, %rbx
# LLVM-MCA-END heldout_parse_36
# LLVM-MCA-BEGIN heldout_parse_37
	incq	%rax
	movq	%rax, (%rbx)
	movq	%rbx, %rdi
# LLVM-MCA-END heldout_parse_37
# LLVM-MCA-BEGIN heldout_parse_38
	movq	%rax, %r14
	movq	(%rbx), %rax
# LLVM-MCA-END heldout_parse_38
# LLVM-MCA-BEGIN heldout_parse_39
	movzbl	(%rax), %ecx
	cmpl	$32, %ecx
# LLVM-MCA-END heldout_parse_39
# LLVM-MCA-BEGIN heldout_parse_40
	incq	%rax
	movq	%rax, (%rbx)
# LLVM-MCA-END heldout_parse_40
# LLVM-MCA-BEGIN heldout_parse_42
	movq	%rax, %rcx
	movl	$0, %eax
	testq	%rcx, %rcx
# LLVM-MCA-END heldout_parse_42
# LLVM-MCA-BEGIN heldout_parse_43
	movq	%r14, %rax
	orq	%rcx, %rax
	shrq	$32, %rax
# LLVM-MCA-END heldout_parse_43
# LLVM-MCA-BEGIN heldout_parse_44
	movq	%r14, %rax
	cqto
	idivq	%rcx
# LLVM-MCA-END heldout_parse_44
# LLVM-MCA-BEGIN heldout_parse_45
	movl	%r14d, %eax
	xorl	%edx, %edx
	divl	%ecx
# LLVM-MCA-END heldout_parse_45
# LLVM-MCA-BEGIN heldout_parse_46
	movq	%rax, (%rbx)
	movzbl	(%rax), %ecx
# LLVM-MCA-END heldout_parse_46
# LLVM-MCA-BEGIN heldout_parse_47
	incq	%rax
	cmpb	$32, %cl
# LLVM-MCA-END heldout_parse_47
# LLVM-MCA-BEGIN heldout_parse_48
	movzbl	%cl, %ecx
	cmpl	$43, %ecx
# LLVM-MCA-END heldout_parse_48
# LLVM-MCA-BEGIN heldout_parse_49
	movq	%rax, (%rbx)
	movq	%rbx, %rdi
# LLVM-MCA-END heldout_parse_49
# LLVM-MCA-BEGIN heldout_parse_51
	movq	%rax, %r15
	movq	(%rbx), %rax
# LLVM-MCA-END heldout_parse_51
# LLVM-MCA-BEGIN heldout_parse_56
	movq	%r15, %rax
	orq	%rcx, %rax
	shrq	$32, %rax
# LLVM-MCA-END heldout_parse_56
# LLVM-MCA-BEGIN heldout_parse_57
	movq	%r15, %rax
	cqto
	idivq	%rcx
# LLVM-MCA-END heldout_parse_57
# LLVM-MCA-BEGIN heldout_parse_58
	movl	%r15d, %eax
	xorl	%edx, %edx
	divl	%ecx
# LLVM-MCA-END heldout_parse_58
# LLVM-MCA-BEGIN heldout_parse_69
	movq	%r14, %rax
	popq	%rbx
	popq	%r14
	popq	%r15
# LLVM-MCA-END heldout_parse_69
# LLVM-MCA-BEGIN heldout_parse_70
	movzbl	(%rdi), %eax
	leal	-58(%rax), %ecx
	cmpb	$-10, %cl
# LLVM-MCA-END heldout_parse_70
# LLVM-MCA-BEGIN heldout_parse_71
	addq	$4, %rdi
	xorl	%ecx, %ecx
# LLVM-MCA-END heldout_parse_71
# LLVM-MCA-BEGIN heldout_parse_72
	leal	(%rcx,%rcx,4), %ecx
	addb	$-48, %al
	movzbl	%al, %eax
	leal	(%rax,%rcx,2), %ecx
	movzbl	-3(%rdi), %eax
	leal	-48(%rax), %edx
	incq	%rdi
	cmpb	$10, %dl
# LLVM-MCA-END heldout_parse_72
# LLVM-MCA-BEGIN heldout_parse_73
	cmpl	$256, %ecx
	setae	%dl
	cmpb	$46, %al
	setne	%r8b
	xorl	%eax, %eax
	orb	%dl, %r8b
# LLVM-MCA-END heldout_parse_73
# LLVM-MCA-BEGIN heldout_parse_74
	movzbl	-3(%rdi), %r8d
	leal	-58(%r8), %edx
	cmpb	$-10, %dl
# LLVM-MCA-END heldout_parse_74
# LLVM-MCA-BEGIN heldout_parse_75
	leal	(%rdx,%rdx,4), %eax
	addb	$-48, %r8b
	movzbl	%r8b, %edx
	leal	(%rdx,%rax,2), %edx
	movzbl	-2(%rdi), %r8d
	leal	-48(%r8), %eax
	incq	%rdi
	cmpb	$10, %al
# LLVM-MCA-END heldout_parse_75
# LLVM-MCA-BEGIN heldout_parse_76
	cmpl	$256, %edx
	setae	%r9b
	cmpb	$46, %r8b
	setne	%r8b
	xorl	%eax, %eax
	orb	%r9b, %r8b
# LLVM-MCA-END heldout_parse_76
# LLVM-MCA-BEGIN heldout_parse_77
	movzbl	-2(%rdi), %r9d
	leal	-58(%r9), %r8d
	cmpb	$-10, %r8b
# LLVM-MCA-END heldout_parse_77
# LLVM-MCA-BEGIN heldout_parse_78
	leal	(%r8,%r8,4), %eax
	addb	$-48, %r9b
	movzbl	%r9b, %r8d
	leal	(%r8,%rax,2), %r8d
	movzbl	-1(%rdi), %r9d
	leal	-48(%r9), %eax
	incq	%rdi
	cmpb	$10, %al
# LLVM-MCA-END heldout_parse_78
# LLVM-MCA-BEGIN heldout_parse_79
	xorl	%eax, %eax
	cmpl	$255, %r8d
# LLVM-MCA-END heldout_parse_79
# LLVM-MCA-BEGIN heldout_parse_80
	movzbl	-1(%rdi), %r9d
	leal	-58(%r9), %r10d
	cmpb	$-10, %r10b
# LLVM-MCA-END heldout_parse_80
# LLVM-MCA-BEGIN heldout_parse_81
	shll	$16, %ecx
	shll	$8, %edx
	orl	%ecx, %edx
	orl	%edx, %r8d
	xorl	%eax, %eax
# LLVM-MCA-END heldout_parse_81
# LLVM-MCA-BEGIN heldout_parse_82
	leal	(%rax,%rax,4), %eax
	addb	$-48, %r9b
	movzbl	%r9b, %ecx
	leal	(%rcx,%rax,2), %eax
	movzbl	(%rdi), %r9d
	leal	-48(%r9), %ecx
	incq	%rdi
	cmpb	$10, %cl
# LLVM-MCA-END heldout_parse_82
# LLVM-MCA-BEGIN heldout_parse_83
	shll	$8, %r8d
	orl	%r8d, %eax
	movl	%eax, (%rsi)
	xorl	%eax, %eax
	cmpb	$0, -1(%rdi)
	sete	%al
# LLVM-MCA-END heldout_parse_83
# LLVM-MCA-BEGIN heldout_parse_84
	movzbl	(%rdi), %eax
	xorl	%edx, %edx
	cmpb	$45, %al
	sete	%dl
	leaq	(%rdi,%rdx), %rcx
	movzbl	(%rdi,%rdx), %edx
	leal	-48(%rdx), %esi
	xorpd	%xmm0, %xmm0
	cmpb	$9, %sil
# LLVM-MCA-END heldout_parse_84
# LLVM-MCA-BEGIN heldout_parse_85
	addb	$-48, %dl
	movsbl	%dl, %edx
	xorps	%xmm2, %xmm2
	cvtsi2sd	%edx, %xmm2
	mulsd	%xmm1, %xmm0
	addsd	%xmm2, %xmm0
	movzbl	1(%rcx), %edx
	incq	%rcx
	leal	-48(%rdx), %esi
	cmpb	$10, %sil
# LLVM-MCA-END heldout_parse_85
# LLVM-MCA-BEGIN heldout_parse_86
	movsd	.LCPI8_1(%rip), %xmm1
	cmpb	$46, %dl
# LLVM-MCA-END heldout_parse_86
# LLVM-MCA-BEGIN heldout_parse_87
	movzbl	1(%rcx), %edx
	leal	-48(%rdx), %esi
	cmpb	$9, %sil
# LLVM-MCA-END heldout_parse_87
# LLVM-MCA-BEGIN heldout_parse_88
	addq	$2, %rcx
	movsd	.LCPI8_1(%rip), %xmm1
	movsd	.LCPI8_0(%rip), %xmm2
# LLVM-MCA-END heldout_parse_88
# LLVM-MCA-BEGIN heldout_parse_89
	addb	$-48, %dl
	movsbl	%dl, %edx
	xorps	%xmm3, %xmm3
	cvtsi2sd	%edx, %xmm3
	mulsd	%xmm2, %xmm0
	addsd	%xmm3, %xmm0
	mulsd	%xmm2, %xmm1
	movzbl	(%rcx), %edx
	leal	-48(%rdx), %esi
	incq	%rcx
	cmpb	$10, %sil
# LLVM-MCA-END heldout_parse_89
# LLVM-MCA-BEGIN heldout_parse_90
	divsd	%xmm1, %xmm0
	cmpb	$45, %al
# LLVM-MCA-END heldout_parse_90
# LLVM-MCA-BEGIN heldout_parse_91
	movzbl	(%rdi), %edx
	testb	%dl, %dl
# LLVM-MCA-END heldout_parse_91
# LLVM-MCA-BEGIN heldout_parse_92
	incq	%rdi
	xorl	%eax, %eax
	leaq	.L.str(%rip), %rcx
# LLVM-MCA-END heldout_parse_92
# LLVM-MCA-BEGIN heldout_parse_93
	movb	$92, (%rsi,%rax)
	movb	%dl, 1(%rsi,%rax)
# LLVM-MCA-END heldout_parse_93
# LLVM-MCA-BEGIN heldout_parse_94
	movzbl	(%rdi), %edx
	incq	%rdi
	testb	%dl, %dl
# LLVM-MCA-END heldout_parse_94
# LLVM-MCA-BEGIN heldout_parse_95
	movzbl	%dl, %r8d
	cmpl	$92, %r8d
# LLVM-MCA-END heldout_parse_95
# LLVM-MCA-BEGIN heldout_parse_96
	movl	$808482140, (%rsi,%rax)
	movl	%r8d, %edx
	shrl	$4, %edx
	movzbl	(%rdx,%rcx), %edx
	movb	%dl, 4(%rsi,%rax)
	andl	$15, %r8d
	movzbl	(%r8,%rcx), %edx
	movb	%dl, 5(%rsi,%rax)
	addq	$6, %rax
# LLVM-MCA-END heldout_parse_96
# LLVM-MCA-BEGIN heldout_parse_97
	movb	%dl, (%rsi,%rax)
	incq	%rax
# LLVM-MCA-END heldout_parse_97
# LLVM-MCA-BEGIN heldout_parse_98
	decq	%rsi
	cmpq	$9, %rsi
	movl	$9, %eax
	cmovbq	%rsi, %rax
	leaq	(,%rax,8), %rsi
	subq	%rax, %rsi
	addq	$7, %rsi
	movl	$1, %eax
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
# LLVM-MCA-END heldout_parse_98
# LLVM-MCA-BEGIN heldout_parse_99
	movq	%r8, %r9
	movzbl	(%rdi), %r8d
	movl	%r8d, %r10d
	andl	$127, %r8d
	shlq	%cl, %r8
	orq	%r9, %r8
	testb	%r10b, %r10b
# LLVM-MCA-END heldout_parse_99
# LLVM-MCA-BEGIN heldout_parse_100
	addq	$7, %rcx
	incl	%eax
	incq	%rdi
	cmpq	%rcx, %rsi
# LLVM-MCA-END heldout_parse_100
# LLVM-MCA-BEGIN heldout_parse_101
	xorl	%eax, %eax
	cmpq	$128, %rdi
# LLVM-MCA-END heldout_parse_101
# LLVM-MCA-BEGIN heldout_parse_102
	movl	%ecx, %edx
	orb	$-128, %dl
	movb	%dl, (%rsi,%rax)
	incq	%rax
	shrq	$7, %rdi
	cmpq	$16383, %rcx
	movq	%rdi, %rcx
# LLVM-MCA-END heldout_parse_102
# LLVM-MCA-BEGIN heldout_parse_103
	movb	%dil, (%rsi,%rax)
	incq	%rax
# LLVM-MCA-END heldout_parse_103
# LLVM-MCA-BEGIN heldout_parse_104
	pushq	%rbx
	movq	(%rdi), %rcx
# LLVM-MCA-END heldout_parse_104
# LLVM-MCA-BEGIN heldout_parse_105
	incq	%rcx
	movzbl	-1(%rcx), %eax
	cmpl	$32, %eax
# LLVM-MCA-END heldout_parse_105
# LLVM-MCA-BEGIN heldout_parse_106
	negq	%rax
	popq	%rbx
# LLVM-MCA-END heldout_parse_106
# LLVM-MCA-BEGIN heldout_parse_107
	movq	%rcx, (%rdi)
	movq	%rdi, %rbx
# LLVM-MCA-END heldout_parse_107
# LLVM-MCA-BEGIN heldout_parse_108
	movq	(%rbx), %rcx
	cmpb	$41, (%rcx)
# LLVM-MCA-END heldout_parse_108
# LLVM-MCA-BEGIN heldout_parse_109
	incq	%rcx
	movq	%rcx, (%rbx)
	popq	%rbx
# LLVM-MCA-END heldout_parse_109
# LLVM-MCA-BEGIN heldout_parse_110
	addb	$-48, %al
	cmpb	$9, %al
# LLVM-MCA-END heldout_parse_110
# LLVM-MCA-BEGIN heldout_parse_111
	leaq	(%rax,%rax,4), %rax
	movq	%rcx, (%rdi)
	movsbq	-1(%rcx), %rdx
	leaq	(%rdx,%rax,2), %rax
	addq	$-48, %rax
	movzbl	(%rcx), %edx
	addb	$-48, %dl
	incq	%rcx
	cmpb	$10, %dl
# LLVM-MCA-END heldout_parse_111
# LLVM-MCA-BEGIN heldout_parse_112
	xorl	%eax, %eax
	popq	%rbx
# LLVM-MCA-END heldout_parse_112
# LLVM-MCA-BEGIN heldout_sort_0
	decq	%rsi
	movq	%rsi, %rcx
	andq	$-2, %rcx
	xorl	%edx, %edx
# LLVM-MCA-END heldout_sort_0
# LLVM-MCA-BEGIN heldout_sort_1
	movl	%r8d, (%rdi,%r9,4)
	addq	$2, %rax
	addq	$2, %rdx
	cmpq	%rcx, %rdx
# LLVM-MCA-END heldout_sort_1
# LLVM-MCA-BEGIN heldout_sort_2
	movl	(%rdi,%rax,4), %r8d
	movq	%rax, %r9
# LLVM-MCA-END heldout_sort_2
# LLVM-MCA-BEGIN heldout_sort_3
	movl	-4(%rdi,%r9,4), %r10d
	cmpl	%r8d, %r10d
# LLVM-MCA-END heldout_sort_3
# LLVM-MCA-BEGIN heldout_sort_4
	movl	%r10d, (%rdi,%r9,4)
	decq	%r9
# LLVM-MCA-END heldout_sort_4
# LLVM-MCA-BEGIN heldout_sort_5
	movl	%r8d, (%rdi,%r9,4)
	leaq	1(%rax), %r9
	movl	4(%rdi,%rax,4), %r8d
# LLVM-MCA-END heldout_sort_5
# LLVM-MCA-BEGIN heldout_sort_8
	movl	-4(%rdi,%rax,4), %edx
	cmpl	%ecx, %edx
# LLVM-MCA-END heldout_sort_8
# LLVM-MCA-BEGIN heldout_sort_9
	movl	%edx, (%rdi,%rax,4)
	decq	%rax
# LLVM-MCA-END heldout_sort_9
# LLVM-MCA-BEGIN heldout_sort_10
	movq	%rdx, %rax
	leaq	(%rdx,%rsi), %rcx
	andq	$-2, %rcx
	movq	(%rdi,%rcx,4), %rcx
# LLVM-MCA-END heldout_sort_10
# LLVM-MCA-BEGIN heldout_sort_11
	movq	(%rdi,%rsi,8), %rdx
	incq	%rsi
	cmpq	%rcx, %rdx
# LLVM-MCA-END heldout_sort_11
# LLVM-MCA-BEGIN heldout_sort_12
	leaq	-1(%rsi), %r8
	incq	%rax
# LLVM-MCA-END heldout_sort_12
# LLVM-MCA-BEGIN heldout_sort_13
	movq	-8(%rdi,%rax,8), %r9
	decq	%rax
	cmpq	%rcx, %r9
# LLVM-MCA-END heldout_sort_13
# LLVM-MCA-BEGIN heldout_sort_14
	movq	%r9, -8(%rdi,%rsi,8)
	movq	%rdx, (%rdi,%rax,8)
	decq	%rax
# LLVM-MCA-END heldout_sort_14
# LLVM-MCA-BEGIN heldout_sort_15
	pushq	%r15
	pushq	%r14
	pushq	%r12
	pushq	%rbx
	pushq	%rax
	movq	%rdx, %r14
	movq	%rsi, %r15
	movq	%rdi, %rbx
# LLVM-MCA-END heldout_sort_15
# LLVM-MCA-BEGIN heldout_sort_16
	leaq	1(%r12), %rsi
	movq	%rbx, %rdi
	movq	%r14, %rdx
# LLVM-MCA-END heldout_sort_16
# LLVM-MCA-BEGIN heldout_sort_17
	movq	%r12, %r14
	cmpq	%r14, %r15
# LLVM-MCA-END heldout_sort_17
# LLVM-MCA-BEGIN heldout_sort_18
	leaq	(%r15,%r14), %rax
	andq	$-2, %rax
	movq	(%rbx,%rax,4), %rax
	movq	%r15, %rcx
	movq	%r14, %r12
# LLVM-MCA-END heldout_sort_18
# LLVM-MCA-BEGIN heldout_sort_19
	movq	(%rbx,%rcx,8), %rdx
	incq	%rcx
	cmpq	%rax, %rdx
# LLVM-MCA-END heldout_sort_19
# LLVM-MCA-BEGIN heldout_sort_20
	leaq	-1(%rcx), %rsi
	incq	%r12
# LLVM-MCA-END heldout_sort_20
# LLVM-MCA-BEGIN heldout_sort_21
	movq	-8(%rbx,%r12,8), %rdi
	decq	%r12
	cmpq	%rax, %rdi
# LLVM-MCA-END heldout_sort_21
# LLVM-MCA-BEGIN heldout_sort_22
	movq	%rdi, -8(%rbx,%rcx,8)
	movq	%rdx, (%rbx,%r12,8)
	decq	%r12
# LLVM-MCA-END heldout_sort_22
# LLVM-MCA-BEGIN heldout_sort_23
	movq	%r12, %rax
	subq	%r15, %rax
	movq	%r14, %rcx
	subq	%r12, %rcx
	cmpq	%rcx, %rax
# LLVM-MCA-END heldout_sort_23
# LLVM-MCA-BEGIN heldout_sort_24
	movq	%rbx, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
# LLVM-MCA-END heldout_sort_24
# LLVM-MCA-BEGIN heldout_sort_25
	incq	%r12
	movq	%r12, %r15
	cmpq	%r14, %r15
# LLVM-MCA-END heldout_sort_25
# LLVM-MCA-BEGIN heldout_sort_26
	addq	$8, %rsp
	popq	%rbx
	popq	%r12
	popq	%r14
	popq	%r15
# LLVM-MCA-END heldout_sort_26
# LLVM-MCA-BEGIN heldout_sort_27
	leaq	1(,%rdx,2), %rcx
	cmpq	%rsi, %rcx
# LLVM-MCA-END heldout_sort_27
# LLVM-MCA-BEGIN heldout_sort_28
	movq	(%rdi,%rcx,8), %rax
	cmpq	(%rdi,%rdx,8), %rax
# LLVM-MCA-END heldout_sort_28
# LLVM-MCA-BEGIN heldout_sort_29
	leaq	2(,%rdx,2), %rcx
	cmpq	%rsi, %rcx
# LLVM-MCA-END heldout_sort_29
# LLVM-MCA-BEGIN heldout_sort_30
	leaq	(%rdx,%rdx), %r8
	movq	16(%rdi,%r8,8), %r8
	cmpq	(%rdi,%rax,8), %r8
# LLVM-MCA-END heldout_sort_30
# LLVM-MCA-BEGIN heldout_sort_31
	movq	(%rdi,%rdx,8), %rcx
	movq	(%rdi,%rax,8), %r8
	movq	%r8, (%rdi,%rdx,8)
	movq	%rcx, (%rdi,%rax,8)
	movq	%rax, %rdx
# LLVM-MCA-END heldout_sort_31
# LLVM-MCA-BEGIN heldout_sort_32
	movq	%rsi, %rax
	shrq	%rax
# LLVM-MCA-END heldout_sort_32
# LLVM-MCA-BEGIN heldout_sort_33
	decq	%rax
	movq	%rax, %rcx
	movq	%rax, %rdx
# LLVM-MCA-END heldout_sort_33
# LLVM-MCA-BEGIN heldout_sort_34
	leaq	1(,%rcx,2), %r8
	cmpq	%rsi, %r8
# LLVM-MCA-END heldout_sort_34
# LLVM-MCA-BEGIN heldout_sort_35
	movq	(%rdi,%r8,8), %rdx
	cmpq	(%rdi,%rcx,8), %rdx
# LLVM-MCA-END heldout_sort_35
# LLVM-MCA-BEGIN heldout_sort_36
	leaq	2(,%rcx,2), %r8
	cmpq	%rsi, %r8
# LLVM-MCA-END heldout_sort_36
# LLVM-MCA-BEGIN heldout_sort_37
	leaq	(%rcx,%rcx), %r9
	movq	16(%rdi,%r9,8), %r9
	cmpq	(%rdi,%rdx,8), %r9
# LLVM-MCA-END heldout_sort_37
# LLVM-MCA-BEGIN heldout_sort_38
	movq	(%rdi,%rcx,8), %r8
	movq	(%rdi,%rdx,8), %r9
	movq	%r9, (%rdi,%rcx,8)
	movq	%r8, (%rdi,%rdx,8)
	movq	%rdx, %rcx
# LLVM-MCA-END heldout_sort_38
# LLVM-MCA-BEGIN heldout_sort_39
	movq	(%rdi), %rax
	movq	-8(%rdi,%rsi,8), %rcx
	movq	%rcx, (%rdi)
	movq	%rax, -8(%rdi,%rsi,8)
	decq	%rsi
	xorl	%eax, %eax
	movq	%rax, %rcx
# LLVM-MCA-END heldout_sort_39
# LLVM-MCA-BEGIN heldout_sort_40
	leaq	1(,%rax,2), %rdx
	cmpq	%rsi, %rdx
# LLVM-MCA-END heldout_sort_40
# LLVM-MCA-BEGIN heldout_sort_41
	movq	(%rdi,%rdx,8), %rcx
	cmpq	(%rdi,%rax,8), %rcx
# LLVM-MCA-END heldout_sort_41
# LLVM-MCA-BEGIN heldout_sort_42
	leaq	2(,%rax,2), %rdx
	cmpq	%rsi, %rdx
# LLVM-MCA-END heldout_sort_42
# LLVM-MCA-BEGIN heldout_sort_43
	leaq	(%rax,%rax), %r8
	movq	16(%rdi,%r8,8), %r8
	cmpq	(%rdi,%rcx,8), %r8
# LLVM-MCA-END heldout_sort_43
# LLVM-MCA-BEGIN heldout_sort_44
	movq	(%rdi,%rax,8), %rdx
	movq	(%rdi,%rcx,8), %r8
	movq	%r8, (%rdi,%rax,8)
	movq	%rdx, (%rdi,%rcx,8)
	movq	%rcx, %rax
# LLVM-MCA-END heldout_sort_44
# LLVM-MCA-BEGIN heldout_sort_45
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	testq	%rsi, %rsi
	sete	%al
	testq	%rcx, %rcx
	sete	%r9b
	orb	%al, %r9b
# LLVM-MCA-END heldout_sort_45
# LLVM-MCA-BEGIN heldout_sort_46
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	xorl	%r10d, %r10d
# LLVM-MCA-END heldout_sort_46
# LLVM-MCA-BEGIN heldout_sort_47
	movq	%r10, %r11
	movq	%r9, %rbx
	movl	(%rdi,%r10,4), %ebp
	movl	(%rdx,%r9,4), %r14d
	xorl	%r9d, %r9d
	xorl	%r10d, %r10d
	cmpl	%r14d, %ebp
	setg	%r9b
	setle	%r10b
	cmovll	%ebp, %r14d
	addq	%r11, %r10
	addq	%rbx, %r9
	movl	%r14d, (%r8,%rax,4)
	incq	%rax
	cmpq	%rsi, %r10
# LLVM-MCA-END heldout_sort_47
# LLVM-MCA-BEGIN heldout_sort_48
	xorl	%r10d, %r10d
	xorl	%r9d, %r9d
	xorl	%eax, %eax
# LLVM-MCA-END heldout_sort_48
# LLVM-MCA-BEGIN heldout_sort_49
	movq	%rsi, %rbx
	subq	%r10, %rbx
# LLVM-MCA-END heldout_sort_49
# LLVM-MCA-BEGIN heldout_sort_50
	addq	%rax, %rsi
	movq	%rsi, %r11
	subq	%r10, %r11
	cmpq	$12, %rbx
# LLVM-MCA-END heldout_sort_50
# LLVM-MCA-BEGIN heldout_sort_51
	leaq	(%r8,%rax,4), %r14
	leaq	(%rdi,%r10,4), %r15
	subq	%r15, %r14
	cmpq	$32, %r14
# LLVM-MCA-END heldout_sort_51
# LLVM-MCA-BEGIN heldout_sort_52
	subq	%rax, %rsi
	subq	%r10, %rsi
	leaq	(%r8,%rax,4), %rax
	leaq	(%rdi,%r14,4), %rdi
	xorl	%r10d, %r10d
# LLVM-MCA-END heldout_sort_52
# LLVM-MCA-BEGIN heldout_sort_53
	movl	(%rdi,%r10,4), %ebx
	movl	%ebx, (%rax,%r10,4)
	incq	%r10
	cmpq	%r10, %rsi
# LLVM-MCA-END heldout_sort_53
# LLVM-MCA-BEGIN heldout_sort_54
	movq	%rcx, %rsi
	subq	%r9, %rsi
# LLVM-MCA-END heldout_sort_54
# LLVM-MCA-BEGIN heldout_sort_55
	movq	%rax, %rdi
	movq	%r9, %r10
	cmpq	$12, %rsi
# LLVM-MCA-END heldout_sort_55
# LLVM-MCA-BEGIN heldout_sort_56
	leaq	(%r8,%rax,4), %r11
	leaq	(%rdx,%r9,4), %rdi
	subq	%rdi, %r11
	movq	%rax, %rdi
	movq	%r9, %r10
	cmpq	$32, %r11
# LLVM-MCA-END heldout_sort_56
# LLVM-MCA-BEGIN heldout_sort_57
	leaq	(,%rax,4), %rbx
	leaq	(,%r9,4), %r14
	movq	%rsi, %r11
	andq	$-8, %r11
	leaq	(%rax,%r11), %rdi
	leaq	(%r9,%r11), %r10
	addq	%r8, %rbx
	addq	$16, %rbx
	addq	%rdx, %r14
	addq	$16, %r14
	xorl	%r15d, %r15d
# LLVM-MCA-END heldout_sort_57
# LLVM-MCA-BEGIN heldout_sort_58
	movups	-16(%r14,%r15,4), %xmm0
	movups	(%r14,%r15,4), %xmm1
	movups	%xmm0, -16(%rbx,%r15,4)
	movups	%xmm1, (%rbx,%r15,4)
	addq	$8, %r15
	cmpq	%r15, %r11
# LLVM-MCA-END heldout_sort_58
# LLVM-MCA-BEGIN heldout_sort_59
	addq	%rcx, %rax
	subq	%rdi, %rax
	subq	%r9, %rax
	leaq	(%r8,%rdi,4), %rcx
	leaq	(%rdx,%r10,4), %rdx
	xorl	%esi, %esi
# LLVM-MCA-END heldout_sort_59
# LLVM-MCA-BEGIN heldout_sort_60
	movl	(%rdx,%rsi,4), %edi
	movl	%edi, (%rcx,%rsi,4)
	incq	%rsi
	cmpq	%rsi, %rax
# LLVM-MCA-END heldout_sort_60
# LLVM-MCA-BEGIN heldout_sort_62
	leaq	(,%rax,4), %r12
	leaq	(,%r10,4), %r13
	movq	%rbx, %r15
	andq	$-8, %r15
	addq	%r15, %rax
	leaq	(%r10,%r15), %r14
	addq	%r8, %r12
	addq	$16, %r12
	addq	%rdi, %r13
	addq	$16, %r13
	xorl	%ebp, %ebp
# LLVM-MCA-END heldout_sort_62
# LLVM-MCA-BEGIN heldout_sort_63
	movups	-16(%r13,%rbp,4), %xmm0
	movups	(%r13,%rbp,4), %xmm1
	movups	%xmm0, -16(%r12,%rbp,4)
	movups	%xmm1, (%r12,%rbp,4)
	addq	$8, %rbp
	cmpq	%rbp, %r15
# LLVM-MCA-END heldout_sort_63
# LLVM-MCA-BEGIN heldout_sort_64
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rdx, %rbx
	movq	%rsi, %r15
	movq	%rdi, %r14
	movl	$1024, %edx
	movq	%rbx, %rdi
	xorl	%esi, %esi
# LLVM-MCA-END heldout_sort_64
# LLVM-MCA-BEGIN heldout_sort_65
	movl	%r15d, %eax
	andl	$3, %eax
	cmpq	$4, %r15
# LLVM-MCA-END heldout_sort_65
# LLVM-MCA-BEGIN heldout_sort_66
	andq	$-4, %r15
	xorl	%ecx, %ecx
# LLVM-MCA-END heldout_sort_66
# LLVM-MCA-BEGIN heldout_sort_67
	movzbl	(%r14,%rcx), %edx
	incl	(%rbx,%rdx,4)
	movzbl	1(%r14,%rcx), %edx
	incl	(%rbx,%rdx,4)
	movzbl	2(%r14,%rcx), %edx
	incl	(%rbx,%rdx,4)
	movzbl	3(%r14,%rcx), %edx
	incl	(%rbx,%rdx,4)
	addq	$4, %rcx
	cmpq	%rcx, %r15
# LLVM-MCA-END heldout_sort_67
# LLVM-MCA-BEGIN heldout_sort_68
	addq	%r14, %rcx
	xorl	%edx, %edx
# LLVM-MCA-END heldout_sort_68
# LLVM-MCA-BEGIN heldout_sort_69
	movzbl	(%rcx,%rdx), %esi
	incl	(%rbx,%rsi,4)
	incq	%rdx
	cmpq	%rdx, %rax
# LLVM-MCA-END heldout_sort_69
# LLVM-MCA-BEGIN heldout_sort_70
	xorl	%r15d, %r15d
	xorl	%r13d, %r13d
# LLVM-MCA-END heldout_sort_70
# LLVM-MCA-BEGIN heldout_sort_71
	addq	$2, %r15
	cmpq	$256, %r15
# LLVM-MCA-END heldout_sort_71
# LLVM-MCA-BEGIN heldout_sort_72
	movl	(%rbx,%r15,4), %r12d
	testq	%r12, %r12
# LLVM-MCA-END heldout_sort_72
# LLVM-MCA-BEGIN heldout_sort_73
	leaq	(%r14,%r13), %rdi
	movl	%r15d, %esi
	movq	%r12, %rdx
# LLVM-MCA-END heldout_sort_73
# LLVM-MCA-BEGIN heldout_sort_74
	leal	-1(%r12), %eax
	addq	%rax, %r13
	incq	%r13
# LLVM-MCA-END heldout_sort_74
# LLVM-MCA-BEGIN heldout_sort_75
	movl	4(%rbx,%r15,4), %r12d
	testq	%r12, %r12
# LLVM-MCA-END heldout_sort_75
# LLVM-MCA-BEGIN heldout_sort_76
	leal	1(%r15), %esi
	leaq	(%r14,%r13), %rdi
	movq	%r12, %rdx
# LLVM-MCA-END heldout_sort_76
# LLVM-MCA-BEGIN heldout_sort_78
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
# LLVM-MCA-END heldout_sort_78
# LLVM-MCA-BEGIN heldout_sort_79
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r12
	pushq	%rbx
	movq	%r8, %rbx
	movl	%ecx, %ebp
	movq	%rdx, %r12
	movq	%rsi, %r14
	movq	%rdi, %r15
	movl	$2048, %edx
	movq	%r8, %rdi
	xorl	%esi, %esi
# LLVM-MCA-END heldout_sort_79
# LLVM-MCA-BEGIN heldout_sort_80
	movq	%r12, %rdx
	andq	$-2, %rdx
	xorl	%eax, %eax
# LLVM-MCA-END heldout_sort_80
# LLVM-MCA-BEGIN heldout_sort_81
	movl	(%r15,%rax,4), %esi
	movl	%ebp, %ecx
	shrl	%cl, %esi
	movzbl	%sil, %ecx
	incq	(%rbx,%rcx,8)
	movl	4(%r15,%rax,4), %esi
	movl	%ebp, %ecx
	shrl	%cl, %esi
	movzbl	%sil, %ecx
	incq	(%rbx,%rcx,8)
	addq	$2, %rax
	cmpq	%rax, %rdx
# LLVM-MCA-END heldout_sort_81
# LLVM-MCA-BEGIN heldout_sort_82
	movl	(%r15,%rax,4), %eax
	movl	%ebp, %ecx
	shrl	%cl, %eax
	movzbl	%al, %eax
	incq	(%rbx,%rax,8)
# LLVM-MCA-END heldout_sort_82
# LLVM-MCA-BEGIN heldout_sort_84
	movq	(%rbx,%rax,8), %rdx
	addq	%rcx, %rdx
	movq	%rcx, (%rbx,%rax,8)
	movq	8(%rbx,%rax,8), %rcx
	addq	%rdx, %rcx
	movq	%rdx, 8(%rbx,%rax,8)
	movq	16(%rbx,%rax,8), %rdx
	addq	%rcx, %rdx
	movq	%rcx, 16(%rbx,%rax,8)
	movq	24(%rbx,%rax,8), %rcx
	addq	%rdx, %rcx
	movq	%rdx, 24(%rbx,%rax,8)
	addq	$4, %rax
	cmpq	$256, %rax
# LLVM-MCA-END heldout_sort_84
# LLVM-MCA-BEGIN heldout_sort_86
	movl	(%r15,%rax,4), %esi
	movl	%esi, %edi
	movl	%ebp, %ecx
	shrl	%cl, %edi
	movzbl	%dil, %ecx
	movq	(%rbx,%rcx,8), %rdi
	leaq	1(%rdi), %r8
	movq	%r8, (%rbx,%rcx,8)
	movl	%esi, (%r14,%rdi,4)
	movl	4(%r15,%rax,4), %esi
	movl	%esi, %edi
	movl	%ebp, %ecx
	shrl	%cl, %edi
	movzbl	%dil, %ecx
	movq	(%rbx,%rcx,8), %rdi
	leaq	1(%rdi), %r8
	movq	%r8, (%rbx,%rcx,8)
	movl	%esi, (%r14,%rdi,4)
	addq	$2, %rax
	cmpq	%rax, %rdx
# LLVM-MCA-END heldout_sort_86
# LLVM-MCA-BEGIN heldout_sort_87
	movl	(%r15,%rax,4), %eax
	movl	%eax, %edx
	movl	%ebp, %ecx
	shrl	%cl, %edx
	movzbl	%dl, %ecx
	movq	(%rbx,%rcx,8), %rdx
	leaq	1(%rdx), %rsi
	movq	%rsi, (%rbx,%rcx,8)
	movl	%eax, (%r14,%rdx,4)
# LLVM-MCA-END heldout_sort_87
# LLVM-MCA-BEGIN heldout_sort_88
	popq	%rbx
	popq	%r12
	popq	%r14
	popq	%r15
	popq	%rbp
# LLVM-MCA-END heldout_sort_88
# LLVM-MCA-BEGIN heldout_sort_90
	movq	%rdx, %rsi
	cmpq	%rsi, %rax
# LLVM-MCA-END heldout_sort_90
# LLVM-MCA-BEGIN heldout_sort_91
	movq	%rsi, %rcx
	subq	%rax, %rcx
	shrq	%rcx
	leaq	(%rcx,%rax), %rdx
	ucomisd	(%rdi,%rdx,8), %xmm0
# LLVM-MCA-END heldout_sort_91
# LLVM-MCA-BEGIN heldout_sort_92
	addq	%rcx, %rax
	incq	%rax
	cmpq	%rsi, %rax
# LLVM-MCA-END heldout_sort_92
# LLVM-MCA-BEGIN heldout_sort_93
	movq	%rdi, %rcx
	cmpq	$2, %rsi
# LLVM-MCA-END heldout_sort_93
# LLVM-MCA-BEGIN heldout_sort_94
	subq	%rax, %rsi
	cmpq	$1, %rsi
# LLVM-MCA-END heldout_sort_94
# LLVM-MCA-BEGIN heldout_sort_95
	movq	%rsi, %rax
	shrq	%rax
	cmpl	%edx, (%rcx,%rax,4)
# LLVM-MCA-END heldout_sort_95
# LLVM-MCA-BEGIN heldout_sort_96
	movq	%rcx, %rsi
	subq	%rdi, %rsi
	sarq	$2, %rsi
	xorl	%eax, %eax
	cmpl	%edx, (%rcx)
	setl	%al
	addq	%rsi, %rax
# LLVM-MCA-END heldout_sort_96
# LLVM-MCA-BEGIN heldout_sort_97
	pushq	%rbx
	xorl	%eax, %eax
	leaq	shell_sort_f32.gaps(%rip), %rcx
# LLVM-MCA-END heldout_sort_97
# LLVM-MCA-BEGIN heldout_sort_98
	incq	%rax
	cmpq	$8, %rax
# LLVM-MCA-END heldout_sort_98
# LLVM-MCA-BEGIN heldout_sort_99
	movq	(%rcx,%rax,8), %rdx
	cmpq	%rsi, %rdx
# LLVM-MCA-END heldout_sort_99
# LLVM-MCA-BEGIN heldout_sort_100
	leaq	(%rdi,%rdx,4), %r8
	movq	%rdi, %r9
	movq	%rdx, %r10
# LLVM-MCA-END heldout_sort_100
# LLVM-MCA-BEGIN heldout_sort_101
	addq	%r10, %r11
	movq	%r11, %rbx
# LLVM-MCA-END heldout_sort_101
# LLVM-MCA-BEGIN heldout_sort_102
	movss	%xmm0, (%rdi,%rbx,4)
	incq	%r10
	addq	$4, %r8
	addq	$4, %r9
	cmpq	%rsi, %r10
# LLVM-MCA-END heldout_sort_102
# LLVM-MCA-BEGIN heldout_sort_103
	movss	(%rdi,%r10,4), %xmm0
	movq	%r10, %rbx
	cmpq	%rdx, %r10
# LLVM-MCA-END heldout_sort_103
# LLVM-MCA-BEGIN heldout_sort_104
	movss	(%r9,%r11,4), %xmm1
	ucomiss	%xmm0, %xmm1
# LLVM-MCA-END heldout_sort_104
# LLVM-MCA-BEGIN heldout_sort_105
	movss	%xmm1, (%r8,%r11,4)
	subq	%rdx, %r11
	leaq	(%r10,%r11), %rbx
	cmpq	%rdx, %rbx
# LLVM-MCA-END heldout_sort_105
# LLVM-MCA-BEGIN heldout_sort_106
	movq	(%rdi), %rcx
	movl	$1, %r8d
	xorl	%eax, %eax
# LLVM-MCA-END heldout_sort_106
# LLVM-MCA-BEGIN heldout_sort_107
	incq	%r8
	cmpq	%r8, %rdx
# LLVM-MCA-END heldout_sort_107
# LLVM-MCA-BEGIN heldout_sort_108
	movq	%rcx, %r9
	movq	(%rdi,%r8,8), %rcx
	cmpq	%rcx, %r9
# LLVM-MCA-END heldout_sort_108
# LLVM-MCA-BEGIN heldout_sort_109
	movl	-4(%rsi,%r8,4), %r9d
	cmpl	(%rsi,%r8,4), %r9d
# LLVM-MCA-END heldout_sort_109
# LLVM-MCA-BEGIN heldout_strings_3
	movsbl	%sil, %ecx
	xorl	%eax, %eax
# LLVM-MCA-END heldout_strings_3
# LLVM-MCA-BEGIN heldout_strings_4
	movsbl	(%rdi), %edx
	cmpl	%edx, %ecx
	cmoveq	%rdi, %rax
	incq	%rdi
	testl	%edx, %edx
# LLVM-MCA-END heldout_strings_4
# LLVM-MCA-BEGIN heldout_strings_10
	xorb	$1, %cl
	andb	%dl, %cl
	movzbl	%cl, %ecx
	addq	%rcx, %rax
	incq	%rdi
	movl	%edx, %ecx
# LLVM-MCA-END heldout_strings_10
# LLVM-MCA-BEGIN heldout_strings_11
	movzbl	(%rdi), %esi
	xorl	%edx, %edx
	leal	-9(%rsi), %r8d
	cmpl	$2, %r8d
# LLVM-MCA-END heldout_strings_11
# LLVM-MCA-BEGIN heldout_strings_12
	addq	$-2, %rsi
	xorl	%eax, %eax
# LLVM-MCA-END heldout_strings_12
# LLVM-MCA-BEGIN heldout_strings_13
	movzbl	(%rdi,%rax), %ecx
	movzbl	1(%rdi,%rsi), %edx
	movb	%dl, (%rdi,%rax)
	movb	%cl, 1(%rdi,%rsi)
	incq	%rax
	cmpq	%rsi, %rax
	leaq	-1(%rsi), %rsi
# LLVM-MCA-END heldout_strings_13
# LLVM-MCA-BEGIN heldout_strings_14
	movl	$1, %eax
	cmpq	$2, %rsi
# LLVM-MCA-END heldout_strings_14
# LLVM-MCA-BEGIN heldout_strings_15
	decq	%rsi
	movl	$1, %ecx
# LLVM-MCA-END heldout_strings_15
# LLVM-MCA-BEGIN heldout_strings_16
	movzbl	-1(%rdi,%rcx), %edx
	cmpb	(%rdi,%rsi), %dl
# LLVM-MCA-END heldout_strings_16
# LLVM-MCA-BEGIN heldout_strings_17
	incq	%rcx
	cmpq	%rsi, %rcx
	leaq	-1(%rsi), %rsi
# LLVM-MCA-END heldout_strings_17
# LLVM-MCA-BEGIN heldout_strings_18
	movq	$-1, %rax
	cmpq	%rsi, %rcx
# LLVM-MCA-END heldout_strings_18
# LLVM-MCA-BEGIN heldout_strings_19
	movzbl	(%rdi,%r9), %r10d
	cmpb	(%rdx,%r9), %r10b
# LLVM-MCA-END heldout_strings_19
# LLVM-MCA-BEGIN heldout_strings_20
	incq	%r9
	cmpq	%r9, %rcx
# LLVM-MCA-END heldout_strings_20
# LLVM-MCA-BEGIN heldout_strings_21
	leaq	(%r8,%rcx), %r9
	incq	%r9
	incq	%r8
	incq	%rdi
	cmpq	%rsi, %r9
# LLVM-MCA-END heldout_strings_21
# LLVM-MCA-BEGIN heldout_strings_22
	movq	$0, (%rdx)
	cmpq	$2, %rsi
# LLVM-MCA-END heldout_strings_22
# LLVM-MCA-BEGIN heldout_strings_23
	movl	$1, %eax
	xorl	%r9d, %r9d
# LLVM-MCA-END heldout_strings_23
# LLVM-MCA-BEGIN heldout_strings_24
	xorl	%r9d, %r9d
	cmpb	(%rdi,%rcx), %r8b
	sete	%r9b
	addq	%rcx, %r9
	movq	%r9, (%rdx,%rax,8)
	incq	%rax
	cmpq	%rsi, %rax
# LLVM-MCA-END heldout_strings_24
# LLVM-MCA-BEGIN heldout_strings_25
	movzbl	(%rdi,%rax), %r8d
	movq	%r9, %rcx
	testq	%r9, %r9
# LLVM-MCA-END heldout_strings_25
# LLVM-MCA-BEGIN heldout_strings_26
	movq	-8(%rdx,%rcx,8), %rcx
	testq	%rcx, %rcx
# LLVM-MCA-END heldout_strings_26
# LLVM-MCA-BEGIN heldout_strings_27
	leaq	1(%rcx), %rax
	cmpq	$1, %rax
	movq	%rcx, %r9
	adcq	$1, %r9
	cmpq	$4, %rax
# LLVM-MCA-END heldout_strings_27
# LLVM-MCA-BEGIN heldout_strings_28
	movq	%r9, %r10
	andq	$-4, %r10
	movdqa	.LCPI9_0(%rip), %xmm0
	xorl	%r11d, %r11d
	movdqa	.LCPI9_1(%rip), %xmm1
	movdqa	.LCPI9_2(%rip), %xmm2
# LLVM-MCA-END heldout_strings_28
# LLVM-MCA-BEGIN heldout_strings_29
	movdqa	%xmm0, %xmm3
	paddq	%xmm1, %xmm3
	movdqu	%xmm0, (%r8,%r11,8)
	movdqu	%xmm3, 16(%r8,%r11,8)
	addq	$4, %r11
	paddq	%xmm2, %xmm0
	cmpq	%r11, %r10
# LLVM-MCA-END heldout_strings_29
# LLVM-MCA-BEGIN heldout_strings_30
	movq	%r10, (%r8,%r10,8)
	incq	%r10
	cmpq	%r10, %r9
# LLVM-MCA-END heldout_strings_30
# LLVM-MCA-BEGIN heldout_strings_31
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	cmpq	$3, %rax
	movl	$2, %r9d
	cmovbq	%r9, %rax
	incq	%rsi
	cmpq	$3, %rsi
	cmovbq	%r9, %rsi
	movq	(%r8), %r10
	decq	%rax
	movl	$1, %r9d
# LLVM-MCA-END heldout_strings_31
# LLVM-MCA-BEGIN heldout_strings_32
	movq	%r9, %r10
	incq	%r9
	cmpq	%rsi, %r9
# LLVM-MCA-END heldout_strings_32
# LLVM-MCA-BEGIN heldout_strings_33
	movq	%r9, (%r8)
	testq	%rcx, %rcx
# LLVM-MCA-END heldout_strings_33
# LLVM-MCA-BEGIN heldout_strings_34
	xorl	%r11d, %r11d
	movq	%r9, %rbx
# LLVM-MCA-END heldout_strings_34
# LLVM-MCA-BEGIN heldout_strings_35
	movzbl	-1(%rdi,%r9), %ebp
	xorl	%r14d, %r14d
	cmpb	(%rdx,%r11), %bpl
	setne	%r14b
	addq	%r10, %r14
	movq	8(%r8,%r11,8), %r10
	leaq	1(%r10), %r15
	cmpq	%r14, %r15
	cmovbq	%r15, %r14
	incq	%rbx
	cmpq	%r14, %rbx
	cmovaeq	%r14, %rbx
	movq	%rbx, 8(%r8,%r11,8)
	incq	%r11
	cmpq	%r11, %rax
# LLVM-MCA-END heldout_strings_35
# LLVM-MCA-BEGIN heldout_strings_36
	popq	%rbx
	popq	%r14
	popq	%r15
	popq	%rbp
# LLVM-MCA-END heldout_strings_36
# LLVM-MCA-BEGIN heldout_strings_38
	movq	%rsi, %rcx
	andq	$-4, %rcx
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	movdqa	.LCPI10_0(%rip), %xmm1
	movdqa	.LCPI10_1(%rip), %xmm3
	pxor	%xmm2, %xmm2
# LLVM-MCA-END heldout_strings_38
# LLVM-MCA-BEGIN heldout_strings_39
	movzwl	(%rdi,%rax), %edx
	movd	%edx, %xmm4
	movzwl	2(%rdi,%rax), %edx
	movd	%edx, %xmm5
	pcmpgtb	%xmm1, %xmm4
	punpcklbw	%xmm4, %xmm4
	pshuflw	$212, %xmm4, %xmm4
	pshufd	$212, %xmm4, %xmm4
	pand	%xmm3, %xmm4
	paddq	%xmm4, %xmm2
	pcmpgtb	%xmm1, %xmm5
	punpcklbw	%xmm5, %xmm5
	pshuflw	$212, %xmm5, %xmm4
	pshufd	$212, %xmm4, %xmm4
	pand	%xmm3, %xmm4
	paddq	%xmm4, %xmm0
	addq	$4, %rax
	cmpq	%rax, %rcx
# LLVM-MCA-END heldout_strings_39
# LLVM-MCA-BEGIN heldout_strings_40
	paddq	%xmm2, %xmm0
	pshufd	$238, %xmm0, %xmm1
	paddq	%xmm0, %xmm1
	movq	%xmm1, %rax
# LLVM-MCA-END heldout_strings_40
# LLVM-MCA-BEGIN heldout_strings_41
	xorl	%edx, %edx
	cmpb	$-64, (%rdi,%rcx)
	setge	%dl
	addq	%rdx, %rax
	incq	%rcx
# LLVM-MCA-END heldout_strings_41
# LLVM-MCA-BEGIN heldout_strings_42
	movq	%rsi, %rax
	testq	%rsi, %rsi
# LLVM-MCA-END heldout_strings_42
# LLVM-MCA-BEGIN heldout_strings_43
	movq	%rax, %rsi
	andq	$-2, %rsi
	xorl	%ecx, %ecx
	leaq	hex_encode.digits(%rip), %r8
# LLVM-MCA-END heldout_strings_43
# LLVM-MCA-BEGIN heldout_strings_44
	movzbl	(%rdi,%rcx), %r9d
	shrl	$4, %r9d
	movzbl	(%r9,%r8), %r9d
	movb	%r9b, (%rdx,%rcx,2)
	movzbl	(%rdi,%rcx), %r9d
	andl	$15, %r9d
	movzbl	(%r9,%r8), %r9d
	movb	%r9b, 1(%rdx,%rcx,2)
	movzbl	1(%rdi,%rcx), %r9d
	shrl	$4, %r9d
	movzbl	(%r9,%r8), %r9d
	movb	%r9b, 2(%rdx,%rcx,2)
	movzbl	1(%rdi,%rcx), %r9d
	andl	$15, %r9d
	movzbl	(%r9,%r8), %r9d
	movb	%r9b, 3(%rdx,%rcx,2)
	addq	$2, %rcx
	cmpq	%rcx, %rsi
# LLVM-MCA-END heldout_strings_44
# LLVM-MCA-BEGIN heldout_strings_45
	movzbl	(%rdi,%rcx), %esi
	shrl	$4, %esi
	leaq	hex_encode.digits(%rip), %r8
	movzbl	(%rsi,%r8), %esi
	movb	%sil, (%rdx,%rcx,2)
	movzbl	(%rdi,%rcx), %esi
	andl	$15, %esi
	movzbl	(%rsi,%r8), %esi
	movb	%sil, 1(%rdx,%rcx,2)
# LLVM-MCA-END heldout_strings_45
# LLVM-MCA-BEGIN heldout_strings_46
	movb	$0, (%rdx,%rax,2)
	addq	%rax, %rax
# LLVM-MCA-END heldout_strings_46
# LLVM-MCA-BEGIN heldout_strings_47
	leaq	base64_encode.t(%rip), %rcx
	cmpq	$3, %rsi
# LLVM-MCA-END heldout_strings_47
# LLVM-MCA-BEGIN heldout_strings_48
	pushq	%r14
	pushq	%rbx
	movl	$2, %r8d
	xorl	%eax, %eax
# LLVM-MCA-END heldout_strings_48
# LLVM-MCA-BEGIN heldout_strings_49
	movzbl	-2(%rdi,%r8), %r9d
	movl	%r9d, %r10d
	shll	$16, %r10d
	movzbl	-1(%rdi,%r8), %r11d
	shll	$8, %r11d
	movzbl	(%rdi,%r8), %ebx
	leal	(%r11,%rbx), %r14d
	orl	%r10d, %r11d
	shrl	$2, %r9d
	movzbl	(%r9,%rcx), %r9d
	movb	%r9b, (%rdx,%rax)
	shrl	$12, %r11d
	andl	$63, %r11d
	movzbl	(%r11,%rcx), %r9d
	movb	%r9b, 1(%rdx,%rax)
	shrl	$6, %r14d
	andl	$63, %r14d
	movzbl	(%r14,%rcx), %r9d
	movb	%r9b, 2(%rdx,%rax)
	andl	$63, %ebx
	movzbl	(%rbx,%rcx), %r9d
	movb	%r9b, 3(%rdx,%rax)
	addq	$4, %rax
	addq	$3, %r8
	cmpq	%rsi, %r8
# LLVM-MCA-END heldout_strings_49
# LLVM-MCA-BEGIN heldout_strings_50
	addq	$-2, %r8
	popq	%rbx
	popq	%r14
	cmpq	%rsi, %r8
# LLVM-MCA-END heldout_strings_50
# LLVM-MCA-BEGIN heldout_strings_51
	xorl	%r8d, %r8d
	xorl	%eax, %eax
	cmpq	%rsi, %r8
# LLVM-MCA-END heldout_strings_51
# LLVM-MCA-BEGIN heldout_strings_52
	movzbl	(%rdi,%r8), %r10d
	shll	$16, %r10d
	incq	%r8
	xorl	%r9d, %r9d
	cmpq	%rsi, %r8
# LLVM-MCA-END heldout_strings_52
# LLVM-MCA-BEGIN heldout_strings_53
	movzbl	(%rdi,%r8), %r9d
	shll	$8, %r9d
# LLVM-MCA-END heldout_strings_53
# LLVM-MCA-BEGIN heldout_strings_54
	movl	%r9d, %edi
	orl	%r10d, %edi
	shrl	$18, %r10d
	shrl	$12, %edi
	andl	$63, %edi
	movzbl	(%r10,%rcx), %r10d
	movb	%r10b, (%rdx,%rax)
	movzbl	(%rdi,%rcx), %edi
	movb	%dil, 1(%rdx,%rax)
	movb	$61, %dil
	cmpq	%rsi, %r8
# LLVM-MCA-END heldout_strings_54
# LLVM-MCA-BEGIN heldout_strings_55
	shrl	$6, %r9d
	andl	$60, %r9d
	movzbl	(%r9,%rcx), %edi
# LLVM-MCA-END heldout_strings_55
# LLVM-MCA-BEGIN heldout_strings_56
	movb	%dil, 2(%rdx,%rax)
	movb	$61, 3(%rdx,%rax)
	addq	$4, %rax
	movb	$0, (%rdx,%rax)
# LLVM-MCA-END heldout_strings_56
# LLVM-MCA-BEGIN heldout_strings_57
	movb	$0, -1(%rdi,%rsi)
	decq	%rsi
# LLVM-MCA-END heldout_strings_57
# LLVM-MCA-BEGIN heldout_strings_58
	movzbl	-1(%rdi,%rsi), %eax
	cmpl	$32, %eax
# LLVM-MCA-END heldout_strings_58
# LLVM-MCA-BEGIN heldout_strings_60
	incq	%rdi
	xorl	%eax, %eax
# LLVM-MCA-END heldout_strings_60
# LLVM-MCA-BEGIN heldout_strings_61
	movzbl	(%rdi), %ecx
	incq	%rdi
	testb	%cl, %cl
# LLVM-MCA-END heldout_strings_61
# LLVM-MCA-BEGIN heldout_strings_62
	movb	%dl, -1(%rdi)
	incq	%rax
# LLVM-MCA-END heldout_strings_62
