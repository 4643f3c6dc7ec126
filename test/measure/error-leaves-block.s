# Instructions that would leave the block are located errors; nothing is measured.
# RUN: not atomir measure %s 2>&1 | FileCheck %s
# CHECK:      error-leaves-block.s:9:3: error: cannot measure: 'retq' is a return; it would leave the block
# CHECK-NEXT:   retq
# CHECK-NEXT:   ^~~~
# CHECK:      error-leaves-block.s:10:3: error: cannot measure: 'jmpq *%rax' is an indirect branch; it would leave the block
# CHECK-NEXT:   jmpq *%rax
# CHECK-NEXT:   ^~~~~~~~~~
  retq
  jmpq *%rax
  syscall
# CHECK:      error-leaves-block.s:11:3: error: cannot measure: 'syscall' is a system or far call; it would leave the block
# CHECK-NOT:  Cycles
