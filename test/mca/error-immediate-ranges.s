# Immediates and displacements llvm-mca 22 rejects, with its messages and locations: a 64-bit
# operation's immediate that does not sign-extend from 32 bits, an unsigned 8-bit immediate
# outside -128..255, a literal wider than 64 bits, a register-relative displacement outside
# the signed 32-bit range.
# RUN: not atomir mca -mcpu=skylake %s 2>&1 | FileCheck %s
# NOTE: CHECK lines learned from llvm-mca 22's output (same flags and input).
# CHECK: error-immediate-ranges.s:35:6: error: invalid operand for instruction
# CHECK-NEXT: addq $0x80000000, %rax
# CHECK-NEXT: {{^}}     ^~~~~~~~~~~{{$}}
# CHECK-NEXT: error-immediate-ranges.s:36:19: error: invalid operand for instruction
# CHECK-NEXT: movq $0x80000000, (%rdi)
# CHECK-NEXT: {{^}}                  ^~~~~{{$}}
# CHECK-NEXT: error-immediate-ranges.s:37:7: error: invalid operand for instruction
# CHECK-NEXT: pushq $0xffffffff
# CHECK-NEXT: {{^}}      ^~~~~~~~~~~{{$}}
# CHECK-NEXT: error-immediate-ranges.s:38:7: error: invalid operand for instruction
# CHECK-NEXT: imulq $-0x80000001, %rbx, %rcx
# CHECK-NEXT: {{^}}      ^~~~~~~~~~~~{{$}}
# CHECK-NEXT: error-immediate-ranges.s:39:6: error: invalid operand for instruction
# CHECK-NEXT: shll $256, %eax
# CHECK-NEXT: {{^}}     ^~~~{{$}}
# CHECK-NEXT: error-immediate-ranges.s:40:5: error: invalid operand for instruction
# CHECK-NEXT: int $-129
# CHECK-NEXT: {{^}}    ^~~~~{{$}}
# CHECK-NEXT: error-immediate-ranges.s:41:7: error: literal value out of range for directive
# CHECK-NEXT: movq $99999999999999999999999, %rax
# CHECK-NEXT: {{^}}      ^{{$}}
# CHECK-NEXT: error-immediate-ranges.s:42:8: error: literal value out of range for directive
# CHECK-NEXT: movl $-0x10000000000000000, %eax
# CHECK-NEXT: {{^}}       ^{{$}}
# CHECK-NEXT: error-immediate-ranges.s:43:17: error: displacement 2147483648 is not within [-2147483648, 2147483647]
# CHECK-NEXT: movq 0x80000000(%rax), %rcx
# CHECK-NEXT: {{^}}                ^{{$}}
# CHECK-NEXT: error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
addq $0x80000000, %rax
movq $0x80000000, (%rdi)
pushq $0xffffffff
imulq $-0x80000001, %rbx, %rcx
shll $256, %eax
int $-129
movq $99999999999999999999999, %rax
movl $-0x10000000000000000, %eax
movq 0x80000000(%rax), %rcx
