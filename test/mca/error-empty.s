# No instruction at all (only directives, labels and comments).
# RUN: not atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s 2>&1 | FileCheck %s
# CHECK: error: no assembly instructions found.
.text
foo:
  .p2align 4
