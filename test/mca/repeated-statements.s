# A statement written several times is read, matched and printed once, but every occurrence is
# reported where it is written and listed in the views (expected output: llvm-mca 22).
# RUN: not atomir mca -mcpu=skylake %s 2>&1 | FileCheck %s
# RUN: atomir mca -mcpu=skylake -skip-unsupported-instructions=parse-failure -iterations=1 %s 2>/dev/null | FileCheck %s --check-prefix=OUT
# CHECK:      repeated-statements.s:24:1: error: invalid instruction mnemonic 'foo'
# CHECK-NEXT: foo %rax
# CHECK-NEXT: ^~~
# CHECK-NEXT: repeated-statements.s:26:6: error: invalid instruction mnemonic 'foo'
# CHECK-NEXT: l1:  foo %rax
# CHECK-NEXT:      ^~~
# CHECK-NEXT: repeated-statements.s:27:1: error: too few operands for instruction
# CHECK-NEXT: vhaddps %xmm0, %xmm1; vhaddps %xmm0, %xmm1
# CHECK-NEXT: ^
# CHECK-NEXT: repeated-statements.s:27:23: error: too few operands for instruction
# CHECK-NEXT: vhaddps %xmm0, %xmm1; vhaddps %xmm0, %xmm1
# CHECK-NEXT:                       ^
# CHECK-NEXT: error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
# OUT:      Instructions:      3
# OUT:      Resource pressure by instruction:
# OUT:      addq	%rax, %rbx
# OUT-NEXT: addq	%rax, %rbx
# OUT-NEXT: addq	%rax, %rbx
addq %rax, %rbx
foo %rax
  addq %rax, %rbx # the same statement again
l1:  foo %rax
vhaddps %xmm0, %xmm1; vhaddps %xmm0, %xmm1
addq	%rax,   %rbx
