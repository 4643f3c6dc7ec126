# AT&T without a size suffix where only a memory operand could give the size: llvm-mca 22
# rejects it, listing the suffixes that fit (`b`/`w`/`l`/`q`; x87 `s`/`l`/`t`, integer x87 `s`/`l`),
# except `push`, `pop`, `call`, `jmp` (64-bit) and `bt*` (32-bit); forms of one width, such as
# `fnstenv` or `fldcw`, are fine. `notrack` (gcc's -fcf-protection switch tables) is a prefix
# (3E). Facts from llvm-mca 22.
# RUN: not atomir mca -mcpu=skylake %S/Inputs/ambiguous-suffix.s 2>&1 | FileCheck %s
# RUN: atomir mca -mcpu=skylake -instruction-tables -show-encoding %S/Inputs/unsuffixed-defaults.s 2>&1 | FileCheck %s --check-prefix=DEFAULT
# CHECK:      Inputs/ambiguous-suffix.s:1:1: error: ambiguous instructions require an explicit suffix (could be 'incb', 'incw', 'incl', or 'incq')
# CHECK-NEXT: inc (%rdi)
# CHECK-NEXT: ^
# CHECK-NEXT: Inputs/ambiguous-suffix.s:2:1: error: ambiguous instructions require an explicit suffix (could be 'shlb', 'shlw', 'shll', or 'shlq')
# CHECK-NEXT: shl (%rdi)
# CHECK-NEXT: ^
# CHECK-NEXT: Inputs/ambiguous-suffix.s:3:1: error: ambiguous instructions require an explicit suffix (could be 'movb', 'movw', 'movl', or 'movq')
# CHECK-NEXT: mov $1, (%rdi)
# CHECK-NEXT: ^
# CHECK-NEXT: Inputs/ambiguous-suffix.s:4:1: error: ambiguous instructions require an explicit suffix (could be 'nopw', 'nopl', or 'nopq')
# CHECK-NEXT: nop (%rdi)
# CHECK-NEXT: ^
# CHECK-NEXT: Inputs/ambiguous-suffix.s:5:1: error: ambiguous instructions require an explicit suffix (could be 'filds', or 'fildl')
# CHECK-NEXT: fild (%rdi)
# CHECK-NEXT: ^
# CHECK-NEXT: Inputs/ambiguous-suffix.s:6:1: error: ambiguous instructions require an explicit suffix (could be 'flds', 'fldl', or 'fldt')
# CHECK-NEXT: fld (%rdi)
# CHECK-NEXT: ^
# CHECK-NEXT: Inputs/ambiguous-suffix.s:7:1: error: ambiguous instructions require an explicit suffix (could be 'fstps', 'fstpl', or 'fstpt')
# CHECK-NEXT: fstp (%rdi)
# CHECK-NEXT: ^
# CHECK-NEXT: Inputs/ambiguous-suffix.s:8:1: error: ambiguous instructions require an explicit suffix (could be 'fadds', or 'faddl')
# CHECK-NEXT: fadd (%rdi)
# CHECK-NEXT: ^
# CHECK-NEXT: error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
# DEFAULT:       4      6     1.00    *      *             2     ff 37                         pushq	(%rdi)
# DEFAULT-NEXT:  4      6     1.00    *      *             2     8f 07                         popq	(%rdi)
# DEFAULT-NEXT:  5      7     1.00    *                    3     ff 50 08                      callq	*8(%rax)
# DEFAULT-NEXT:  2      6     1.00    *                    7     ff 24 c5 00 00 00 00          jmpq	*.L4(,%rax,8)
# DEFAULT-NEXT:  2      6     0.50    *                    4     0f ba 27 01                   btl	$1, (%rdi)
# DEFAULT-NEXT:  4      6     1.00    *      *             4     0f ba 3f 01                   btcl	$1, (%rdi)
# DEFAULT-NEXT:  4      6     1.00    *      *             4     0f ba 37 01                   btrl	$1, (%rdi)
# DEFAULT-NEXT:  4      6     1.00    *      *             4     0f ba 2f 01                   btsl	$1, (%rdi)
# DEFAULT-NEXT:  1      1     1.00                         3     3e ff e0                      notrack		jmpq	*%rax
# DEFAULT-NEXT:  2      6     1.00    *                    8     3e ff 24 c5 00 00 00 00       notrack		jmpq	*.L4(,%rax,8)
# DEFAULT-NEXT:  100    106   19.50          *      U      2     d9 37                         fnstenv	(%rdi)
# DEFAULT-NEXT:  3      7     1.00    *             U      2     d9 2f                         fldcw	(%rdi)
