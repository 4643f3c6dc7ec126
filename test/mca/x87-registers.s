# x87 stack registers: `%st(i)` is a register, `%st` prints for st(0); short forms get the
# operands LLVM prints (`fxch` is `fxch %st(1)`, `faddp` is `faddp %st, %st(1)`, `fadd %st(1)`
# has `%st` as destination); AT&T's reversed fsub/fdiv with an st(i) destination encode as
# LLVM does; `fcomip` prints as `fcompi`, `fwait` as `wait` (facts from llvm-mca 22).
# RUN: atomir mca -mcpu=skylake -instruction-tables -show-encoding %s | FileCheck %s
# CHECK:      d9 c9                         fxch	%st(1)
# CHECK-NEXT: d9 ca                         fxch	%st(2)
# CHECK-NEXT: de c1                         faddp	%st, %st(1)
# CHECK-NEXT: d8 c1                         fadd	%st(1), %st
# CHECK-NEXT: dc c1                         fadd	%st, %st(1)
# CHECK-NEXT: dc e1                         fsub	%st, %st(1)
# CHECK-NEXT: d8 e1                         fsub	%st(1), %st
# CHECK-NEXT: de f1                         fdivp	%st, %st(1)
# CHECK-NEXT: db f1                         fcomi	%st(1), %st
# CHECK-NEXT: df f1                         fcompi	%st(1), %st
# CHECK-NEXT: d8 d3                         fcom	%st(3)
# CHECK-NEXT: d9 c3                         fld	%st(3)
# CHECK-NEXT: 9b                            wait
# CHECK-NEXT: df e0                         fnstsw	%ax
fxch
fxch %st(2)
faddp
fadd %st(1)
fadd %st(0), %st(1)
fsub %st, %st(1)
fsub %st(1), %st
fdivp
fcomi
fcomip
fcom %st(3)
fld %st(3)
fwait
fnstsw %ax
