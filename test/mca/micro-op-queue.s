# -micro-op-queue-size / -decoder-throughput: the queue holds N micro-op slots, at most T
# instructions enter per cycle, and it drains into dispatch at the end of the cycle.
# RUN: atomir mca -mcpu=skylake -micro-op-queue-size=4 -decoder-throughput=2 -iterations=3 -timeline %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -micro-op-queue-size=1 -iterations=100 %s | FileCheck --check-prefix=ONE %s
# RUN: atomir mca -mcpu=skylake -decoder-throughput=1 -iterations=100 %s | FileCheck --check-prefix=NOQUEUE %s
# CHECK: Total Cycles:      22
# CHECK: [0,0]     DeER .    .    .    ..   addq	%rax, %rbx
# CHECK: [0,1]     DeeeeeeeeeeeER .    ..   vfmadd231ps	(%rdi), %ymm2, %ymm0
# CHECK: [0,2]     .DeeeeeeE----R .    ..   vhaddps	%xmm2, %xmm2, %xmm3
# CHECK: [0,3]     .DeE---------R .    ..   addq	%rcx, %rdx
# CHECK: [1,0]     . DeE--------R .    ..   addq	%rax, %rbx
# CHECK: [1,1]     . D==eeeeeeeeeeeER  ..   vfmadd231ps	(%rdi), %ymm2, %ymm0
# CHECK: [1,2]     .  DeeeeeeE------R  ..   vhaddps	%xmm2, %xmm2, %xmm3
# CHECK: [1,3]     .  DeE-----------R  ..   addq	%rcx, %rdx
# CHECK: [2,0]     .   DeE----------R  ..   addq	%rax, %rbx
# CHECK: [2,1]     .   D====eeeeeeeeeeeER   vfmadd231ps	(%rdi), %ymm2, %ymm0
# CHECK: [2,2]     .    DeeeeeeE--------R   vhaddps	%xmm2, %xmm2, %xmm3
# CHECK: [2,3]     .    DeE-------------R   addq	%rcx, %rdx
# ONE: Total Cycles:      411
# NOQUEUE: Total Cycles:      410
addq %rax, %rbx
vfmadd231ps (%rdi), %ymm2, %ymm0
vhaddps %xmm2, %xmm2, %xmm3
addq %rcx, %rdx
