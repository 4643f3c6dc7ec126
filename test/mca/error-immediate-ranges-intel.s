# The same rejections in Intel syntax (a literal wider than 64 bits is an unknown token there).
# RUN: not atomir mca -mcpu=skylake %s 2>&1 | FileCheck %s
# NOTE: CHECK lines learned from llvm-mca 22's output (same flags and input).
# CHECK: error-immediate-ranges-intel.s:18:1: error: invalid operand for instruction
# CHECK-NEXT: add rbx, 0x80000000
# CHECK-NEXT: {{^}}^{{$}}
# CHECK-NEXT: error-immediate-ranges-intel.s:19:1: error: invalid operand for instruction
# CHECK-NEXT: push 0xffffffff
# CHECK-NEXT: {{^}}^{{$}}
# CHECK-NEXT: error-immediate-ranges-intel.s:20:10: error: unknown token in expression
# CHECK-NEXT: mov rax, 99999999999999999999999
# CHECK-NEXT: {{^}}         ^{{$}}
# CHECK-NEXT: error-immediate-ranges-intel.s:21:20: error: displacement 2147483648 is not within [-2147483648, 2147483647]
# CHECK-NEXT: mov rcx, qword ptr [rax+0x80000000]
# CHECK-NEXT: {{^}}                   ^{{$}}
# CHECK-NEXT: error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
.intel_syntax noprefix
add rbx, 0x80000000
push 0xffffffff
mov rax, 99999999999999999999999
mov rcx, qword ptr [rax+0x80000000]
