# "invalid operand for instruction" is reported where llvm-mca 22 reports it: in AT&T syntax
# under the written operand at the furthest position any form of the mnemonic matched up to,
# underlined (a memory reference up to its last register, an indirect target without its
# `*`); in Intel syntax at the start of the statement with a bare caret.
# RUN: not atomir mca -mcpu=skylake %s 2>&1 | FileCheck %s
# CHECK:      error-invalid-operand.s:27:6: error: invalid operand for instruction
# CHECK-NEXT: addl %xmm1, %eax
# CHECK-NEXT: {{^}}     ^~~~~{{$}}
# CHECK-NEXT: error-invalid-operand.s:28:12: error: invalid operand for instruction
# CHECK-NEXT: addl %eax, %xmm1
# CHECK-NEXT: {{^}}           ^~~~~{{$}}
# CHECK-NEXT: error-invalid-operand.s:29:15: error: invalid operand for instruction
# CHECK-NEXT: vaddps %xmm1, %ymm2, %ymm3
# CHECK-NEXT: {{^}}              ^~~~~{{$}}
# CHECK-NEXT: error-invalid-operand.s:30:5: error: invalid operand for instruction
# CHECK-NEXT: btl 8(%rax,%rcx,4), %eax
# CHECK-NEXT: {{^}}    ^~~~~~~~~~~{{$}}
# CHECK-NEXT: error-invalid-operand.s:31:6: error: invalid operand for instruction
# CHECK-NEXT: incl %xmm0
# CHECK-NEXT: {{^}}     ^~~~~{{$}}
# CHECK-NEXT: error-invalid-operand.s:32:6: error: invalid operand for instruction
# CHECK-NEXT: jmp *%xmm0
# CHECK-NEXT: {{^}}     ^~~~~{{$}}
# CHECK-NEXT: error-invalid-operand.s:34:3: error: invalid operand for instruction
# CHECK-NEXT: {{^}}  add eax, xmm1
# CHECK-NEXT: {{^}}  ^{{$}}
addl %xmm1, %eax
addl %eax, %xmm1
vaddps %xmm1, %ymm2, %ymm3
btl 8(%rax,%rcx,4), %eax
incl %xmm0
jmp *%xmm0
.intel_syntax noprefix
  add eax, xmm1
