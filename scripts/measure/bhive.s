# The 200 BHive blocks of ../shared/bhive (written by make-set.py).
# LLVM-MCA-BEGIN bhive_000_488d4424684889c7
	leaq	104(%rsp), %rax
	movq	%rax, %rdi
# LLVM-MCA-END bhive_000_488d4424684889c7
# LLVM-MCA-BEGIN bhive_001_48639c248c000000
	movslq	140(%rsp), %rbx
	movq	144(%rsp), %r14
	movq	72(%rsp), %r12
	leal	1(%rbx), %r10d
	movl	%r10d, 140(%rsp)
	movq	%rbp, (%r14,%rbx,8)
	xorl	%r14d, %r14d
	movl	140(%rsp), %r11d
	subl	$1, %r11d
# LLVM-MCA-END bhive_001_48639c248c000000
# LLVM-MCA-BEGIN bhive_002_5355415441554156
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	subq	$8, %rsp
# LLVM-MCA-END bhive_002_5355415441554156
# LLVM-MCA-BEGIN bhive_003_498b55008b742424
	movq	(%r13), %rdx
	movl	36(%rsp), %esi
	xorl	%ecx, %ecx
	movq	40(%rsp), %rdi
# LLVM-MCA-END bhive_003_498b55008b742424
# LLVM-MCA-BEGIN bhive_004_488b3b4c89f24c89
	movq	(%rbx), %rdi
	movq	%r14, %rdx
	movq	%r13, %rsi
# LLVM-MCA-END bhive_004_488b3b4c89f24c89
# LLVM-MCA-BEGIN bhive_005_48837b0800488b95
	cmpq	$0, 8(%rbx)
	movq	-312(%rbp), %rdx
	movq	%rax, -168(%rbp)
	movq	-136(%rbp), %r8
	cmoveq	%rax, %rdx
	movq	%rdx, -312(%rbp)
	movq	-128(%rbp), %rdx
# LLVM-MCA-END bhive_005_48837b0800488b95
# LLVM-MCA-BEGIN bhive_006_be215c5e004889df
	movl	$6183969, %esi
	movq	%rbx, %rdi
# LLVM-MCA-END bhive_006_be215c5e004889df
# LLVM-MCA-BEGIN bhive_007_4f8b4404e0498d49
	movq	-32(%r12,%r8), %r8
	leaq	-3(%r9), %rcx
	movq	16(%r8), %r12
	cmpq	$0, (%r12)
# LLVM-MCA-END bhive_007_4f8b4404e0498d49
# LLVM-MCA-BEGIN bhive_008_488b8550fdffff48
	movq	-688(%rbp), %rax
	movq	-576(%rbp), %rdi
	addq	$16, %rax
	cmpq	%rax, %rdi
# LLVM-MCA-END bhive_008_488b8550fdffff48
# LLVM-MCA-BEGIN bhive_009_5a5b5d415c415d
	popq	%rdx
	popq	%rbx
	popq	%rbp
	popq	%r12
	popq	%r13
# LLVM-MCA-END bhive_009_5a5b5d415c415d
# LLVM-MCA-BEGIN bhive_010_4d8b6e304d85ed
	movq	48(%r14), %r13
	testq	%r13, %r13
# LLVM-MCA-END bhive_010_4d8b6e304d85ed
# LLVM-MCA-BEGIN bhive_011_5d5b415f415e415d
	popq	%rbp
	popq	%rbx
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
# LLVM-MCA-END bhive_011_5d5b415f415e415d
# LLVM-MCA-BEGIN bhive_012_4889c74c21df4839
	movq	%rax, %rdi
	andq	%r11, %rdi
	cmpq	%rcx, %rdi
# LLVM-MCA-END bhive_012_4889c74c21df4839
# LLVM-MCA-BEGIN bhive_013_49834500014c8b7c
	addq	$1, (%r13)
	movq	48(%rsp), %r15
# LLVM-MCA-END bhive_013_49834500014c8b7c
# LLVM-MCA-BEGIN bhive_014_48894318488b4310
	movq	%rax, 24(%rbx)
	movq	16(%rbx), %rax
	movq	%rcx, 16(%rax)
	movq	%rcx, 24(%rax)
	movq	%rcx, 32(%rax)
	movq	%rcx, 40(%rax)
	movq	%rcx, 48(%rax)
	movq	%rcx, 56(%rax)
	movq	%rcx, 64(%rax)
	movq	%rcx, 72(%rax)
	movq	%rcx, 80(%rax)
	movq	%rcx, 88(%rax)
	movq	%rcx, 96(%rax)
	movq	%rcx, 104(%rax)
	movq	%rcx, 112(%rax)
	movq	%rcx, 120(%rax)
	movq	%rcx, 128(%rax)
	movq	%rcx, 136(%rax)
	movq	%rcx, 144(%rax)
	movq	%rcx, 152(%rax)
	movq	%rcx, 160(%rax)
	movq	%rcx, 168(%rax)
	movq	%rcx, 176(%rax)
	movq	%rcx, 184(%rax)
	movq	%rcx, 192(%rax)
	movq	%rcx, 200(%rax)
	movq	%rcx, 208(%rax)
	movq	%rcx, 216(%rax)
	movq	%rcx, 224(%rax)
	movq	%rcx, 232(%rax)
	movq	%rcx, 240(%rax)
	movq	%rcx, 248(%rax)
	movq	%rcx, 256(%rax)
	movq	%rcx, 264(%rax)
	movq	%rcx, 272(%rax)
	movq	%rcx, 280(%rax)
	movq	%rcx, 288(%rax)
	movq	%rcx, 296(%rax)
	movq	%rcx, 304(%rax)
	movq	%rcx, 312(%rax)
	movq	%rcx, 320(%rax)
	movq	%rcx, 328(%rax)
	movq	%rcx, 336(%rax)
	movq	%rcx, 344(%rax)
	movq	%rcx, 352(%rax)
	movq	%rcx, 360(%rax)
	movq	%rcx, 368(%rax)
	movq	%rcx, 376(%rax)
	movq	%rcx, 384(%rax)
	addq	$16, %rsp
	popq	%rbx
# LLVM-MCA-END bhive_014_48894318488b4310
# LLVM-MCA-BEGIN bhive_015_4c89d2492314c148
	movq	%r10, %rdx
	andq	(%r9,%rax,8), %rdx
	addq	%rcx, %rdx
	setb	%cl
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rsi
	movzbl	%cl, %ecx
	cmpq	%rsi, %rdx
	movq	%rsi, (%rdi,%rax,8)
	seta	%dl
	addq	$1, %rax
	movzbl	%dl, %edx
	addq	%rdx, %rcx
	cmpq	%rax, %rbx
# LLVM-MCA-END bhive_015_4c89d2492314c148
# LLVM-MCA-BEGIN bhive_016_894328488bbc24b0
	movl	%eax, 40(%rbx)
	movq	176(%rsp), %rdi
	testq	%rdi, %rdi
# LLVM-MCA-END bhive_016_894328488bbc24b0
# LLVM-MCA-BEGIN bhive_017_554889e541554154
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rdi, %r13
	subq	$8, %rsp
	movq	(%rsi), %rbx
	testq	%rbx, %rbx
# LLVM-MCA-END bhive_017_554889e541554154
# LLVM-MCA-BEGIN bhive_018_488dbb0006000048
	leaq	1536(%rbx), %rdi
	addq	$32, %rsp
	movq	%r15, %rdx
# LLVM-MCA-END bhive_018_488dbb0006000048
# LLVM-MCA-BEGIN bhive_019_488b5424584898c6
	movq	88(%rsp), %rdx
	cltq
	movb	$0, -1(%rdx,%rax)
	movq	88(%rsp), %rax
	movl	64(%r13), %r9d
	movq	%rax, 48(%rsp)
	testl	%r9d, %r9d
# LLVM-MCA-END bhive_019_488b5424584898c6
# LLVM-MCA-BEGIN bhive_020_488b85a0feffffc7
	movq	-352(%rbp), %rax
	movl	$0, -296(%rbp)
	movq	$0, -288(%rbp)
	movq	$0, -264(%rbp)
	movq	%rax, -280(%rbp)
	movq	%rax, -272(%rbp)
	movl	24(%rbx), %eax
	testl	%eax, %eax
# LLVM-MCA-END bhive_020_488b85a0feffffc7
# LLVM-MCA-BEGIN bhive_021_4963742430488d7c
	movslq	48(%r12), %rsi
	leaq	16(%rsp), %rdi
# LLVM-MCA-END bhive_021_4963742430488d7c
# LLVM-MCA-BEGIN bhive_022_53488b57204889fb
	pushq	%rbx
	movq	32(%rdi), %rdx
	movq	%rdi, %rbx
	subq	$1, (%rdx)
# LLVM-MCA-END bhive_022_53488b57204889fb
# LLVM-MCA-BEGIN bhive_023_4b834c2c08014839
	orq	$1, 8(%r12,%r13)
	cmpq	%rax, %rbx
# LLVM-MCA-END bhive_023_4b834c2c08014839
# LLVM-MCA-BEGIN bhive_024_4883c4284c89f85b
	addq	$40, %rsp
	movq	%r15, %rax
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
# LLVM-MCA-END bhive_024_4883c4284c89f85b
# LLVM-MCA-BEGIN bhive_025_488b431044036308
	movq	16(%rbx), %rax
	addl	8(%rbx), %r12d
	cmpl	(%rax), %r12d
	movl	%r12d, 8(%rbx)
# LLVM-MCA-END bhive_025_488b431044036308
# LLVM-MCA-BEGIN bhive_026_4983fd0b
	cmpq	$11, %r13
# LLVM-MCA-END bhive_026_4983fd0b
# LLVM-MCA-BEGIN bhive_027_4d85ff
	testq	%r15, %r15
