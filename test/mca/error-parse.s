# Parse errors: file:line:column, the line, a caret under the problem; then the summary error.
# RUN: not atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s 2>&1 | FileCheck %s
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -skip-unsupported-instructions=parse-failure %s 2>&1 | FileCheck %s --check-prefix=SKIP
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -skip-unsupported-instructions=parse-failure %s 2>/dev/null | FileCheck %s --check-prefix=OUT
# CHECK:      error-parse.s:17:1: error: invalid instruction mnemonic 'foo'
# CHECK-NEXT: foo %rax
# CHECK-NEXT: ^~~
# CHECK-NEXT: error-parse.s:18:1: error: too few operands for instruction
# CHECK-NEXT: vhaddps %xmm0, %xmm1
# CHECK-NEXT: ^
# CHECK-NEXT: error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
# SKIP:       error: invalid instruction mnemonic 'foo'
# SKIP:       error: invalid instruction mnemonic 'foo'
# OUT:        Instructions:      100
# OUT:        addq	%rax, %rbx
addq %rax, %rbx
foo %rax
vhaddps %xmm0, %xmm1
