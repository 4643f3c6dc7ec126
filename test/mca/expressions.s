# AT&T operand expressions as llvm-mca 22 reads, folds and prints them: GNU precedence (`&` binds
# tighter than `+`, `<<` as tight as `*`), comparisons give -1, `>>` is logical, a division by
# zero stays unfolded, parenthesised sub-expressions fold, `%` after a term is the remainder
# (`dl %eax` reads as `dl%eax`), a parenthesis not followed by a register or a comma opens an
# expression, not a memory operand's registers. CHECK lines learned from llvm-mca 22 on this file.
# RUN: atomir mca -mcpu=skylake -iterations=1 -resource-pressure=false -summary-view=false %s | FileCheck %s
# CHECK: [1]    [2]    [3]    [4]    [5]    [6]    Instructions:
# CHECK-NEXT:  1      1     0.25                        movl	$7, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$2, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$12, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$-1, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$9223372036854775804, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$-1, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$-2, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$1, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$1, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$3, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$foo+1+2, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$(2*foo)+1, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$foo+3, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$foo+(1|2), %eax
# CHECK-NEXT:  1      1     0.25                        movl	$foo-8, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$foo--1, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$-(foo+1), %eax
# CHECK-NEXT:  1      1     0.25                        movl	$(foo*2)*3, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$1/0, %eax
# CHECK-NEXT:  1      5     0.50    *                   movl	foo+(2*3)(%rax), %eax
# CHECK-NEXT:  1      5     0.50    *                   movl	(foo+1)*2(%rax), %eax
# CHECK-NEXT:  2      6     0.50    *                   addl	dl%eax, %ebx
# CHECK-NEXT:  1      5     0.50    *                   movl	(foo+1)*2, %eax
# CHECK-NEXT:  1      5     0.50    *                   movl	foo+3, %eax
# CHECK-NEXT:  1      5     0.50    *                   movl	foo, %eax
# CHECK-NEXT:  1      1     0.25                        movl	$97, %eax
movl $1+2*3, %eax
movl $1+3&1, %eax
movl $1<<2*3, %eax
movl $3>2, %eax
movl $-8>>1, %eax
movl $5!1, %eax
movl $~1, %eax
movl $!0, %eax
movl $7%3, %eax
movl $7/2, %eax
movl $foo+1+2, %eax
movl $2*foo+1, %eax
movl $foo+(1+2), %eax
movl $foo+1|2, %eax
movl $foo+(-8), %eax
movl $foo-(1-2), %eax
movl $-(foo+1), %eax
movl $(foo*2)*3, %eax
movl $1/0, %eax
movl foo+2*3(%rax), %eax
movl (foo+1)*2(%rax), %eax
addl dl %eax, %ebx
movl (foo+1)*2, %eax
movl foo+(1+2), %eax
movl (foo), %eax
movl $'a', %eax