# LLVM-MCA-END bhive_027_4d85ff
# LLVM-MCA-BEGIN bhive_028_488b45284883c418
	movq	40(%rbp), %rax
	addq	$24, %rsp
	movq	%rbx, %rdi
	popq	%rbx
	popq	%rbp
	xorl	%edx, %edx
# LLVM-MCA-END bhive_028_488b45284883c418
# LLVM-MCA-BEGIN bhive_029_48c7c3ffffffff41
	movq	$-1, %rbx
	cmpb	$0, (%r15)
# LLVM-MCA-END bhive_029_48c7c3ffffffff41
# LLVM-MCA-BEGIN bhive_030_415731c041564155
	pushq	%r15
	xorl	%eax, %eax
	pushq	%r14
	pushq	%r13
	movq	%r9, %r13
	pushq	%r12
	pushq	%rbp
	movq	%rdx, %rbp
	movl	$1, %edx
	pushq	%rbx
	movq	%rdi, %rbx
	subq	$200, %rsp
	movl	(%rcx), %r15d
	movslq	(%r9), %r14
	movq	272(%rsp), %r12
	movq	%rsi, 40(%rsp)
	movq	%rcx, 128(%rsp)
	movl	$1, %ecx
	movq	%r8, 16(%rsp)
	movl	$0, (%r12)
# LLVM-MCA-END bhive_030_415731c041564155
# LLVM-MCA-BEGIN bhive_031_55488990a8000000
	pushq	%rbp
	movq	%rdx, 168(%rax)
	movq	%rsp, %rbp
	movq	%rdx, 176(%rax)
	movq	%rdx, 184(%rax)
	movq	%rdx, 192(%rax)
	movq	%rdx, 200(%rax)
	popq	%rbp
# LLVM-MCA-END bhive_031_55488990a8000000
# LLVM-MCA-BEGIN bhive_032_803e3a488d460148
	cmpb	$58, (%rsi)
	leaq	1(%rsi), %rax
	movq	%rsi, %rdx
# LLVM-MCA-END bhive_032_803e3a488d460148
# LLVM-MCA-BEGIN bhive_033_b801000000bb0100
	movl	$1, %eax
	movl	$1, %ebx
	movl	$1, 36(%rsp)
# LLVM-MCA-END bhive_033_b801000000bb0100
# LLVM-MCA-BEGIN bhive_034_4883bdf83e000000
	cmpq	$0, 16120(%rbp)
# LLVM-MCA-END bhive_034_4883bdf83e000000
# LLVM-MCA-BEGIN bhive_035_4c8d44244031c04c
	leaq	64(%rsp), %r8
	xorl	%eax, %eax
	movq	%r14, (%rsp)
	movq	%r13, %r9
	movl	$9382176, %ecx
	movl	$6084645, %edx
	movq	%r12, %rsi
	movq	%rbp, %rdi
# LLVM-MCA-END bhive_035_4c8d44244031c04c
# LLVM-MCA-BEGIN bhive_036_55534883ec288338
	pushq	%rbp
	pushq	%rbx
	subq	$40, %rsp
	cmpl	$1, (%rax)
# LLVM-MCA-END bhive_036_55534883ec288338
# LLVM-MCA-BEGIN bhive_037_53488b47304889fb
	pushq	%rbx
	movq	48(%rdi), %rax
	movq	%rdi, %rbx
	movq	(%rax), %rdi
	testq	%rdi, %rdi
# LLVM-MCA-END bhive_037_53488b47304889fb
# LLVM-MCA-BEGIN bhive_038_488d432048898588
	leaq	32(%rbx), %rax
	movq	%rax, -376(%rbp)
	movq	-392(%rbp), %rax
	movq	%rax, -352(%rbp)
	movq	%r15, %rax
	movq	%rbx, %r15
	movq	%rax, %r14
	cmpb	$0, -377(%rbp)
	movq	%r15, %rdi
# LLVM-MCA-END bhive_038_488d432048898588
# LLVM-MCA-BEGIN bhive_039_c5fb1050f8c5fb10
	vmovsd	-8(%rax), %xmm2
	vmovsd	(%rax), %xmm1
	vmovapd	%xmm2, %xmm3
	vxorpd	%xmm4, %xmm3, %xmm3
	vucomisd	%xmm3, %xmm1
# LLVM-MCA-END bhive_039_c5fb1050f8c5fb10
# LLVM-MCA-BEGIN bhive_040_4d89f74d21cf4b8d
	movq	%r14, %r15
	andq	%r9, %r15
	leaq	(%r15,%r15,2), %rdx
	leaq	(%r8,%rdx,8), %r12
	movq	8(%r12), %rdi
	testq	%rdi, %rdi
# LLVM-MCA-END bhive_040_4d89f74d21cf4b8d
# LLVM-MCA-BEGIN bhive_041_8b44240c48c78380
	movl	12(%rsp), %eax
	movq	$0, 128(%rbx)
	testl	%eax, %eax
# LLVM-MCA-END bhive_041_8b44240c48c78380
# LLVM-MCA-BEGIN bhive_042_b903000000c74424
	movl	$3, %ecx
	movl	$386, 48(%rsp)
	movl	$1, %esi
	movq	%rax, 8(%rsp)
	movl	$1, %edi
	movq	%rdx, 40(%rsp)
	movq	%r8, 56(%rsp)
	movq	%r9, 24(%rsp)
	movq	%r9, 16(%rsp)
	movq	%r9, (%rsp)
	movq	%rdx, 32(%rsp)
	xorl	%edx, %edx
# LLVM-MCA-END bhive_042_b903000000c74424
# LLVM-MCA-BEGIN bhive_043_4c89ff48894c2408
	movq	%r15, %rdi
	movq	%rcx, 8(%rsp)
# LLVM-MCA-END bhive_043_4c89ff48894c2408
# LLVM-MCA-BEGIN bhive_044_448d6fff41c1ed03
	leal	-1(%rdi), %r13d
	shrl	$3, %r13d
	leal	(%r13,%r13), %ebp
	movq	9336640(,%rbp,8), %r8
	movq	16(%r8), %r9
	cmpq	%r9, %r8
# LLVM-MCA-END bhive_044_448d6fff41c1ed03
# LLVM-MCA-BEGIN bhive_045_4981ff0b0500004d
	cmpq	$1291, %r15
	cmoveq	%r12, %r15
	movzwl	50(%r13), %r12d
	cmpq	%r12, %rbp
# LLVM-MCA-END bhive_045_4981ff0b0500004d
# LLVM-MCA-BEGIN bhive_046_4883c30188024983
	addq	$1, %rbx
	movb	%al, (%rdx)
	addq	$1, %r15
	movzbl	(%rbx), %esi
	cmpb	$92, %sil
# LLVM-MCA-END bhive_046_4883c30188024983
# LLVM-MCA-BEGIN bhive_047_b8080000004885d2
	movl	$8, %eax
	testq	%rdx, %rdx
	movq	%r12, 96(%rsp)
	leaq	16(%rdi), %r9
	cmoveq	%rax, %rdx
	leaq	136456(%rdi), %rax
	movl	%edx, %esi
	movq	%rdx, %r12
	movq	%r9, 104(%rsp)
	movq	%r13, 88(%rsp)
	movq	%r14, 80(%rsp)
	movq	%rdi, %r14
	movq	%r15, 72(%rsp)
	leal	-1(%rsi), %ecx
	movq	%rbx, 64(%rsp)
	movq	%rax, %rbx
	movq	%rbp, 56(%rsp)
	movl	%ecx, %r13d
	movl	%esi, %r15d
	movq	%r8, %rbp
	movl	(%rbp), %edi
# LLVM-MCA-END bhive_047_b8080000004885d2
# LLVM-MCA-BEGIN bhive_048_488b8568ffffff48
	movq	-152(%rbp), %rax
	testq	%rax, %rax
# LLVM-MCA-END bhive_048_488b8568ffffff48
# LLVM-MCA-BEGIN bhive_049_4139ec41bd010000
	cmpl	%ebp, %r12d
	movl	$1, %r13d
# LLVM-MCA-END bhive_049_4139ec41bd010000
# LLVM-MCA-BEGIN bhive_050_6823020000
	pushq	$547
# LLVM-MCA-END bhive_050_6823020000
# LLVM-MCA-BEGIN bhive_051_488b5310488b7b18
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rdi
	movl	$6022551, %esi
# LLVM-MCA-END bhive_051_488b5310488b7b18
# LLVM-MCA-BEGIN bhive_052_4c896020488b7b10
	movq	%r12, 32(%rax)
	movq	16(%rbx), %rdi
	movslq	%ebp, %rcx
	shlq	$4, %rcx
	leal	-1(%rbp), %r9d
	subq	%rcx, %rdi
	testl	%ebp, %ebp
	leaq	-16(%rdi,%rcx), %r8
	movq	%rdi, 16(%rbx)
	leaq	24(%rax,%rcx), %rcx
# LLVM-MCA-END bhive_052_4c896020488b7b10
# LLVM-MCA-BEGIN bhive_053_488b85b0fcffff48
	movq	-848(%rbp), %rax
	movq	80(%rax), %rbx
# LLVM-MCA-END bhive_053_488b85b0fcffff48
# LLVM-MCA-BEGIN bhive_054_488d148d00000000
	leaq	(,%rcx,4), %rdx
	addq	$1, %rcx
	vmovss	(%rdi,%rdx), %xmm0
	addq	$4, %rax
	vmovss	%xmm0, -4(%rax)
	cmpq	%rax, %rbx
# LLVM-MCA-END bhive_054_488d148d00000000
# LLVM-MCA-BEGIN bhive_055_41c787cc75000000
	movl	$0, 30156(%r15)
	movl	$0, 30164(%r15)
	movl	$0, 30172(%r15)
	movl	$0, 30180(%r15)
# LLVM-MCA-END bhive_055_41c787cc75000000
# LLVM-MCA-BEGIN bhive_056_534883ec104885f6
	pushq	%rbx
	subq	$16, %rsp
	testq	%rsi, %rsi
