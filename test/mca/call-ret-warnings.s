# Calls and returns are simulated as ordinary instructions, with a warning each (once).
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s 2>&1 | FileCheck %s --check-prefix=WARN
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s | FileCheck %s
# WARN:      warning: found a call in the input assembly sequence.
# WARN-NEXT: note: call instructions are not correctly modeled. Assume a latency of 100cy.
# WARN-NEXT: warning: found a return instruction in the input assembly sequence.
# WARN-NEXT: note: program counter updates are ignored.
# CHECK:      Iterations:        100
# CHECK:      callq	foo
# CHECK:      retq
callq foo
addq %rax, %rbx
retq
