# -lsu=ordered, xchg with a memory operand is locked without a prefix: a full barrier.
# Prefix llvm = the default soft barriers (as llvm-mca 22 prints them); prefix ordered = the x86 rules.
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline %s | FileCheck %s --check-prefix=LLVM
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline -lsu=ordered %s | FileCheck %s --check-prefix=ORDERED
# LLVM:      Total Cycles:      34
# LLVM:      [1,0]     . DeeeeeE----R .    .    .    .  .   movq	(%rsi), %rax
# LLVM-NEXT: [1,1]     .  D========eeeeeeeeeeER .    .  .   xchgq	%rbx, (%rdi)
# LLVM-NEXT: [1,2]     .   DeeeeeE------------R .    .  .   movq	8(%rsi), %rcx
# ORDERED:   Total Cycles:      53
# ORDERED:      [1,0]     . D=============eeeeeER  .    .    .    .    .    . .   movq	(%rsi), %rax
# ORDERED-NEXT: [1,1]     .  D=================eeeeeeeeeeER  .    .    .    . .   xchgq	%rbx, (%rdi)
# ORDERED-NEXT: [1,2]     .   D==========================eeeeeER  .    .    . .   movq	8(%rsi), %rcx
movq (%rsi), %rax
xchgq %rbx, (%rdi)
movq 8(%rsi), %rcx