# LLVM-MCA-END bhive_056_534883ec104885f6
# LLVM-MCA-BEGIN bhive_057_554889e541574156
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$24, %rsp
	movq	(%rdi), %rax
	movq	%rax, %r12
	shrq	%r12
	cmpq	%r12, %rsi
# LLVM-MCA-END bhive_057_554889e541574156
# LLVM-MCA-BEGIN bhive_058_4489f831d24429f0
	movl	%r15d, %eax
	xorl	%edx, %edx
	subl	%r14d, %eax
	divl	192(%rsp)
	vucomiss	%xmm2, %xmm9
# LLVM-MCA-END bhive_058_4489f831d24429f0
# LLVM-MCA-BEGIN bhive_059_660f28d04189d345
	movapd	%xmm0, %xmm2
	movl	%edx, %r11d
	testl	%r8d, %r8d
# LLVM-MCA-END bhive_059_660f28d04189d345
# LLVM-MCA-BEGIN bhive_060_488b4424c04d8d44
	movq	-64(%rsp), %rax
	leaq	(%r13,%rax), %r8
	movq	8(%rsp), %rax
	leaq	(%rax,%r13), %r9
	movq	24(%rsp), %rax
	leaq	(%r13,%rax), %r10
	movq	(%rsp), %rax
	leaq	(%rax,%r13), %r11
	movq	32(%rsp), %rax
	leaq	(%r13,%rax), %rbx
	movq	40(%rsp), %rax
	leaq	(%r13,%rax), %rbp
	movq	48(%rsp), %rax
	leaq	(%r13,%rax), %r12
	movq	-16(%rsp), %rax
	addq	%r13, %rax
	cmpq	$0, -104(%rsp)
	movq	%rax, -24(%rsp)
# LLVM-MCA-END bhive_060_488b4424c04d8d44
# LLVM-MCA-BEGIN bhive_061_488b7da84d89f849
	movq	-88(%rbp), %rdi
	movq	%r15, %r8
	subq	%rbx, %r8
	movl	%r8d, (%rdi)
	addq	$56, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
# LLVM-MCA-END bhive_061_488b7da84d89f849
# LLVM-MCA-BEGIN bhive_062_488b456831c9
	movq	104(%rbp), %rax
	xorl	%ecx, %ecx
# LLVM-MCA-END bhive_062_488b456831c9
# LLVM-MCA-BEGIN bhive_063_488b4dd86448330c
	movq	-40(%rbp), %rcx
	xorq	%fs:40, %rcx
	movl	%r12d, %eax
# LLVM-MCA-END bhive_063_488b4dd86448330c
# LLVM-MCA-BEGIN bhive_064_83c60139ce
	addl	$1, %esi
	cmpl	%ecx, %esi
# LLVM-MCA-END bhive_064_83c60139ce
# LLVM-MCA-BEGIN bhive_065_48837c2448008b44
	cmpq	$0, 72(%rsp)
	movl	112(%rsp), %eax
	sete	%dil
	testl	%eax, %eax
	setg	%dl
	movb	%dil, 168(%rsp)
	andl	%edi, %edx
	testl	%eax, %eax
	setne	%al
	andl	%edi, %eax
	movl	$0, 184(%rsp)
	movb	$0, 136(%rsp)
	movl	$4294967295, 104(%rsp)
# LLVM-MCA-END bhive_065_48837c2448008b44
# LLVM-MCA-BEGIN bhive_066_488b442468488d3c
	movq	104(%rsp), %rax
	leaq	(,%rax,8), %rdi
# LLVM-MCA-END bhive_066_488b442468488d3c
# LLVM-MCA-BEGIN bhive_067_488b938800000048
	movq	136(%rbx), %rdx
	movq	%rax, (%rdx)
	movq	-416(%rbp), %rax
	movq	$0, (%rax)
	movq	-56(%rbp), %rcx
	xorq	%fs:40, %rcx
	movq	-416(%rbp), %rax
# LLVM-MCA-END bhive_067_488b938800000048
# LLVM-MCA-BEGIN bhive_068_488b8588feffff48
	movq	-376(%rbp), %rax
	cmpq	$8, %rax
# LLVM-MCA-END bhive_068_488b8588feffff48
# LLVM-MCA-BEGIN bhive_069_488b442418488998
	movq	24(%rsp), %rax
	movq	%rbx, 136(%rax)
	movl	56(%rbx), %eax
	testl	%eax, %eax
# LLVM-MCA-END bhive_069_488b442418488998
# LLVM-MCA-BEGIN bhive_070_498b4424284889df
	movq	40(%r12), %rax
	movq	%rbx, %rdi
	movl	$1, 4(%rax)
# LLVM-MCA-END bhive_070_498b4424284889df
# LLVM-MCA-BEGIN bhive_071_4883c3284939dc
	addq	$40, %rbx
	cmpq	%rbx, %r12
# LLVM-MCA-END bhive_071_4883c3284939dc
# LLVM-MCA-BEGIN bhive_072_c4e1fa2cf0488b9d
	vcvttss2si	%xmm0, %rsi
	movq	-1928(%rbp), %rbx
	testq	%rsi, %rsi
	movl	$1, %eax
	cmoveq	%rax, %rsi
	leaq	528(%rbx), %rdi
# LLVM-MCA-END bhive_072_c4e1fa2cf0488b9d
# LLVM-MCA-BEGIN bhive_073_b81000000085c90f
	movl	$16, %eax
	testl	%ecx, %ecx
	cmovnel	%esi, %eax
	movl	%eax, 44(%rsp)
# LLVM-MCA-END bhive_073_b81000000085c90f
# LLVM-MCA-BEGIN bhive_074_488b8520f1ffff48
	movq	-3808(%rbp), %rax
	movq	$0, -3568(%rbp)
	movq	$0, -3560(%rbp)
	movq	$0, -3552(%rbp)
	leaq	88(%rax), %rcx
	movq	$0, (%rax)
	movq	$0, 8(%rax)
	movq	$0, 16(%rax)
	movq	$1, 64(%rax)
	movb	$0, 72(%rax)
	movq	$0, 80(%rax)
	movq	%rcx, -3816(%rbp)
	movq	%rax, %rcx
	addq	$136, %rax
	movq	%rax, 88(%rcx)
	movq	-3632(%rbp), %rax
	movq	$1, 96(%rcx)
	movq	$0, 112(%rcx)
	movq	$0, 128(%rcx)
	movq	$0, 104(%rcx)
	movq	216(%rax), %r12
	movabsq	$576460752303423487, %rax
	movl	$1065353216, 120(%rcx)
	movq	$0, 136(%rcx)
	movq	$0, 24(%rcx)
	movq	$0, 32(%rcx)
	movq	$0, 40(%rcx)
	cmpq	%rax, %r12
	movq	$0, 48(%rcx)
	movq	$0, 56(%rcx)
# LLVM-MCA-END bhive_074_488b8520f1ffff48
# LLVM-MCA-BEGIN bhive_075_4883ec684989c949
	subq	$104, %rsp
	movq	%rcx, %r9
	movq	72(%r8), %rax
	movq	%rsi, %rcx
	subq	64(%r8), %rax
	movq	%r9, %rsi
	vmovups	(%r8), %xmm0
	vmovups	16(%r8), %xmm1
	vmovups	32(%r8), %xmm2
	vmovups	48(%r8), %xmm3
	movq	%rcx, %r8
	movq	%rdi, 80(%rsp)
	movq	$8, 112(%rsp)
	movq	$40, 120(%rsp)
	movq	%r9, 88(%rsp)
	vmovups	%xmm0, (%rsp)
	vmovups	%xmm1, 16(%rsp)
	vmovups	%xmm2, 32(%rsp)
	vmovups	%xmm3, 48(%rsp)
	movq	$0, 64(%rsp)
	movq	%rax, 72(%rsp)
	addq	$-32, %rsp
	movq	%rsp, %r11
	leaq	112(%rsp), %rax
	movb	16(%rax), %r10b
	leaq	120(%rsp), %rdi
	movb	%r10b, (%r11)
	movq	%rax, 8(%rsp)
	movq	%rdx, 16(%rsp)
	leaq	144(%rsp), %rdx
	movq	%rdx, 24(%rsp)
	leaq	32(%rsp), %rdx
# LLVM-MCA-END bhive_075_4883ec684989c949
# LLVM-MCA-BEGIN bhive_076_4883bc24c0030000
	cmpq	$0, 960(%rsp)
# LLVM-MCA-END bhive_076_4883bc24c0030000
# LLVM-MCA-BEGIN bhive_077_31ed4989d15e4889
	xorl	%ebp, %ebp
	movq	%rdx, %r9
	popq	%rsi
	movq	%rsp, %rdx
	andq	$-16, %rsp
	pushq	%rax
	pushq	%rsp
	movq	$4281376, %r8
	movq	$4281264, %rcx
	movq	$4199456, %rdi
# LLVM-MCA-END bhive_077_31ed4989d15e4889
# LLVM-MCA-BEGIN bhive_078_55488b8750010000
	pushq	%rbp
	movq	336(%rdi), %rax
	movq	%rsp, %rbp
	popq	%rbp
# LLVM-MCA-END bhive_078_55488b8750010000
# LLVM-MCA-BEGIN bhive_079_4883ea04488d5c15
	subq	$4, %rdx
	leaq	(%rbp,%rdx), %rbx
	movl	(%rbx), %edi
# LLVM-MCA-END bhive_079_4883ea04488d5c15
# LLVM-MCA-BEGIN bhive_080_660f1f8400000000
	nopw	(%rax,%rax)
	movq	24(%rax), %rax
	addq	$1, 64(%rsp)
	movq	(%rax,%rsi,8), %r14
	addq	$1, (%r14)
	testq	%rdi, %rdi
	movq	%r14, 256(%rsp)
# LLVM-MCA-END bhive_080_660f1f8400000000
# LLVM-MCA-BEGIN bhive_081_0fb6563d4889f1f6
	movzbl	61(%rsi), %edx
	movq	%rsi, %rcx
	testb	$1, %dl
