# -lsu=ordered, lfence: it waits for older loads and stores to complete, younger loads and stores wait for it.
# Prefix llvm = the default soft barriers (as llvm-mca 22 prints them); prefix ordered = the x86 rules.
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline %s | FileCheck %s --check-prefix=LLVM
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline -lsu=ordered %s | FileCheck %s --check-prefix=ORDERED
# LLVM:      Total Cycles:      14
# LLVM:      [1,0]     D==eeeeeER.  .   movq	(%rsi), %rax
# LLVM-NEXT: [1,1]     .D=eeE---R.  .   lfence
# LLVM-NEXT: [1,2]     .D===eeeeeER .   movq	8(%rsi), %rbx
# LLVM-NEXT: [1,3]     .D===eE----R .   movq	%rcx, (%rdi)
# ORDERED:   Total Cycles:      29
# ORDERED:      [1,0]     D=======eeeeeER.    .    .  .   movq	(%rsi), %rax
# ORDERED-NEXT: [1,1]     .D===========eeER   .    .  .   lfence
# ORDERED-NEXT: [1,2]     .D=============eeeeeER   .  .   movq	8(%rsi), %rbx
# ORDERED-NEXT: [1,3]     .D=============eE----R   .  .   movq	%rcx, (%rdi)
movq (%rsi), %rax
lfence
movq 8(%rsi), %rbx
movq %rcx, (%rdi)
