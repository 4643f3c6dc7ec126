# Znver1's `imull (%rsi,%rax), %edx` reads its register operand 4 cycles late (the load's
# latency), so it issues in the cycle the `movl` that writes %edx issues. mca_model_gen's
# multiply producer shared the multiplier with it, which held it back a cycle and measured 3; a
# read issued the cycle after its producer is probed again with a load producer (gcc -O1's dot
# product loop). CHECK lines from llvm-mca 22.
# RUN: atomir mca -mcpu=znver1 -iterations=4 -timeline %s | FileCheck --check-prefix=ZN1 %s
# ZN1: Total Cycles:      9
# ZN1: Timeline view:
# ZN1-NEXT: Index     012345678
# ZN1-EMPTY:
# ZN1-NEXT: [0,0]     DeeeeER .   movl	(%rdi,%rax), %edx
# ZN1-NEXT: [0,1]     DeeeE-R .   imull	(%rsi,%rax), %edx
# ZN1-NEXT: [1,0]     DeeeeER .   movl	(%rdi,%rax), %edx
# ZN1-NEXT: [1,1]     D=eeeER .   imull	(%rsi,%rax), %edx
# ZN1-NEXT: [2,0]     .DeeeeER.   movl	(%rdi,%rax), %edx
# ZN1-NEXT: [2,1]     .D=eeeER.   imull	(%rsi,%rax), %edx
# ZN1-NEXT: [3,0]     .DeeeeER.   movl	(%rdi,%rax), %edx
# ZN1-NEXT: [3,1]     .D==eeeER   imull	(%rsi,%rax), %edx
movl (%rdi,%rax), %edx
imull (%rsi,%rax), %edx
