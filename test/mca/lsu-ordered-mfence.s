# -lsu=ordered, mfence: older loads and stores complete before it, younger ones wait for it to complete.
# Prefix llvm = the default soft barriers (as llvm-mca 22 prints them); prefix ordered = the x86 rules.
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline %s | FileCheck %s --check-prefix=LLVM
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline -lsu=ordered %s | FileCheck %s --check-prefix=ORDERED
# LLVM:      Total Cycles:      16
# LLVM:      [1,0]     .D==eE---R.    .   movq	%rax, (%rdi)
# LLVM-NEXT: [1,1]     .D=eeeeeER.    .   movq	(%rsi), %rcx
# LLVM-NEXT: [1,2]     .D===eE--R.    .   mfence
# LLVM-NEXT: [1,3]     .D====eE-R.    .   movq	%rbx, 8(%rdi)
# LLVM-NEXT: [1,4]     .D====eeeeeER  .   movq	8(%rsi), %rdx
# ORDERED:   Total Cycles:      27
# ORDERED:      [1,0]     .D======eE---R .    .    ..   movq	%rax, (%rdi)
# ORDERED-NEXT: [1,1]     .D=====eeeeeER .    .    ..   movq	(%rsi), %rcx
# ORDERED-NEXT: [1,2]     .D==========eER.    .    ..   mfence
# ORDERED-NEXT: [1,3]     .D===========eER    .    ..   movq	%rbx, 8(%rdi)
# ORDERED-NEXT: [1,4]     .D===========eeeeeER.    ..   movq	8(%rsi), %rdx
movq %rax, (%rdi)
movq (%rsi), %rcx
mfence
movq %rbx, 8(%rdi)
movq 8(%rsi), %rdx
