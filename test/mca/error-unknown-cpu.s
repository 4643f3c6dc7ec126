# An unknown -mcpu is reported twice, as llvm-mca does, and nothing is analysed.
# RUN: not atomir mca -mcpu=nosuchcpu %s 2>&1 | FileCheck %s
# CHECK:      'nosuchcpu' is not a recognized processor for this target (ignoring processor)
# CHECK-NEXT: 'nosuchcpu' is not a recognized processor for this target (ignoring processor)
# CHECK-NOT:  Iterations:
addq %rax, %rbx
