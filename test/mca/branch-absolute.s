# A numeric branch target (`jo 0x1000`) is a direct branch with a fixup, printed in decimal;
# `callq 0x1000` is a direct call, `callq *0x1000` an indirect one (facts from llvm-mca 22).
# RUN: atomir mca -mcpu=skylake -instruction-tables -show-encoding %s | FileCheck %s
# CHECK:      70 00                         jo	4096
# CHECK-NEXT: eb 00                         jmp	4096
# CHECK-NEXT: e8 00 00 00 00                callq	4096
# CHECK-NEXT: ff 14 25 00 10 00 00          callq	*4096
# CHECK-NEXT: c7 f8 00 00 00 00             xbegin	4096
jo 0x1000
jmp 0x1000
callq 0x1000
callq *0x1000
xbegin 0x1000
