# A symbolic immediate selects the sign-extended 8-bit form where one exists, as llvm-mca 22
# parses it (pushq $foo is the 3-uop PUSH64i8 on skylake); mov and test have no such form.
# RUN: atomir mca -mcpu=skylake -iterations=1 -instruction-info -show-encoding %s | FileCheck %s
# CHECK: [7]: Encoding Size
# CHECK:       3      2     1.00           *             2     6a 00                         pushq	$foo
# CHECK-NEXT:  1      1     0.25                         4     48 83 c0 00                   addq	$foo, %rax
# CHECK-NEXT:  1      1     0.25                         3     83 c0 00                      addl	$foo, %eax
# CHECK-NEXT:  1      3     1.00                         4     48 6b d8 00                   imulq	$foo, %rax, %rbx
# CHECK-NEXT:  1      1     0.25                         4     48 83 f8 00                   cmpq	$foo, %rax
# CHECK-NEXT:  3      7     1.00    *      *             3     83 27 00                      andl	$foo, (%rdi)
# CHECK-NEXT:  1      1     1.00           *             3     66 6a 00                      pushw	$foo
# CHECK-NEXT:  1      1     0.25                         7     48 c7 c0 00 00 00 00          movq	$foo, %rax
# CHECK-NEXT:  1      1     0.25                         5     a9 00 00 00 00                testl	$foo, %eax
# CHECK-NEXT:  1      1     0.25                         2     04 00                         addb	$foo, %al
# CHECK-NEXT:  1      1     0.25                         4     66 83 c0 00                   addw	$foo, %ax
# CHECK-NEXT:  3      7     1.00    *      *             6     48 83 44 24 08 00             addq	$foo, 8(%rsp)
pushq $foo
addq $foo, %rax
addl $foo, %eax
imulq $foo, %rax, %rbx
cmpq $foo, %rax
andl $foo, (%rdi)
pushw $foo
movq $foo, %rax
testl $foo, %eax
addb $foo, %al
addw $foo, %ax
addq $foo, 8(%rsp)
