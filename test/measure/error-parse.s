# A statement that cannot be read is reported as mca reports it, with a caret.
# RUN: not atomir measure %s 2>&1 | FileCheck %s
# CHECK:      error-parse.s:7:3: error: invalid instruction mnemonic 'frobq'
# CHECK-NEXT:   frobq %rax
# CHECK-NEXT:   ^~~~~
# CHECK-NOT:  Cycles
  frobq %rax
  addq %rax, %rbx
