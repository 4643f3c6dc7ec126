# -lsu=ordered, sfence: it waits for the older read-modify-write store to complete; the younger store waits for it, the younger load does not.
# Prefix llvm = the default soft barriers (as llvm-mca 22 prints them); prefix ordered = the x86 rules.
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline %s | FileCheck %s --check-prefix=LLVM
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline -lsu=ordered %s | FileCheck %s --check-prefix=ORDERED
# LLVM:      Total Cycles:      16
# LLVM:      [1,0]     .D==eeeeeeeER  .   addq	%rax, (%rdi)
# LLVM-NEXT: [1,1]     .D===eE-----R  .   sfence
# LLVM-NEXT: [1,2]     . D===eE----R  .   movq	%rcx, 8(%rdi)
# LLVM-NEXT: [1,3]     . DeeeeeE---R  .   movq	16(%rsi), %rdx
# ORDERED:   Total Cycles:      30
# ORDERED:      [1,0]     .D========eeeeeeeER .    .   .   addq	%rax, (%rdi)
# ORDERED-NEXT: [1,1]     .D===============eER.    .   .   sfence
# ORDERED-NEXT: [1,2]     . D===============eER    .   .   movq	%rcx, 8(%rdi)
# ORDERED-NEXT: [1,3]     . DeeeeeE-----------R    .   .   movq	16(%rsi), %rdx
addq %rax, (%rdi)
sfence
movq %rcx, 8(%rdi)
movq 16(%rsi), %rdx
