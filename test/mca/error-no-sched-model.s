# A CPU that LLVM knows but has no scheduling model for.
# RUN: not atomir mca -mcpu=pentium4 %s 2>&1 | FileCheck %s
# CHECK: error: unable to find instruction-level scheduling information for target triple 'x86_64-pc-linux-gnu' and cpu 'pentium4'.
addq %rax, %rbx
