# Implicit and tied register operands as llvm-mca 22 tracks them (timelines learned from it):
# push/pop/call wait for RSP but do not write it for later readers; leave reads and writes it;
# cmov reads its destination; mulq's explicit RDX source is also its implicit destination; the
# implicit EAX/EDX of divl with a folded load read late (the model's RAX/RDX read advance).
# RUN: atomir mca -mcpu=skylake -iterations=1 -timeline %s | FileCheck %s
# CHECK:      Timeline view:
# CHECK:      [0,0]     DeeeER    .    .    .    .    .    .    .   imulq	$3, %rsp, %rsp
# CHECK-NEXT: [0,1]     D===eeER  .    .    .    .    .    .    .   pushq	%rax
# CHECK-NEXT: [0,2]     .D===eeER .    .    .    .    .    .    .   pushq	%rbx
# CHECK-NEXT: [0,3]     .D==eE--R .    .    .    .    .    .    .   movq	%rsp, %rbx
# CHECK-NEXT: [0,4]     . D=eeeeeeeER  .    .    .    .    .    .   leave
# CHECK-NEXT: [0,5]     . D========eER .    .    .    .    .    .   movq	%rsp, %rcx
# CHECK-NEXT: [0,6]     . DeE--------R .    .    .    .    .    .   movq	%rax, %r14
# CHECK-NEXT: [0,7]     . D=eE-------R .    .    .    .    .    .   negq	%r14
# CHECK-NEXT: [0,8]     .  D==eE-----R .    .    .    .    .    .   cmovneq	%rax, %r14
# CHECK-NEXT: [0,9]     .  D=eeeeE---R .    .    .    .    .    .   mulq	%rdx
# CHECK-NEXT: [0,10]    .  D=====eE--R .    .    .    .    .    .   movl	%edx, %eax
# CHECK-NEXT: [0,11]    .  D---------R .    .    .    .    .    .   xorl	%edx, %edx
# CHECK-NEXT: [0,12]    .   D=====eeeeeeeeeeeeeeeeeeeeeeeeeeeeeER   divl	52(%r12)
imulq $3, %rsp
pushq %rax
pushq %rbx
movq %rsp, %rbx
leave
movq %rsp, %rcx
movq %rax, %r14
negq %r14
cmovneq %rax, %r14
mulq %rdx
movl %edx, %eax
xorl %edx, %edx
divl 52(%r12)
