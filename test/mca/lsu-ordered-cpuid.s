# -lsu=ordered, cpuid is serializing: towards loads and stores a full barrier.
# Prefix llvm = the default soft barriers (as llvm-mca 22 prints them); prefix ordered = the x86 rules.
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline %s | FileCheck %s --check-prefix=LLVM
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline -lsu=ordered %s | FileCheck %s --check-prefix=ORDERED
# LLVM:      Total Cycles:      36
# LLVM:      [1,0]     . DeeeeeE----------------R    .    .   movq	(%rsi), %rax
# LLVM-NEXT: [1,1]     .  D=======eeeeeeeeeeeeeeeeeeER    .   cpuid
# LLVM-NEXT: [1,2]     .   DeeeeeE-------------------R    .   movq	8(%rsi), %rcx
# ORDERED:   Total Cycles:      77
# ORDERED:      [1,0]     . D=====================eeeeeER    .    .    .    .    .    .    .    .    ..   movq	(%rsi), %rax
# ORDERED-NEXT: [1,1]     .  D=========================eeeeeeeeeeeeeeeeeeER .    .    .    .    .    ..   cpuid
# ORDERED-NEXT: [1,2]     .   D==========================================eeeeeER .    .    .    .    ..   movq	8(%rsi), %rcx
movq (%rsi), %rax
cpuid
movq 8(%rsi), %rcx
