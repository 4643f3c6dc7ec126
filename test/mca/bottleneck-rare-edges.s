# Bottleneck analysis drops dependency edges seen on at most a tenth of the iterations before it
# picks the critical sequence: here the `movq %rdi, %rax` -> `divq` register edge is seen once
# in 100 iterations, so the sequence starts at the divq (CHECK lines from llvm-mca 22).
# RUN: atomir mca -mcpu=btver2 -bottleneck-analysis %s | FileCheck %s
# CHECK:      Cycles with backend pressure increase [ 8.96% ]
# CHECK:      Critical sequence based on the simulation:
# CHECK-EMPTY:
# CHECK-NEXT:               Instruction                                 Dependency Information
# CHECK-NEXT:         0.    xorl	%edx, %edx
# CHECK-NEXT:         1.    movq	%rdi, %rax
# CHECK-NEXT:  +----< 2.    divq	%rsi
# CHECK-NEXT:  |      3.    movl	%eax, %ecx
# CHECK-NEXT:  +----> 4.    cltd                                        ## REGISTER dependency:  %rax
# CHECK-NEXT:  +----> 5.    idivl	%ecx                              ## REGISTER dependency:  %edx
# CHECK-NEXT:  +----> 6.    cvtsi2sd	%rax, %xmm1                       ## REGISTER dependency:  %eax
# CHECK-NEXT:  +----> 7.    divsd	%xmm1, %xmm0                      ## REGISTER dependency:  %xmm1
# CHECK-NEXT:  +----> 8.    sqrtsd	%xmm0, %xmm2                      ## REGISTER dependency:  %xmm0
xorl    %edx, %edx
movq    %rdi, %rax
divq    %rsi
movl    %eax, %ecx
cltd
idivl   %ecx
cvtsi2sd %rax, %xmm1
divsd   %xmm1, %xmm0
sqrtsd  %xmm0, %xmm2
