movl $&ebx, %eax
movl $%ebx, %eax
movl $!, %eax
movl $1+, %eax
movl $(1+2, %eax
movl $1 2, %eax
movl &ebx, %eax
ad dl %eax, %ebx
movl *%eax, %ebx
addl %eax, *%ebx
movl $*1, %eax
# Expression errors located as llvm-mca 22 locates them (CHECK lines learned from llvm-mca 22):
# a token that starts no term, a register in an immediate, an operator with nothing after it,
# an unclosed parenthesis, a term after a complete expression, an unknown mnemonic whose
# operand `dl %eax` is a remainder expression, and `*` outside a call or jump's operand.
# RUN: not atomir mca -mcpu=skylake %s 2>&1 | FileCheck %s
# CHECK:      {{.*}}expressions-errors.s:1:7: error: unknown token in expression
# CHECK-NEXT: movl $&ebx, %eax
# CHECK-NEXT: {{^}}      ^{{$}}
# CHECK-NEXT: {{.*}}expressions-errors.s:2:7: error: expected immediate expression
# CHECK-NEXT: movl $%ebx, %eax
# CHECK-NEXT: {{^}}      ^{{$}}
# CHECK-NEXT: {{.*}}expressions-errors.s:3:8: error: unknown token in expression
# CHECK-NEXT: movl $!, %eax
# CHECK-NEXT: {{^}}       ^{{$}}
# CHECK-NEXT: {{.*}}expressions-errors.s:4:9: error: unknown token in expression
# CHECK-NEXT: movl $1+, %eax
# CHECK-NEXT: {{^}}        ^{{$}}
# CHECK-NEXT: {{.*}}expressions-errors.s:5:11: error: expected ')'
# CHECK-NEXT: movl $(1+2, %eax
# CHECK-NEXT: {{^}}          ^{{$}}
# CHECK-NEXT: {{.*}}expressions-errors.s:6:9: error: unexpected token in argument list
# CHECK-NEXT: movl $1 2, %eax
# CHECK-NEXT: {{^}}        ^{{$}}
# CHECK-NEXT: {{.*}}expressions-errors.s:7:6: error: unknown token in expression
# CHECK-NEXT: movl &ebx, %eax
# CHECK-NEXT: {{^}}     ^{{$}}
# CHECK-NEXT: {{.*}}expressions-errors.s:8:1: error: invalid instruction mnemonic 'ad'
# CHECK-NEXT: ad dl %eax, %ebx
# CHECK-NEXT: {{^}}^~{{$}}
# CHECK-NEXT: {{.*}}expressions-errors.s:9:6: error: invalid operand for instruction
# CHECK-NEXT: movl *%eax, %ebx
# CHECK-NEXT: {{^}}     ^{{$}}
# CHECK-NEXT: {{.*}}expressions-errors.s:10:12: error: invalid token in expression
# CHECK-NEXT: addl %eax, *%ebx
# CHECK-NEXT: {{^}}           ^{{$}}
# CHECK-NEXT: {{.*}}expressions-errors.s:11:7: error: invalid token in expression
# CHECK-NEXT: movl $*1, %eax
# CHECK-NEXT: {{^}}      ^{{$}}
# CHECK-NEXT: error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