# LLVM-MCA-END bhive_081_0fb6563d4889f1f6
# LLVM-MCA-BEGIN bhive_082_a900008001
	testl	$25165824, %eax
# LLVM-MCA-END bhive_082_a900008001
# LLVM-MCA-BEGIN bhive_083_4889c34889c7
	movq	%rax, %rbx
	movq	%rax, %rdi
# LLVM-MCA-END bhive_083_4889c34889c7
# LLVM-MCA-BEGIN bhive_084_8b721883c6018972
	movl	24(%rdx), %esi
	addl	$1, %esi
	movl	%esi, 24(%rdx)
# LLVM-MCA-END bhive_084_8b721883c6018972
# LLVM-MCA-BEGIN bhive_085_48b88ee3388ee338
	movabsq	$256204778801521550, %rax
	cmpq	%rax, %r14
# LLVM-MCA-END bhive_085_48b88ee3388ee338
# LLVM-MCA-BEGIN bhive_086_488b4424284d89fe
	movq	40(%rsp), %rax
	movq	%r15, %r14
	movq	%rdx, %rbp
	leaq	(,%rax,4), %rdi
	shlq	$5, %rax
	movq	%rax, %r13
	leaq	(%rdx,%rcx,8), %rax
	xorl	%ecx, %ecx
	movq	%rdi, -96(%rsp)
	leaq	256(%r15), %rdi
	movq	%rax, -112(%rsp)
# LLVM-MCA-END bhive_086_488b4424284d89fe
# LLVM-MCA-BEGIN bhive_087_6895000000
	pushq	$149
# LLVM-MCA-END bhive_087_6895000000
# LLVM-MCA-BEGIN bhive_088_498b4520448b4c24
	movq	32(%r13), %rax
	movl	84(%rsp), %r9d
	leaq	688(%rsp), %rdi
	movl	48(%r15), %r8d
	movl	56(%r15), %ecx
	movl	$17693400, %esi
	movl	52(%r15), %edx
	movl	80(%rsp), %r10d
	movl	76(%rax), %eax
	movl	%r9d, 16(%rsp)
	movl	48(%rsp), %r9d
	movl	%r10d, 8(%rsp)
	andl	$8388608, %eax
	cmpl	$1, %eax
	sbbl	%eax, %eax
	andl	$4294443008, %eax
	addl	$524290, %eax
	movl	%eax, 24(%rsp)
	movl	60(%rsp), %eax
	movl	%eax, (%rsp)
	xorl	%eax, %eax
# LLVM-MCA-END bhive_088_498b4520448b4c24
# LLVM-MCA-BEGIN bhive_089_84c0488b9d48f5ff
	testb	%al, %al
	movq	-2744(%rbp), %rbx
# LLVM-MCA-END bhive_089_84c0488b9d48f5ff
# LLVM-MCA-BEGIN bhive_090_4d8966684d8d7c24
	movq	%r12, 104(%r14)
	leaq	64(%r12), %r15
	movq	64(%r12), %r8
	xorl	%r13d, %r13d
	movq	$-1, %rdi
# LLVM-MCA-END bhive_090_4d8966684d8d7c24
# LLVM-MCA-BEGIN bhive_091_488b85f8f2ffff48
	movq	-3336(%rbp), %rax
	movq	152(%rax), %rdi
# LLVM-MCA-END bhive_091_488b85f8f2ffff48
# LLVM-MCA-BEGIN bhive_092_4a8b7ce518488b4f
	movq	24(%rbp,%r12,8), %rdi
	movq	8(%rdi), %rcx
	testb	$-128, 171(%rcx)
# LLVM-MCA-END bhive_092_4a8b7ce518488b4f
# LLVM-MCA-BEGIN bhive_093_418b761c39f0
	movl	28(%r14), %esi
	cmpl	%esi, %eax
# LLVM-MCA-END bhive_093_418b761c39f0
# LLVM-MCA-BEGIN bhive_094_488b45804c8b9d58
	movq	-128(%rbp), %rax
	movq	-168(%rbp), %r11
	movq	%rbx, (%r14)
	movl	-208(%rbp), %ecx
	movq	-216(%rbp), %r8
	movq	-224(%rbp), %r10
	movzwl	(%rax,%r11,2), %edx
	movl	-120(%rbp), %eax
	subl	%r15d, %eax
	cmpl	%eax, %edx
# LLVM-MCA-END bhive_094_488b45804c8b9d58
# LLVM-MCA-BEGIN bhive_095_8b8424e80100008b
	movl	488(%rsp), %eax
	movl	484(%rsp), %edx
	movl	%r12d, %ecx
	movl	%r12d, %r9d
	movq	440(%rsp), %rdi
	movq	360(%rsp), %r10
	movq	104(%rsp), %r8
	movl	$1, 64(%rsp)
	subl	%eax, %ecx
	subl	%edx, %r9d
	addl	$1, %edx
	movl	%ecx, 524(%rsp)
	movq	432(%rsp), %rcx
	movslq	%edx, %rdx
	movl	%r9d, 520(%rsp)
	movl	$1, 56(%rsp)
	movq	%rbx, 48(%rsp)
	imulq	%rdx, %rcx
	imulq	352(%rsp), %rdx
	leaq	1(%rdi,%rcx), %rcx
	leaq	(%r13,%rcx,4), %rcx
	movq	%rdi, 32(%rsp)
	movq	704(%rsp), %rdi
	movq	%rcx, 40(%rsp)
	leaq	(%rdx,%r10), %rcx
	leal	1(%rax), %edx
	movq	%rdi, 24(%rsp)
	movq	696(%rsp), %rdi
	movslq	%edx, %rdx
	addq	%rcx, %rdx
	addl	160(%rsp), %eax
	movq	136(%rsp), %rcx
	leaq	(%rdi,%rdx,4), %rdx
	movq	672(%rsp), %rdi
	movq	%rdx, 16(%rsp)
	movq	%r14, %rdx
	cltq
	movq	%rdi, 8(%rsp)
	movq	664(%rsp), %rdi
	imulq	400(%rsp), %rax
	addq	408(%rsp), %rax
	addq	144(%rsp), %rax
	leaq	(%rdi,%rax,4), %rax
	movq	%rsi, %rdi
	movq	%rax, (%rsp)
	xorl	%eax, %eax
# LLVM-MCA-END bhive_095_8b8424e80100008b
# LLVM-MCA-BEGIN bhive_096_4c89ff4983c610
	movq	%r15, %rdi
	addq	$16, %r14
# LLVM-MCA-END bhive_096_4c89ff4983c610
# LLVM-MCA-BEGIN bhive_097_498d9424f86c0000
	leaq	27896(%r12), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
# LLVM-MCA-END bhive_097_498d9424f86c0000
# LLVM-MCA-BEGIN bhive_098_80fa3c
	cmpb	$60, %dl
# LLVM-MCA-END bhive_098_80fa3c
# LLVM-MCA-BEGIN bhive_099_4883f8ff480f4485
	cmpq	$-1, %rax
	cmoveq	-136(%rbp), %rax
	movq	8(%r12), %rdx
	leaq	1(%rax,%rdx), %rax
	movq	-136(%rbp), %rdx
	cmpq	%rbx, %rax
	movq	-144(%rbp), %rax
	movq	%rdx, -72(%rbp)
	movq	%rax, -80(%rbp)
# LLVM-MCA-END bhive_099_4883f8ff480f4485
# LLVM-MCA-BEGIN bhive_100_4885c049894500
	testq	%rax, %rax
	movq	%rax, (%r13)
# LLVM-MCA-END bhive_100_4885c049894500
# LLVM-MCA-BEGIN bhive_101_488d0409490fafc0
	leaq	(%rcx,%rcx), %rax
	imulq	%r8, %rax
	shlq	$5, %r8
	addq	%r8, -40(%rsp)
	addq	%rax, -24(%rsp)
	testb	$2, -32(%rsp)
# LLVM-MCA-END bhive_101_488d0409490fafc0
# LLVM-MCA-BEGIN bhive_102_488b6e184883fdff
	movq	24(%rsi), %rbp
	cmpq	$-1, %rbp
# LLVM-MCA-END bhive_102_488b6e184883fdff
# LLVM-MCA-BEGIN bhive_103_4489cf8b14baf7e2
	movl	%r9d, %edi
	movl	(%rdx,%rdi,4), %edx
	mull	%edx
	movslq	%edx, %rdx
	movq	%r8, -128(%rcx)
	cmpq	$3, %rdx
	movl	$5, -8(%rcx)
	movq	%r12, -144(%rcx)
	cmovleq	%rbp, %rdx
	movq	%rax, -168(%rcx)
	movq	$0, -120(%rcx)
	cmpq	%r10, %rdx
	movq	$0, -112(%rcx)
	movq	%rcx, -104(%rcx)
	cmovgq	%r10, %rdx
	subl	$1, %r9d
	addq	$8, %r8
	addq	%rdx, %rbx
	subq	%rdx, %r10
	addq	$168, %rcx
	movq	%rbx, (%r8)
	testq	%r10, %r10
	leaq	1(%r11), %rdi
# LLVM-MCA-END bhive_103_4489cf8b14baf7e2
# LLVM-MCA-BEGIN bhive_104_488385f0feffff08
	addq	$8, -272(%rbp)
	movq	-272(%rbp), %rax
	cmpq	%rax, -312(%rbp)
# LLVM-MCA-END bhive_104_488385f0feffff08
# LLVM-MCA-BEGIN bhive_105_488b73404889ef
	movq	64(%rbx), %rsi
	movq	%rbp, %rdi
# LLVM-MCA-END bhive_105_488b73404889ef
# LLVM-MCA-BEGIN bhive_106_488d8c24f0000000
	leaq	240(%rsp), %rcx
	leaq	176(%rsp), %rdx
	leaq	160(%rsp), %rsi
	movq	%rbx, %rdi
