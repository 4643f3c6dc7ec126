# Loads may pass older stores unless -noalias=false (store; load; dependent add; 3 iterations).
# RUN: atomir mca -mcpu=skylake -iterations=3 %s | FileCheck %s --check-prefix=ALIAS-FREE
# RUN: atomir mca -mcpu=skylake -iterations=3 -noalias=false %s | FileCheck %s --check-prefix=MAY-ALIAS
# ALIAS-FREE: Total Cycles:      11
# MAY-ALIAS:  Total Cycles:      22
movq %rax, (%rdi)
movq (%rsi), %rbx
addq %rbx, %rcx
