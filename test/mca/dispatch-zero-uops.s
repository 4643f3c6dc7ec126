# An instruction without micro-ops (alderlake eliminates `movq %rdi, %rax`) is not dispatched in
# a cycle whose dispatch width is used up: it waits for the next cycle (CHECK lines from
# llvm-mca 22).
# RUN: atomir mca -mcpu=alderlake -iterations=2 -timeline %s | FileCheck %s
# CHECK:      Total Cycles:      7
# CHECK:      [0,5]     D=eeER.   testq	%r13, %r13
# CHECK-NEXT: [0,6]     .DeE-R.   movq	%rdi, %rax
# CHECK-NEXT: [1,0]     .DeeER.   testq	%r8, %r8
# CHECK:      [1,5]     .D=eeER   testq	%r13, %r13
# CHECK-NEXT: [1,6]     . DeE-R   movq	%rdi, %rax
testq %r8, %r8
testq %r9, %r9
testq %r10, %r10
testq %r11, %r11
testq %r12, %r12
testq %r13, %r13
movq %rdi, %rax