# LLVM-MCA-END bhive_106_488d8c24f0000000
# LLVM-MCA-BEGIN bhive_107_498bae6802000049
	movq	616(%r14), %rbp
	leaq	8552(%r14), %rbx
	movl	$3, %edx
	movq	%rax, %rdi
	movl	$5, 8552(%r14)
	movq	%rbx, %rsi
# LLVM-MCA-END bhive_107_498bae6802000049
# LLVM-MCA-BEGIN bhive_108_8b4a204439c1
	movl	32(%rdx), %ecx
	cmpl	%r8d, %ecx
# LLVM-MCA-END bhive_108_8b4a204439c1
# LLVM-MCA-BEGIN bhive_109_4c895424504c895c
	movq	%r10, 80(%rsp)
	movq	%r11, 72(%rsp)
	movq	%rcx, 64(%rsp)
# LLVM-MCA-END bhive_109_4c895424504c895c
# LLVM-MCA-BEGIN bhive_110_448b4718554889e5
	movl	24(%rdi), %r8d
	pushq	%rbp
	movq	%rsp, %rbp
	testl	%r8d, %r8d
# LLVM-MCA-END bhive_110_448b4718554889e5
# LLVM-MCA-BEGIN bhive_111_4889c5488d2cad00
	movq	%rax, %rbp
	leaq	(,%rbp,4), %rbp
	shlq	%rax
	leaq	(%rdi,%rax,8), %rdi
	leaq	(%rsi,%rbp,8), %rsi
	negq	%rbp
	negq	%rax
	nopl	(%rax)
	prefetcht0	512(%rdi,%rax,8)
	prefetcht0	512(%rsi,%rbp,8)
	vmovups	-64(%rdi,%rax,8), %xmm0
	vmovddup	-64(%rsi,%rbp,8), %xmm4
	vmovddup	-56(%rsi,%rbp,8), %xmm5
	vfmadd231pd	%xmm4, %xmm0, %xmm8
	vfmadd231pd	%xmm5, %xmm0, %xmm9
	vmovddup	-48(%rsi,%rbp,8), %xmm6
	vmovddup	-40(%rsi,%rbp,8), %xmm7
	vfmadd231pd	%xmm6, %xmm0, %xmm10
	vfmadd231pd	%xmm7, %xmm0, %xmm11
	addq	$4, %rbp
	addq	$2, %rax
	vmovups	-64(%rdi,%rax,8), %xmm0
	vmovddup	-64(%rsi,%rbp,8), %xmm4
	vmovddup	-56(%rsi,%rbp,8), %xmm5
	vfmadd231pd	%xmm4, %xmm0, %xmm8
	vfmadd231pd	%xmm5, %xmm0, %xmm9
	vmovddup	-48(%rsi,%rbp,8), %xmm6
	vmovddup	-40(%rsi,%rbp,8), %xmm7
	vfmadd231pd	%xmm6, %xmm0, %xmm10
	vfmadd231pd	%xmm7, %xmm0, %xmm11
	addq	$4, %rbp
	addq	$2, %rax
	prefetcht0	512(%rsi,%rbp,8)
	vmovups	-64(%rdi,%rax,8), %xmm0
	vmovddup	-64(%rsi,%rbp,8), %xmm4
	vmovddup	-56(%rsi,%rbp,8), %xmm5
	vfmadd231pd	%xmm4, %xmm0, %xmm8
	vfmadd231pd	%xmm5, %xmm0, %xmm9
	vmovddup	-48(%rsi,%rbp,8), %xmm6
	vmovddup	-40(%rsi,%rbp,8), %xmm7
	vfmadd231pd	%xmm6, %xmm0, %xmm10
	vfmadd231pd	%xmm7, %xmm0, %xmm11
	addq	$4, %rbp
	addq	$2, %rax
	vmovups	-64(%rdi,%rax,8), %xmm0
	vmovddup	-64(%rsi,%rbp,8), %xmm4
	vmovddup	-56(%rsi,%rbp,8), %xmm5
	vfmadd231pd	%xmm4, %xmm0, %xmm8
	vfmadd231pd	%xmm5, %xmm0, %xmm9
	vmovddup	-48(%rsi,%rbp,8), %xmm6
	vmovddup	-40(%rsi,%rbp,8), %xmm7
	vfmadd231pd	%xmm6, %xmm0, %xmm10
	vfmadd231pd	%xmm7, %xmm0, %xmm11
	addq	$4, %rbp
	addq	$2, %rax
	prefetcht0	512(%rdi,%rax,8)
	prefetcht0	512(%rsi,%rbp,8)
	vmovups	-64(%rdi,%rax,8), %xmm0
	vmovddup	-64(%rsi,%rbp,8), %xmm4
	vmovddup	-56(%rsi,%rbp,8), %xmm5
	vfmadd231pd	%xmm4, %xmm0, %xmm8
	vfmadd231pd	%xmm5, %xmm0, %xmm9
	vmovddup	-48(%rsi,%rbp,8), %xmm6
	vmovddup	-40(%rsi,%rbp,8), %xmm7
	vfmadd231pd	%xmm6, %xmm0, %xmm10
	vfmadd231pd	%xmm7, %xmm0, %xmm11
	addq	$4, %rbp
	addq	$2, %rax
	vmovups	-64(%rdi,%rax,8), %xmm0
	vmovddup	-64(%rsi,%rbp,8), %xmm4
	vmovddup	-56(%rsi,%rbp,8), %xmm5
	vfmadd231pd	%xmm4, %xmm0, %xmm8
	vfmadd231pd	%xmm5, %xmm0, %xmm9
	vmovddup	-48(%rsi,%rbp,8), %xmm6
	vmovddup	-40(%rsi,%rbp,8), %xmm7
	vfmadd231pd	%xmm6, %xmm0, %xmm10
	vfmadd231pd	%xmm7, %xmm0, %xmm11
	addq	$4, %rbp
	addq	$2, %rax
	prefetcht0	512(%rsi,%rbp,8)
	vmovups	-64(%rdi,%rax,8), %xmm0
	vmovddup	-64(%rsi,%rbp,8), %xmm4
	vmovddup	-56(%rsi,%rbp,8), %xmm5
	vfmadd231pd	%xmm4, %xmm0, %xmm8
	vfmadd231pd	%xmm5, %xmm0, %xmm9
	vmovddup	-48(%rsi,%rbp,8), %xmm6
	vmovddup	-40(%rsi,%rbp,8), %xmm7
	vfmadd231pd	%xmm6, %xmm0, %xmm10
	vfmadd231pd	%xmm7, %xmm0, %xmm11
	addq	$4, %rbp
	addq	$2, %rax
	vmovups	-64(%rdi,%rax,8), %xmm0
	vmovddup	-64(%rsi,%rbp,8), %xmm4
	vmovddup	-56(%rsi,%rbp,8), %xmm5
	vfmadd231pd	%xmm4, %xmm0, %xmm8
	vfmadd231pd	%xmm5, %xmm0, %xmm9
	vmovddup	-48(%rsi,%rbp,8), %xmm6
	vmovddup	-40(%rsi,%rbp,8), %xmm7
	vfmadd231pd	%xmm6, %xmm0, %xmm10
	vfmadd231pd	%xmm7, %xmm0, %xmm11
	addq	$4, %rbp
	addq	$2, %rax
# LLVM-MCA-END bhive_111_4889c5488d2cad00
# LLVM-MCA-BEGIN bhive_112_488b7d00
	movq	(%rbp), %rdi
# LLVM-MCA-END bhive_112_488b7d00
# LLVM-MCA-BEGIN bhive_113_4c3b7b08
	cmpq	8(%rbx), %r15
# LLVM-MCA-END bhive_113_4c3b7b08
# LLVM-MCA-BEGIN bhive_114_488b4728488b7810
	movq	40(%rdi), %rax
	movq	16(%rax), %rdi
# LLVM-MCA-END bhive_114_488b4728488b7810
# LLVM-MCA-BEGIN bhive_115_488b4708488b80a8
	movq	8(%rdi), %rax
	movq	168(%rax), %rax
	testl	$8388608, %eax
# LLVM-MCA-END bhive_115_488b4708488b80a8
# LLVM-MCA-BEGIN bhive_116_f20f10264801d60f
	movsd	(%rsi), %xmm4
	addq	%rdx, %rsi
	movhps	(%rsi), %xmm4
	addq	%rdx, %rsi
	movsd	(%rsi), %xmm5
	addq	%rdx, %rsi
	movhps	(%rsi), %xmm5
	addq	%rdx, %rsi
	movaps	%xmm4, %xmm6
	shufps	$136, %xmm5, %xmm4
	shufps	$221, %xmm5, %xmm6
	andps	%xmm15, %xmm4
	andps	%xmm15, %xmm6
	addps	%xmm6, %xmm4
	minps	%xmm4, %xmm0
	movsd	(%rsi), %xmm7
	addq	%rdx, %rsi
	movhps	(%rsi), %xmm7
	addq	%rdx, %rsi
	movsd	(%rsi), %xmm8
	addq	%rdx, %rsi
	movhps	(%rsi), %xmm8
	addq	%rdx, %rsi
	movaps	%xmm7, %xmm9
	shufps	$136, %xmm8, %xmm7
	shufps	$221, %xmm8, %xmm9
	andps	%xmm15, %xmm7
	andps	%xmm15, %xmm9
	addps	%xmm9, %xmm7
	minps	%xmm7, %xmm0
	decq	%rax
# LLVM-MCA-END bhive_116_f20f10264801d60f
# LLVM-MCA-BEGIN bhive_117_4d89f14533d24c2b
	movq	%r14, %r9
	xorl	%r10d, %r10d
	subq	%rcx, %r9
	movl	$1, %r11d
	movq	%r9, %r8
	xorl	%edi, %edi
	shrq	%r8
	testq	%r8, %r8
