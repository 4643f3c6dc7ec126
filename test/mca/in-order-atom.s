# The in-order issue stage (Atom: MicroOpBufferSize 0). An instruction issues in the cycle it
# dispatches, only when its operands are ready and its resources free, and nothing younger
# overtakes it; a 6-uop imulq takes the whole issue width; retirement is at write-back (no
# reorder buffer, so no -retire-stats view, and -all-views leaves the bottleneck analysis out).
# Expected lines are llvm-mca 22's output for the same input.
# RUN: atomir mca -mcpu=atom -all-views -iterations=2 %s | FileCheck %s
# RUN: atomir mca -mcpu=atom -bottleneck-analysis -iterations=2 %s | FileCheck --check-prefix=BOTTLENECK %s
# RUN: atomir mca -mcpu=atom -bottleneck-analysis -iterations=2 %s 2>&1 | FileCheck --check-prefix=WARN %s
# RUN: atomir mca -mcpu=bonnell -iterations=100 %s | FileCheck --check-prefix=CYCLES %s
# CHECK: Iterations:        2
# CHECK: Instructions:      18
# CHECK: Total Cycles:      50
# CHECK: Total uOps:        28
# CHECK: Dispatch Width:    2
# CHECK: uOps Per Cycle:    0.56
# CHECK: IPC:               0.36
# CHECK: Block RThroughput: 18.0
# CHECK-NOT: backend pressure
# CHECK: Dynamic Dispatch Stall Cycles:
# CHECK: RAT     - Register unavailable:                      8  (16.0%)
# CHECK: RCU     - Retire tokens unavailable:                 0
# CHECK: SCHEDQ  - Scheduler full:                            0
# CHECK: LQ      - Load queue full:                           0
# CHECK: SQ      - Store queue full:                          0
# CHECK: GROUP   - Static restrictions on the dispatch group: 27  (54.0%)
# CHECK: USH     - Uncategorised Structural Hazard:           0
# CHECK: Dispatch Logic - number of cycles where we saw N micro opcodes dispatched:
# CHECK: [# dispatched], [# cycles]
# CHECK:  0,              32  (64.0%)
# CHECK:  1,              16  (32.0%)
# CHECK:  6,              2  (4.0%)
# CHECK: Schedulers - number of cycles where we saw N micro opcodes issued:
# CHECK: [# issued], [# cycles]
# CHECK:  0,          32  (64.0%)
# CHECK:  1,          16  (32.0%)
# CHECK:  6,          2  (4.0%)
# CHECK: Scheduler's queue usage:
# CHECK: No scheduler resources used.
# CHECK-NOT: Retire Control Unit
# CHECK: Register File statistics:
# CHECK: Total number of mappings created:    26
# CHECK: Resources:
# CHECK: [0]   - AtomPort0
# CHECK: [1]   - AtomPort1
# CHECK: [0]    [1]    
# CHECK: 19.00  15.00  
# CHECK: Timeline view:
# CHECK:                     0123456789          0123456789          
# CHECK: Index     0123456789          0123456789          0123456789
# CHECK: [0,0]     DE   .    .    .    .    .    .    .    .    .   .   addq	%rax, %rbx
# CHECK: [0,1]     .DE  .    .    .    .    .    .    .    .    .   .   addq	%rbx, %rcx
# CHECK: [0,2]     . DeeeeeeeeeeeE.    .    .    .    .    .    .   .   imulq	%r12, %r13
# CHECK: [0,3]     .    .    .   DE    .    .    .    .    .    .   .   movq	(%rdi), %rdx
# CHECK: [0,4]     .    .    .    DE   .    .    .    .    .    .   .   addq	%rdx, %rcx
# CHECK: [0,5]     .    .    .    .DE  .    .    .    .    .    .   .   movq	%rcx, 8(%rsi)
# CHECK: [0,6]     .    .    .    . DE .    .    .    .    .    .   .   addq	(%rsi), %r8
# CHECK: [0,7]     .    .    .    .  DeeeE  .    .    .    .    .   .   mulss	%xmm0, %xmm1
# CHECK: [0,8]     .    .    .    .    DeeeeE    .    .    .    .   .   addss	(%rsi), %xmm1
# CHECK: [1,0]     .    .    .    .    .   DE    .    .    .    .   .   addq	%rax, %rbx
# CHECK: [1,1]     .    .    .    .    .    DE   .    .    .    .   .   addq	%rbx, %rcx
# CHECK: [1,2]     .    .    .    .    .    .DeeeeeeeeeeeE .    .   .   imulq	%r12, %r13
# CHECK: [1,3]     .    .    .    .    .    .    .    .  DE.    .   .   movq	(%rdi), %rdx
# CHECK: [1,4]     .    .    .    .    .    .    .    .   DE    .   .   addq	%rdx, %rcx
# CHECK: [1,5]     .    .    .    .    .    .    .    .    DE   .   .   movq	%rcx, 8(%rsi)
# CHECK: [1,6]     .    .    .    .    .    .    .    .    .DE  .   .   addq	(%rsi), %r8
# CHECK: [1,7]     .    .    .    .    .    .    .    .    . DeeeE  .   mulss	%xmm0, %xmm1
# WARN: warning: bottleneck analysis is not supported for in-order CPU 'atom'.
# BOTTLENECK: Cycles with backend pressure increase [ 70.00% ]
# BOTTLENECK:   Resource Pressure       [ 54.00% ]
# BOTTLENECK:   - Register Dependencies [ 16.00% ]
# CYCLES: Total Cycles:      2402
addq %rax, %rbx
addq %rbx, %rcx
imulq %r12, %r13
movq (%rdi), %rdx
addq %rdx, %rcx
movq %rcx, 8(%rsi)
addq (%rsi), %r8
mulss %xmm0, %xmm1
addss (%rsi), %xmm1
