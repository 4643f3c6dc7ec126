# An instruction the model has no scheduling data for; -skip-unsupported-instructions=lack-sched
# drops it with a warning.
# RUN: not atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s 2>&1 | FileCheck %s
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -skip-unsupported-instructions=lack-sched %s 2>&1 | FileCheck %s --check-prefix=SKIP
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -skip-unsupported-instructions=lack-sched %s | FileCheck %s --check-prefix=OUT
# OUT: Instructions:      100
# CHECK:      error: found an unsupported instruction in the input assembly sequence, use -skip-unsupported-instructions=lack-sched to ignore these on the input.
# CHECK-NEXT: note: instruction: 	vfmadd231ps	%ymm0, %ymm1, %ymm2
# SKIP:       warning: found an unsupported instruction in the input assembly sequence, skipping with -skip-unsupported-instructions, note accuracy will be impacted:
# SKIP-NEXT:  note: instruction: 	vfmadd231ps	%ymm0, %ymm1, %ymm2
vfmadd231ps %ymm0, %ymm1, %ymm2
addq %rax, %rbx