# LLVM-MCA-END bhive_117_4d89f14533d24c2b
# LLVM-MCA-BEGIN bhive_118_4d8b4d48440fb7c0
	movq	72(%r13), %r9
	movzwl	%ax, %r8d
	movl	52(%r9), %r10d
	leal	-4(%r10), %r9d
	cmpl	%r9d, %r8d
# LLVM-MCA-END bhive_118_4d8b4d48440fb7c0
# LLVM-MCA-BEGIN bhive_119_488d04b24885c0
	leaq	(%rdx,%rsi,4), %rax
	testq	%rax, %rax
# LLVM-MCA-END bhive_119_488d04b24885c0
# LLVM-MCA-BEGIN bhive_120_8d4b02488dbccd90
	leal	2(%rbx), %ecx
	leaq	144(%rbp,%rcx,8), %rdi
# LLVM-MCA-END bhive_120_8d4b02488dbccd90
# LLVM-MCA-BEGIN bhive_121_4829d14885c9c744
	subq	%rdx, %rcx
	testq	%rcx, %rcx
	movl	$1, 48(%rsp)
# LLVM-MCA-END bhive_121_4829d14885c9c744
# LLVM-MCA-BEGIN bhive_122_4c8bad18f8ffff4c
	movq	-2024(%rbp), %r13
	leaq	-368(%rbp), %r12
	movq	-2040(%rbp), %rdx
	movq	$27, -152(%rbp)
	movq	%rax, -160(%rbp)
	movq	-1200(%rbp), %rax
	movq	%r12, %rdi
	movq	%r13, %rsi
	movq	%rax, -112(%rbp)
	movq	-1192(%rbp), %rax
	movq	%rax, -104(%rbp)
# LLVM-MCA-END bhive_122_4c8bad18f8ffff4c
# LLVM-MCA-BEGIN bhive_123_4c8da540ffffff49
	leaq	-192(%rbp), %r12
	leaq	16(%r12), %rax
	movq	%r12, %rdi
	movq	%rax, -192(%rbp)
# LLVM-MCA-END bhive_123_4c8da540ffffff49
# LLVM-MCA-BEGIN bhive_124_666666662e0f1f84
	nopw	%cs:(%rax,%rax)
	movq	72(%rsp), %rax
	leaq	128(%rsp), %rsi
	addq	$32, %rsi
	movq	%rax, %rbp
	leaq	(,%rbp,2), %rbp
	leaq	(%rsi,%rbp,8), %rsi
	shlq	$3, %rax
	leaq	(%rdi,%rax,8), %rdi
	vzeroall
	movq	%r12, %rax
	subq	72(%rsp), %rax
	movq	%rax, 80(%rsp)
	andq	$-8, %rax
# LLVM-MCA-END bhive_124_666666662e0f1f84
# LLVM-MCA-BEGIN bhive_125_8d4aff89ce8b74b7
	leal	-1(%rdx), %ecx
	movl	%ecx, %esi
	movl	4(%rdi,%rsi,4), %esi
	testl	%esi, %esi
# LLVM-MCA-END bhive_125_8d4aff89ce8b74b7
# LLVM-MCA-BEGIN bhive_126_44396f08
	cmpl	%r13d, 8(%rdi)
# LLVM-MCA-END bhive_126_44396f08
# LLVM-MCA-BEGIN bhive_127_488b4598488b7d90
	movq	-104(%rbp), %rax
	movq	-112(%rbp), %rdi
	leaq	1(%rax), %r13
	movq	%r13, 32(%r15)
	movzbl	(%rax), %r12d
	movsbl	%r12b, %ebx
	movl	%ebx, %esi
# LLVM-MCA-END bhive_127_488b4598488b7d90
# LLVM-MCA-BEGIN bhive_128_c5fb104c24784c8b
	vmovsd	120(%rsp), %xmm1
	movq	128(%rsp), %r11
	vdivsd	%xmm1, %xmm0, %xmm4
	vmovsd	%xmm4, 120(%rsp)
	vmulsd	112(%rsp), %xmm0, %xmm0
	vucomisd	%xmm0, %xmm0
# LLVM-MCA-END bhive_128_c5fb104c24784c8b
# LLVM-MCA-BEGIN bhive_129_4883c0014839c8
	addq	$1, %rax
	cmpq	%rcx, %rax
# LLVM-MCA-END bhive_129_4883c0014839c8
# LLVM-MCA-BEGIN bhive_130_498b5c24284939dd
	movq	40(%r12), %rbx
	cmpq	%rbx, %r13
	movq	%rbx, %rdx
	cmovbeq	%r13, %rdx
	testq	%rdx, %rdx
# LLVM-MCA-END bhive_130_498b5c24284939dd
# LLVM-MCA-BEGIN bhive_131_4c8bbc24e8020000
	movq	744(%rsp), %r15
	testq	%r15, %r15
# LLVM-MCA-END bhive_131_4c8bbc24e8020000
# LLVM-MCA-BEGIN bhive_132_41545553807f1c00
	pushq	%r12
	pushq	%rbp
	pushq	%rbx
	cmpb	$0, 28(%rdi)
	movq	%rdi, %rbx
# LLVM-MCA-END bhive_132_41545553807f1c00
# LLVM-MCA-BEGIN bhive_133_4183e10141891641
	andl	$1, %r9d
	movl	%edx, (%r14)
	movl	%eax, 4(%r14)
# LLVM-MCA-END bhive_133_4183e10141891641
# LLVM-MCA-BEGIN bhive_134_f20f105c2460f20f
	movsd	96(%rsp), %xmm3
	movsd	80(%rsp), %xmm5
	movsd	%xmm3, 8(%rsp)
	fldl	8(%rsp)
	movsd	%xmm5, 8(%rsp)
	fldl	8(%rsp)
	fprem
	fnstsw	%ax
	testb	$4, %ah
# LLVM-MCA-END bhive_134_f20f105c2460f20f
# LLVM-MCA-BEGIN bhive_135_8b6c247485ed
	movl	116(%rsp), %ebp
	testl	%ebp, %ebp
# LLVM-MCA-END bhive_135_8b6c247485ed
# LLVM-MCA-BEGIN bhive_136_4839d1c5fa1108c5
	cmpq	%rdx, %rcx
	vmovss	%xmm1, (%rax)
	vmovss	%xmm0, 4(%rax)
