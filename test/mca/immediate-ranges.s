# Immediates as llvm-mca 22's assembler reads them: 8-, 16- and 32-bit operations take any
# 64-bit value and print it as written; 64-bit operations take a sign-extended 32-bit value
# (`movq` to a register becomes `movabsq`, `push` becomes `pushw`); unsigned 8-bit immediates
# (shift counts, vector selectors, `int`) print their low byte. An absolute
# address beyond 32 bits moved to or from the accumulator is `movabs`.
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
# CHECK-NEXT: {{^}} 1      1     0.25                        movb	$300, %al
# CHECK-NEXT: {{^}} 1      1     1.00           *            movb	$-129, (%rdi)
# CHECK-NEXT: {{^}} 1      1     0.25                        movw	$65536, %ax
# CHECK-NEXT: {{^}} 1      1     0.25                        addl	$8589934591, %eax
# CHECK-NEXT: {{^}} 1      1     0.25                        movl	$-1, %eax
# CHECK-NEXT: {{^}} 1      3     1.00                        imull	$4294967296, %ebx, %ecx
# CHECK-NEXT: {{^}} 1      1     0.25                        addq	$-2147483648, %rax
# CHECK-NEXT: {{^}} 1      1     0.25                        movabsq	$2147483648, %rax
# CHECK-NEXT: {{^}} 1      1     0.25                        movq	$-2147483648, %rax
# CHECK-NEXT: {{^}} 1      1     0.50                        shll	$255, %eax
# CHECK-NEXT: {{^}} 1      1     1.00                        pshufd	$128, %xmm0, %xmm1
# CHECK-NEXT: {{^}} 1      100   0.25    *      *      U     int	$255
# CHECK-NEXT: {{^}} 1      100   0.25                  U     enter	$0, $300
# CHECK-NEXT: {{^}} 1      1     1.00           *            pushw	$2147483648
# CHECK-NEXT: {{^}} 1      1     1.00           *            pushq	$2147483647
# CHECK-NEXT: {{^}} 2      6     0.50                  U     retq	$65536
# CHECK-NEXT: {{^}} 1      1     0.25    *                   movabsq	4294967296, %rax
# CHECK-NEXT: {{^}} 1      1     0.25           *            movabsl	%eax, -2147483649
# CHECK-NEXT: {{^}} 1      5     0.50    *                   movq	4294967296, %rbx
movb $300, %al
movb $-129, (%rdi)
movw $65536, %ax
addl $0x1ffffffff, %eax
movl $0xffffffffffffffff, %eax
imull $0x100000000, %ebx, %ecx
addq $-0x80000000, %rax
movq $0x80000000, %rax
movq $0xffffffff80000000, %rax
shll $-1, %eax
pshufd $-128, %xmm0, %xmm1
int $255
enter $0, $300
push $0x80000000
pushq $0x7fffffff
retq $65536
movq 0x100000000, %rax
movl %eax, -0x80000001
movq 0x100000000, %rbx
