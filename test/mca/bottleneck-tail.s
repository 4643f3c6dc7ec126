# The critical sequence lists the instructions after its last edge without the `|` bar
# (CHECK lines from llvm-mca 22; a clang -O1 function body).
# RUN: atomir mca -mcpu=skylake -bottleneck-analysis %s | FileCheck %s
# CHECK:      Critical sequence based on the simulation:
# CHECK-EMPTY:
# CHECK-NEXT:               Instruction                                 Dependency Information
# CHECK-NEXT:  +----< 0.    rep		bsfq	%rdi, %rcx
# CHECK-NEXT:  |
# CHECK-NEXT:  |    < loop carried > 
# CHECK-NEXT:  |
# CHECK-NEXT:  +----> 0.    rep		bsfq	%rdi, %rcx                ## REGISTER dependency:  %rcx
# CHECK-NEXT:  |      1.    xorl	%eax, %eax
# CHECK-NEXT:  |      2.    cmpq	$1, %rdi
# CHECK-NEXT:  |      3.    sbbl	%eax, %eax
# CHECK-NEXT:  +----> 4.    orl	%ecx, %eax                        ## REGISTER dependency:  %rcx
# CHECK-NEXT:         5.    retq
# CHECK-EMPTY:
	rep		bsfq	%rdi, %rcx
	xorl	%eax, %eax
	cmpq	$1, %rdi
	sbbl	%eax, %eax
	orl	%ecx, %eax
	retq
