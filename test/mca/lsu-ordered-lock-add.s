# -lsu=ordered, a lock-prefixed add: a full barrier; the default treats it as a plain load-op-store.
# Prefix llvm = the default soft barriers (as llvm-mca 22 prints them); prefix ordered = the x86 rules.
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline %s | FileCheck %s --check-prefix=LLVM
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline -lsu=ordered %s | FileCheck %s --check-prefix=ORDERED
# LLVM:      Total Cycles:      15
# LLVM:      [1,0]     .D=eeeeeeeER  .   lock		addq	$1, (%rdi)
# LLVM-NEXT: [1,1]     . D=eeeeeeeER .   lock		addq	$1, (%rdi)
# LLVM-NEXT: [1,2]     . DeeeeeE---R .   movq	8(%rsi), %rax
# ORDERED:   Total Cycles:      60
# ORDERED:      [1,0]     .D==================eeeeeeeER .    .    .    .    .    .   .   lock		addq	$1, (%rdi)
# ORDERED-NEXT: [1,1]     . D========================eeeeeeeER    .    .    .    .   .   lock		addq	$1, (%rdi)
# ORDERED-NEXT: [1,2]     . D===============================eeeeeER    .    .    .   .   movq	8(%rsi), %rax
lock addq $1, (%rdi)
lock addq $1, (%rdi)
movq 8(%rsi), %rax
