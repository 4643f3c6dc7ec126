# gcc -masm=intel copies AT&T inline asm into an Intel file: llvm-mca 22 rejects it, locating
# each error by the cpp line marker gcc writes before it (`# 9 "strings_asm.c" 1`: file and
# line of the C source; `# 0 "" 2` ends the mapping); Intel syntax takes no AT&T spellings
# (`incl`, `$1`). Intel aliases print as LLVM's instructions (`sal` -> `shl`, `jz` -> `je`),
# and condition-code aliases in both syntaxes (`setnbe` -> `seta`, `cmovnael` -> `cmovbl`).
# Facts from llvm-mca 22.
# RUN: not atomir mca -mcpu=skylake %S/Inputs/gcc-intel-inline-att.s 2>&1 | FileCheck %s
# RUN: atomir mca -mcpu=skylake -instruction-tables %S/Inputs/intel-aliases.s | FileCheck %s --check-prefix=INTEL
# RUN: atomir mca -mcpu=skylake -instruction-tables %S/Inputs/condition-aliases.s | FileCheck %s --check-prefix=ATT
# CHECK:      strings_asm.c:9:13: error: unknown token in expression
# CHECK-NEXT:         rep;movsq (%rsi), %es:(%rdi)
# CHECK-NEXT:                    ^
# CHECK-NEXT: strings_asm.c:22:13: error: unknown token in expression
# CHECK-NEXT:         lock; addl $1, DWORD PTR [rdi]
# CHECK-NEXT:                    ^
# CHECK-NEXT: strings_asm.c:27:2: error: invalid instruction mnemonic 'incl'
# CHECK-NEXT:         incl DWORD PTR [rdi]
# CHECK-NEXT:         ^~~~
# CHECK-NEXT: error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
# INTEL:       1      1     0.50                        shl	rax, 4
# INTEL-NEXT:  1      1     0.50                        je	.L1
# INTEL-NEXT:  1      1     0.50                        setb	al
# INTEL-NEXT:  1      1     0.50                        cmovne	eax, ebx
# INTEL-NEXT:  2      2     0.50                  U     wait
# INTEL-NEXT:  6      5     1.00           *            pushfq
# INTEL-NEXT:  1      5     0.50    *                   popfq
# ATT:         1      1     0.50                        jbe	.L1
# ATT-NEXT:    1      1     0.50                        jnp	.L1
# ATT-NEXT:    2      2     1.00                        seta	%al
# ATT-NEXT:    1      1     0.50                        setp	%al
# ATT-NEXT:    1      1     0.50                        cmovbl	%eax, %ebx
# ATT-NEXT:    1      1     0.50                        cmoveq	%rax, %rbx
