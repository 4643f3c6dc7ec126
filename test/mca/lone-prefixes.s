# A prefix written as a statement of its own (`rep;movsq ...` as compression libraries write it
# in inline asm, or `lock`/`rep` alone on a line) is an instruction of its own in llvm-mca 22:
# printed and encoded as the prefix, with the model's microcoded class, defining and using ECX
# (`rep`, `repne`); the next statement is read without the prefix (`lock` then `addl` is a plain
# add). `repz` prints as `rep`, `repnz` as `repne`. Facts from llvm-mca 22.
# RUN: atomir mca -mcpu=skylake -instruction-tables -show-encoding %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -instruction-tables -output-asm-variant=1 %s | FileCheck %s --check-prefix=INTEL
# RUN: atomir mca -mcpu=skylake -iterations=100 -bottleneck-analysis %S/Inputs/lone-prefix-ecx.s | FileCheck %s --check-prefix=ECX
# RUN: atomir mca -mcpu=znver3 -iterations=100 %S/Inputs/lone-prefix-ecx.s | FileCheck %s --check-prefix=ZN3
# RUN: atomir mca -mcpu=atom -iterations=100 %S/Inputs/lone-prefix-ecx.s | FileCheck %s --check-prefix=ATOM
# RUN: atomir mca -mcpu=btver2 -iterations=100 %S/Inputs/lone-prefix-ecx.s | FileCheck %s --check-prefix=BTVER2
# CHECK:       1      100   0.25                  U      1     f3                            rep
# CHECK-NEXT:  1      100   0.25                  U      2     48 a5                         movsq	(%rsi), %es:(%rdi)
# CHECK-NEXT:  3      2     1.00                  U      2     f3 aa                         rep		stosb	%al, %es:(%rdi)
# CHECK-NEXT:  3      7     0.50                  U      2     f2 ae                         repne		scasb	%es:(%rdi), %al
# CHECK-NEXT:  1      100   0.25                  U      1     f0                            lock
# CHECK-NEXT:  3      7     1.00    *      *             3     83 07 01                      addl	$1, (%rdi)
# CHECK-NEXT:  1      100   0.25                  U      1     f3                            rep
# CHECK-NEXT:  1      100   0.25                  U      2     48 a5                         movsq	(%rsi), %es:(%rdi)
# CHECK-NEXT:  1      100   0.25                  U      1     f0                            lock
# CHECK-NEXT:  3      7     1.00    *      *             3     83 07 01                      addl	$1, (%rdi)
# CHECK-NEXT:  1      100   0.25                  U      1     f3                            rep
# CHECK-NEXT:  1      100   0.25                  U      1     f2                            repne
# INTEL:       1      100   0.25                  U     rep
# INTEL-NEXT:  1      100   0.25                  U     movsq	qword ptr es:[rdi], qword ptr [rsi]
# INTEL-NEXT:  3      2     1.00                  U     rep		stosb	byte ptr es:[rdi], al
# INTEL-NEXT:  3      7     0.50                  U     repne		scasb	al, byte ptr es:[rdi]
# INTEL-NEXT:  1      100   0.25                  U     lock
# INTEL-NEXT:  3      7     1.00    *      *            add	dword ptr [rdi], 1
# ECX:         Total Cycles:      253
# ECX:         +----> 1.    rep                                         ## REGISTER dependency:  %rcx
# ECX-NEXT:    +----> 2.    movl	%ecx, %edx                        ## REGISTER dependency:  %ecx
# ZN3:         Total Cycles:      10219
# ATOM:        Total Cycles:      20002
# BTVER2:      Total Cycles:      726
rep;movsq (%rsi), %es:(%rdi)
rep stosb %al, %es:(%rdi)
repne scasb
lock; addl $1, (%rdi)
rep
movsq
lock
addl $1, (%rdi)
repz
repnz
