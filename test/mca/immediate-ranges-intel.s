# The same immediate ranges in Intel syntax (`mov rax, 0x80000000` is `movabs`).
# RUN: atomir mca -mcpu=skylake -iterations=1 -summary-view=false -resource-pressure=false %s | FileCheck %s
# NOTE: CHECK lines learned from llvm-mca 22's output (same flags and input).
# CHECK: Instruction Info:
# CHECK-NEXT: [1]: #uOps
# CHECK-NEXT: [2]: Latency
# CHECK-NEXT: [3]: RThroughput
# CHECK-NEXT: [4]: MayLoad
# CHECK-NEXT: [5]: MayStore
# CHECK-NEXT: [6]: HasSideEffects (U)
# CHECK-EMPTY:
# CHECK-NEXT: [1]    [2]    [3]    [4]    [5]    [6]    Instructions:
# CHECK-NEXT: {{^}} 1      1     0.25                        mov	al, 300
# CHECK-NEXT: {{^}} 1      1     0.25                        add	ebx, 8589934591
# CHECK-NEXT: {{^}} 1      1     0.25                        movabs	rax, 2147483648
# CHECK-NEXT: {{^}} 1      1     0.25                        add	rbx, -2147483648
# CHECK-NEXT: {{^}} 1      1     0.50                        shl	eax, 255
# CHECK-NEXT: {{^}} 1      1     1.00           *            push	2147483647
# CHECK-NEXT: {{^}} 1      1     0.25    *                   movabs	rax, qword ptr [4294967296]
# CHECK-NEXT: {{^}} 1      5     0.50    *                   mov	rbx, qword ptr [4294967296]
.intel_syntax noprefix
mov al, 300
add ebx, 0x1ffffffff
mov rax, 0x80000000
add rbx, -0x80000000
shl eax, -1
push 0x7fffffff
mov rax, qword ptr [0x100000000]
mov rbx, qword ptr [0x100000000]
