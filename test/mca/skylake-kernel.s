# A clang loop body on the embedded skylake model: cycles, the load-op read advance and ports.
# RUN: atomir mca -mcpu=skylake %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -iterations=1 -timeline %s | FileCheck %s --check-prefix=TL
# CHECK:      Instructions:      900
# CHECK-NEXT: Total Cycles:      209
# CHECK:       2      6     0.50    *                   addq	(%rsi), %r8
# TL:         [0,4]     D=eeeeeeER.   addq	(%rsi), %r8
.Lloop:
movq    (%rdi,%rax,8), %rcx
movq    8(%rdi,%rax,8), %rdx
addq    %rcx, %rdx
movq    %rdx, (%rsi,%rax,8)
addq    (%rsi), %r8
movq    %r8, 16(%rsi,%rax,8)
addq    $2, %rax
cmpq    %r9, %rax
jne     .Lloop
