# -show-barriers: llvm-mca's X86 post-processing marks mfence (both), lfence (load), sfence (store).
# RUN: atomir mca -mcpu=skylake -show-barriers %s | FileCheck %s
# CHECK:      [7]: LoadBarrier
# CHECK-NEXT: [8]: StoreBarrier
# CHECK:       2      1     1.00    *      *      U      *      *     mfence
# CHECK-NEXT:  1      5     0.50    *                                 movq	(%rdi), %rax
# CHECK-NEXT:  2      2     0.50    *      *      U      *            lfence
# CHECK-NEXT:  1      1     1.00           *                          movq	%rax, (%rsi)
# CHECK-NEXT:  2      1     1.00    *      *      U             *     sfence
mfence
movq (%rdi), %rax
lfence
movq %rax, (%rsi)
sfence
