# gcc writes `__atomic_exchange_n` as `xchgl (%rdi), %eax`: memory operand first in AT&T order.
# llvm-mca 22 accepts it as an alias of `xchgl %eax, (%rdi)` (same encoding, printed that way);
# Intel syntax likewise accepts the register first. Facts from llvm-mca 22 -show-encoding.
# RUN: atomir mca -mcpu=skylake -show-encoding %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -show-encoding %S/Inputs/gcc-xchg-intel.s | FileCheck --check-prefix=INTEL %s
# CHECK:      8      10    1.25    *      *             2     87 07                         xchgl	%eax, (%rdi)
# CHECK-NEXT: 8      10    1.25    *      *             3     48 87 0f                      xchgq	%rcx, (%rdi)
# CHECK-NEXT: 8      10    1.25    *      *             3     86 4e 04                      xchgb	%cl, 4(%rsi)
# CHECK-NEXT: 8      10    1.25    *      *             3     66 87 07                      xchgw	%ax, (%rdi)
# CHECK-NEXT: 8      10    1.25    *      *             2     87 17                         xchgl	%edx, (%rdi)
# INTEL:      8      10    1.25    *      *             2     87 07                         xchg	dword ptr [rdi], eax
# INTEL-NEXT: 8      10    1.25    *      *             3     48 87 0f                      xchg	qword ptr [rdi], rcx
xchgl (%rdi), %eax
xchgq (%rdi), %rcx
xchgb 4(%rsi), %cl
xchgw (%rdi), %ax
xchg (%rdi), %edx