# LLVM-MCA-END bhive_136_4839d1c5fa1108c5
# LLVM-MCA-BEGIN bhive_137_0f1f40000f188f00
	nopl	(%rax)
	prefetcht0	512(%rdi)
	vmovups	-64(%rdi), %xmm0
	vbroadcastss	-32(%rsi), %xmm2
	vbroadcastss	-28(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm8
	vfnmadd231ps	%xmm3, %xmm0, %xmm9
	vbroadcastss	-24(%rsi), %xmm2
	vbroadcastss	-20(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm12
	vfnmadd231ps	%xmm3, %xmm0, %xmm13
	vbroadcastss	-16(%rsi), %xmm2
	vbroadcastss	-12(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm4
	vfnmadd231ps	%xmm3, %xmm0, %xmm5
	addq	$24, %rsi
	addq	$16, %rdi
	decq	%rax
	vmovups	-64(%rdi), %xmm0
	vbroadcastss	-32(%rsi), %xmm2
	vbroadcastss	-28(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm8
	vfnmadd231ps	%xmm3, %xmm0, %xmm9
	vbroadcastss	-24(%rsi), %xmm2
	vbroadcastss	-20(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm12
	vfnmadd231ps	%xmm3, %xmm0, %xmm13
	vbroadcastss	-16(%rsi), %xmm2
	vbroadcastss	-12(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm4
	vfnmadd231ps	%xmm3, %xmm0, %xmm5
	addq	$24, %rsi
	addq	$16, %rdi
	decq	%rax
	vmovups	-64(%rdi), %xmm0
	vbroadcastss	-32(%rsi), %xmm2
	vbroadcastss	-28(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm8
	vfnmadd231ps	%xmm3, %xmm0, %xmm9
	vbroadcastss	-24(%rsi), %xmm2
	vbroadcastss	-20(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm12
	vfnmadd231ps	%xmm3, %xmm0, %xmm13
	vbroadcastss	-16(%rsi), %xmm2
	vbroadcastss	-12(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm4
	vfnmadd231ps	%xmm3, %xmm0, %xmm5
	addq	$24, %rsi
	addq	$16, %rdi
	decq	%rax
	vmovups	-64(%rdi), %xmm0
	vbroadcastss	-32(%rsi), %xmm2
	vbroadcastss	-28(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm8
	vfnmadd231ps	%xmm3, %xmm0, %xmm9
	vbroadcastss	-24(%rsi), %xmm2
	vbroadcastss	-20(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm12
	vfnmadd231ps	%xmm3, %xmm0, %xmm13
	vbroadcastss	-16(%rsi), %xmm2
	vbroadcastss	-12(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm4
	vfnmadd231ps	%xmm3, %xmm0, %xmm5
	addq	$24, %rsi
	addq	$16, %rdi
	decq	%rax
	prefetcht0	512(%rdi)
	vmovups	-64(%rdi), %xmm0
	vbroadcastss	-32(%rsi), %xmm2
	vbroadcastss	-28(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm8
	vfnmadd231ps	%xmm3, %xmm0, %xmm9
	vbroadcastss	-24(%rsi), %xmm2
	vbroadcastss	-20(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm12
	vfnmadd231ps	%xmm3, %xmm0, %xmm13
	vbroadcastss	-16(%rsi), %xmm2
	vbroadcastss	-12(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm4
	vfnmadd231ps	%xmm3, %xmm0, %xmm5
	addq	$24, %rsi
	addq	$16, %rdi
	decq	%rax
	vmovups	-64(%rdi), %xmm0
	vbroadcastss	-32(%rsi), %xmm2
	vbroadcastss	-28(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm8
	vfnmadd231ps	%xmm3, %xmm0, %xmm9
	vbroadcastss	-24(%rsi), %xmm2
	vbroadcastss	-20(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm12
	vfnmadd231ps	%xmm3, %xmm0, %xmm13
	vbroadcastss	-16(%rsi), %xmm2
	vbroadcastss	-12(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm4
	vfnmadd231ps	%xmm3, %xmm0, %xmm5
	addq	$24, %rsi
	addq	$16, %rdi
	decq	%rax
	vmovups	-64(%rdi), %xmm0
	vbroadcastss	-32(%rsi), %xmm2
	vbroadcastss	-28(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm8
	vfnmadd231ps	%xmm3, %xmm0, %xmm9
	vbroadcastss	-24(%rsi), %xmm2
	vbroadcastss	-20(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm12
	vfnmadd231ps	%xmm3, %xmm0, %xmm13
	vbroadcastss	-16(%rsi), %xmm2
	vbroadcastss	-12(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm4
	vfnmadd231ps	%xmm3, %xmm0, %xmm5
	addq	$24, %rsi
	addq	$16, %rdi
	decq	%rax
	vmovups	-64(%rdi), %xmm0
	vbroadcastss	-32(%rsi), %xmm2
	vbroadcastss	-28(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm8
	vfnmadd231ps	%xmm3, %xmm0, %xmm9
	vbroadcastss	-24(%rsi), %xmm2
	vbroadcastss	-20(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm12
	vfnmadd231ps	%xmm3, %xmm0, %xmm13
	vbroadcastss	-16(%rsi), %xmm2
	vbroadcastss	-12(%rsi), %xmm3
	vfmadd231ps	%xmm2, %xmm0, %xmm4
	vfnmadd231ps	%xmm3, %xmm0, %xmm5
	addq	$24, %rsi
	addq	$16, %rdi
	decq	%rax
# LLVM-MCA-END bhive_137_0f1f40000f188f00
# LLVM-MCA-BEGIN bhive_138_bff0297900
	movl	$7940592, %edi
# LLVM-MCA-END bhive_138_bff0297900
# LLVM-MCA-BEGIN bhive_139_4531c0488b7b0848
	xorl	%r8d, %r8d
	movq	8(%rbx), %rdi
	cmpq	%rdi, (%rbx)
	movl	$1, %r10d
	setae	%r8b
	testl	%r8d, %r8d
# LLVM-MCA-END bhive_139_4531c0488b7b0848
# LLVM-MCA-BEGIN bhive_140_488bb42480000000
	movq	128(%rsp), %rsi
	movq	144(%rsp), %rdi
	xorl	%r9d, %r9d
	movq	48(%rsp), %rcx
	xorl	%r8d, %r8d
	leaq	(%rsi,%rbx), %rdx
	movq	(%rdi,%rsi,8), %rax
	movq	(%rdi,%rdx,8), %rsi
	movq	136(%rsp), %rdx
	movq	%rcx, 16(%rsp)
	movq	88(%rsp), %rdi
	movq	$0, (%rsp)
	subq	%rax, %rsi
	imulq	%rcx, %rax
	movq	120(%rsp), %rcx
	subq	%rdx, %rdi
	addq	%rdx, %rax
	xorl	%edx, %edx
	leaq	(%rcx,%rax,8), %rax
	xorl	%ecx, %ecx
	movq	%rax, 8(%rsp)
# LLVM-MCA-END bhive_140_488bb42480000000
# LLVM-MCA-BEGIN bhive_141_4d85f64989c7
	testq	%r14, %r14
	movq	%rax, %r15
# LLVM-MCA-END bhive_141_4d85f64989c7
# LLVM-MCA-BEGIN bhive_142_4885c0488b95a0fd
	testq	%rax, %rax
	movq	-608(%rbp), %rdx
# LLVM-MCA-END bhive_142_4885c0488b95a0fd
# LLVM-MCA-BEGIN bhive_143_488b53204c63fd4c
	movq	32(%rbx), %rdx
	movslq	%ebp, %r15
	movq	%r14, %rsi
	subq	%rdi, %rdx
	cmpq	%r15, %rdx
	cmovleq	%rdx, %r15
	movslq	%r15d, %r12
	movq	%r12, %rdx
# LLVM-MCA-END bhive_143_488b53204c63fd4c
# LLVM-MCA-BEGIN bhive_144_4883ec28b10148c7
	subq	$40, %rsp
	movb	$1, %cl
	movq	$0, 8(%rsi)
	xorb	%al, %al
	lock cmpxchgb	%cl, (%rdi)
	movl	$1, %edx
	testb	%al, %al
# LLVM-MCA-END bhive_144_4883ec28b10148c7
# LLVM-MCA-BEGIN bhive_145_4157415641554989
	pushq	%r15
	pushq	%r14
	pushq	%r13
	movq	%rdi, %r13
	pushq	%r12
	pushq	%rbp
	pushq	%rbx
	subq	$88, %rsp
# LLVM-MCA-END bhive_145_4157415641554989
# LLVM-MCA-BEGIN bhive_146_4883000149890649
	addq	$1, (%rax)
	movq	%rax, (%r14)
	movq	%rax, 8(%r14)
	addq	$1, (%rax)
	movq	%rbx, %rdx
	movq	%r14, %rcx
	movl	%ebp, %esi
	movq	%r12, %rdi
# LLVM-MCA-END bhive_146_4883000149890649
# LLVM-MCA-BEGIN bhive_147_83fe0b
	cmpl	$11, %esi
# LLVM-MCA-END bhive_147_83fe0b
# LLVM-MCA-BEGIN bhive_148_4889efbe01000000
	movq	%rbp, %rdi
	movl	$1, %esi
# LLVM-MCA-END bhive_148_4889efbe01000000
# LLVM-MCA-BEGIN bhive_149_4885db488b542430
	testq	%rbx, %rbx
	movq	48(%rsp), %rdx
	movq	64(%rsp), %r10
	movslq	76(%rsp), %r11
# LLVM-MCA-END bhive_149_4885db488b542430
# LLVM-MCA-BEGIN bhive_150_4c8d9540fdffff4c
	leaq	-704(%rbp), %r10
	movq	%r10, %rdi
	movq	%r10, -1264(%rbp)
# LLVM-MCA-END bhive_150_4c8d9540fdffff4c
# LLVM-MCA-BEGIN bhive_151_488bbda8fdffff4c
	movq	-600(%rbp), %rdi
	movq	%r14, %rsi
# LLVM-MCA-END bhive_151_488bbda8fdffff4c
# LLVM-MCA-BEGIN bhive_152_498d4e38498d7650
	leaq	56(%r14), %rcx
	leaq	80(%r14), %rsi
	xorl	%eax, %eax
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	cmpq	%rcx, %rsi
# LLVM-MCA-END bhive_152_498d4e38498d7650
# LLVM-MCA-BEGIN bhive_153_4889c64c89f7488b
	movq	%rax, %rsi
	movq	%r14, %rdi
	movq	40(%rsp), %rax
# LLVM-MCA-END bhive_153_4889c64c89f7488b
# LLVM-MCA-BEGIN bhive_154_488d7801488b95a0
	leaq	1(%rax), %rdi
	movq	-1376(%rbp), %rdx
	subq	%rdi, %rsi
# LLVM-MCA-END bhive_154_488d7801488b95a0
# LLVM-MCA-BEGIN bhive_155_4929e94983f90f
	subq	%rbp, %r9
	cmpq	$15, %r9
# LLVM-MCA-END bhive_155_4929e94983f90f
# LLVM-MCA-BEGIN bhive_156_ba0e0000004889c7
	movl	$14, %edx
	movq	%rax, %rdi
# LLVM-MCA-END bhive_156_ba0e0000004889c7
# LLVM-MCA-BEGIN bhive_157_488b9de0fbffff4c
	movq	-1056(%rbp), %rbx
	leaq	216(%rbx), %r14
	movq	%r14, %rdi
# LLVM-MCA-END bhive_157_488b9de0fbffff4c
# LLVM-MCA-BEGIN bhive_158_4c8b53604d8b5a70
	movq	96(%rbx), %r10
	movq	112(%r10), %r11
	testq	%r11, %r11
# LLVM-MCA-END bhive_158_4c8b53604d8b5a70
# LLVM-MCA-BEGIN bhive_159_488b8590fdffff48
	movq	-624(%rbp), %rax
	movq	-544(%rbp), %rdi
	addq	$16, %rax
	cmpq	%rax, %rdi
# LLVM-MCA-END bhive_159_488b8590fdffff48
# LLVM-MCA-BEGIN bhive_160_48837c242030448b
	cmpq	$48, 32(%rsp)
	movl	40(%rsp), %r13d
# LLVM-MCA-END bhive_160_48837c242030448b
# LLVM-MCA-BEGIN bhive_161_8b57f84889078957
	movl	-8(%rdi), %edx
	movq	%rax, (%rdi)
	movl	%edx, 8(%rdi)
	subq	$16, %rdi
	movq	-16(%rdi), %rax
	cmpq	%rax, %rcx
# LLVM-MCA-END bhive_161_8b57f84889078957
# LLVM-MCA-BEGIN bhive_162_4155be0300000041
	pushq	%r13
	movl	$3, %esi
	pushq	%r12
	pushq	%rbp
	pushq	%rbx
	movq	%rdi, %rbx
	leaq	32(%rdi), %rdi
	subq	$8, %rsp
	movq	$0, -24(%rdi)
	movq	$0, -16(%rdi)
	movq	$0, -8(%rdi)
	movl	$1065353216, (%rdi)
	movq	$0, 8(%rdi)
# LLVM-MCA-END bhive_162_4155be0300000041
# LLVM-MCA-BEGIN bhive_163_488b324889314883
	movq	(%rdx), %rsi
	movq	%rsi, (%rcx)
	addq	$8, %rdx
	addq	$8, %rcx
	cmpq	%rdx, %rdi
# LLVM-MCA-END bhive_163_488b324889314883
# LLVM-MCA-BEGIN bhive_164_488b34f948830601
	movq	(%rcx,%rdi,8), %rsi
	addq	$1, (%rsi)
	movq	%rsi, (%r9)
	addq	32(%rsp), %rdi
	cmpq	$1, 48(%rsp)
# LLVM-MCA-END bhive_164_488b34f948830601
# LLVM-MCA-BEGIN bhive_165_4889dfba16000000
	movq	%rbx, %rdi
	movl	$22, %edx
	movl	$6131985, %esi
# LLVM-MCA-END bhive_165_4889dfba16000000
# LLVM-MCA-BEGIN bhive_166_4489c85b5d
	movl	%r9d, %eax
	popq	%rbx
	popq	%rbp
# LLVM-MCA-END bhive_166_4489c85b5d
# LLVM-MCA-BEGIN bhive_167_498b3c24498b7424
	movq	(%r12), %rdi
	movq	8(%r12), %rsi
	movl	$67, %ecx
	movl	52(%r12), %edx
	movl	%eax, %r13d
	subq	%rdi, %rsi
	sarq	$2, %rsi
# LLVM-MCA-END bhive_167_498b3c24498b7424
# LLVM-MCA-BEGIN bhive_168_4c8b4c2418488b8c
	movq	24(%rsp), %r9
	movq	152(%rsp), %rcx
	movq	%r15, %r8
	vxorpd	%xmm1, %xmm1, %xmm1
	movq	$0, 8(%rsp)
	movq	%r13, (%rsp)
	movq	%r14, %rdx
	movq	%rbx, %rsi
	movq	%r14, %rdi
# LLVM-MCA-END bhive_168_4c8b4c2418488b8c
# LLVM-MCA-BEGIN bhive_169_5548899040010000
	pushq	%rbp
	movq	%rdx, 320(%rax)
	movq	%rsp, %rbp
	popq	%rbp
# LLVM-MCA-END bhive_169_5548899040010000
# LLVM-MCA-BEGIN bhive_170_488968104c896018
	movq	%rbp, 16(%rax)
	movq	%r12, 24(%rax)
	addq	$40, %rsp
	movq	%rbx, %rax
	popq	%rbx
	popq	%rbp
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
# LLVM-MCA-END bhive_170_488968104c896018
# LLVM-MCA-BEGIN bhive_171_49636f0c488d04ed
	movslq	12(%r15), %rbp
	leaq	(,%rbp,8), %rax
	shlq	$6, %rbp
	subq	%rax, %rbp
	addq	32(%rsp), %rbp
	cmpq	%rbp, (%rbx)
# LLVM-MCA-END bhive_171_49636f0c488d04ed
# LLVM-MCA-BEGIN bhive_172_4183fe10
	cmpl	$16, %r14d
# LLVM-MCA-END bhive_172_4183fe10
# LLVM-MCA-BEGIN bhive_173_488d9580fbffff48
	leaq	-1152(%rbp), %rdx
	movq	%rdx, %rdi
	movq	%rdx, -1328(%rbp)
# LLVM-MCA-END bhive_173_488d9580fbffff48
# LLVM-MCA-BEGIN bhive_174_4883c4384489e85b
	addq	$56, %rsp
	movl	%r13d, %eax
	popq	%rbx
	popq	%rbp
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
# LLVM-MCA-END bhive_174_4883c4384489e85b
# LLVM-MCA-BEGIN bhive_175_beb86254004889df
	movl	$5530296, %esi
	movq	%rbx, %rdi
# LLVM-MCA-END bhive_175_beb86254004889df
# LLVM-MCA-BEGIN bhive_176_488300014889c745
	addq	$1, (%rax)
	movq	%rax, %rdi
	xorl	%r14d, %r14d
# LLVM-MCA-END bhive_176_488300014889c745
# LLVM-MCA-BEGIN bhive_177_833f0b
	cmpl	$11, (%rdi)
# LLVM-MCA-END bhive_177_833f0b
# LLVM-MCA-BEGIN bhive_178_488b7d30
	movq	48(%rbp), %rdi
# LLVM-MCA-END bhive_178_488b7d30
# LLVM-MCA-BEGIN bhive_179_483bd6
	cmpq	%rsi, %rdx
# LLVM-MCA-END bhive_179_483bd6
# LLVM-MCA-BEGIN bhive_180_48c7442420000000
	movq	$0, 32(%rsp)
	cmpb	$0, (%rax)
# LLVM-MCA-END bhive_180_48c7442420000000
# LLVM-MCA-BEGIN bhive_181_8b84248c000000
	movl	140(%rsp), %eax
# LLVM-MCA-END bhive_181_8b84248c000000
# LLVM-MCA-BEGIN bhive_182_4883c718488b9548
	addq	$24, %rdi
	movq	-184(%rbp), %rdx
	leaq	-112(%rbp), %rsi
	movq	%rdi, -144(%rbp)
# LLVM-MCA-END bhive_182_4883c718488b9548
# LLVM-MCA-BEGIN bhive_183_488b442430488bbc
	movq	48(%rsp), %rax
	movq	136(%rsp), %rdi
	movl	16(%rax), %r12d
	movq	%rdi, 96(%rsp)
# LLVM-MCA-END bhive_183_488b442430488bbc
# LLVM-MCA-BEGIN bhive_184_488b542478bbc000
	movq	120(%rsp), %rdx
	movl	$192, %ebx
	cmpq	$192, %rdx
	movq	%rdx, %rax
	cmovleq	%rdx, %rbx
	subq	%rbx, %rax
	movq	%rax, %r14
	movq	%rax, 40(%rsp)
# LLVM-MCA-END bhive_184_488b542478bbc000
# LLVM-MCA-BEGIN bhive_185_55488d47104889e5
	pushq	%rbp
	leaq	16(%rdi), %rax
	movq	%rsp, %rbp
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rax, %rdx
	movq	16(%rdi), %rcx
	cmpq	%rcx, %rax
# LLVM-MCA-END bhive_185_55488d47104889e5
# LLVM-MCA-BEGIN bhive_186_4d85e448897b10
	testq	%r12, %r12
	movq	%rdi, 16(%rbx)
# LLVM-MCA-END bhive_186_4d85e448897b10
# LLVM-MCA-BEGIN bhive_187_bec83a5300bf0300
	movl	$5454536, %esi
	movl	$3, %edi
	xorl	%eax, %eax
	addq	$8, %rsp
# LLVM-MCA-END bhive_187_bec83a5300bf0300
# LLVM-MCA-BEGIN bhive_188_83f842
	cmpl	$66, %eax
# LLVM-MCA-END bhive_188_83f842
# LLVM-MCA-BEGIN bhive_189_33c04d8b7570498b
	xorl	%eax, %eax
	movq	112(%r13), %r14
	movq	104(%r13), %rcx
	subq	%rcx, %r14
	sarq	$3, %r14
	movq	384(%rsp), %r13
	testq	%r14, %r14
# LLVM-MCA-END bhive_189_33c04d8b7570498b
# LLVM-MCA-BEGIN bhive_190_498b55284885d2
	movq	40(%r13), %rdx
	testq	%rdx, %rdx
# LLVM-MCA-END bhive_190_498b55284885d2
# LLVM-MCA-BEGIN bhive_191_c1ef0640b60683ff
	shrl	$6, %edi
	movb	$6, %sil
	cmpl	$31, %edi
# LLVM-MCA-END bhive_191_c1ef0640b60683ff
# LLVM-MCA-BEGIN bhive_192_c700000000004889
	movl	$0, (%rax)
	movq	%rax, (%rsp)
	leal	1(%rax), %edx
	testl	%eax, %eax
# LLVM-MCA-END bhive_192_c700000000004889
# LLVM-MCA-BEGIN bhive_193_4c8b842410030000
	movq	784(%rsp), %r8
	movq	776(%rsp), %rcx
	movq	%rbp, %r9
	xorl	%eax, %eax
	movl	$3, 8(%rsp)
	movq	%r13, (%rsp)
	movq	%r14, %rdx
	movq	%rbx, %rsi
# LLVM-MCA-END bhive_193_4c8b842410030000
# LLVM-MCA-BEGIN bhive_194_4983ff024c89bdc0
	cmpq	$2, %r15
	movq	%r15, -832(%rbp)
	movl	$2, -896(%rbp)
# LLVM-MCA-END bhive_194_4983ff024c89bdc0
# LLVM-MCA-BEGIN bhive_195_488b7a0883fe7f48
	movq	8(%rdx), %rdi
	cmpl	$127, %esi
	movq	%rdi, %rcx
# LLVM-MCA-END bhive_195_488b7a0883fe7f48
# LLVM-MCA-BEGIN bhive_196_c7458c3412c07f8b
	movl	$2143294004, -116(%rbp)
	movl	-120(%rbp), %ecx
	movl	$8, %eax
	testl	%ecx, %ecx
# LLVM-MCA-END bhive_196_c7458c3412c07f8b
# LLVM-MCA-BEGIN bhive_197_554889e541574156
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	movq	%rdi, %r15
	pushq	%rbx
	movq	%rsi, %rbx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	leaq	-576(%rbp), %r12
	subq	$1336, %rsp
	movq	%fs:40, %rax
	movq	%rax, -56(%rbp)
	xorl	%eax, %eax
# LLVM-MCA-END bhive_197_554889e541574156
# LLVM-MCA-BEGIN bhive_198_4d8d53fd450fb65b
	leaq	-3(%r11), %r10
	movzbl	-3(%r11), %r11d
	movslq	9475296(,%r11,4), %rdx
	shlq	%cl, %rdx
	addl	%ebp, %ecx
	orq	%rsi, %rdx
	cmpl	$29, %ecx
# LLVM-MCA-END bhive_198_4d8d53fd450fb65b
# LLVM-MCA-BEGIN bhive_199_f64424d8024c89d6
	testb	$2, -40(%rsp)
	movq	%r10, %rsi
# LLVM-MCA-END bhive_199_f64424d8024c89d6
