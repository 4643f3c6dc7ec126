# llvm-mca 22 prints every instruction in the syntax the file ends in (the last
# `.intel_syntax`/`.att_syntax`), whatever each was written in; -output-asm-variant overrides.
# RUN: atomir mca -mcpu=skylake -instruction-tables %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -instruction-tables %S/Inputs/syntax-switch-back.s | FileCheck %s --check-prefix=ATT
# RUN: atomir mca -mcpu=skylake -instruction-tables -output-asm-variant=0 %s | FileCheck %s --check-prefix=ATT
# CHECK:       1      5     0.50    *                   mov	rax, qword ptr [rdi + 8]
# CHECK-NEXT:  1      1     0.25                        add	rbx, rax
# ATT:         1      5     0.50    *                   movq	8(%rdi), %rax
# ATT-NEXT:    1      1     0.25                        addq	%rax, %rbx
movq 8(%rdi), %rax
.intel_syntax noprefix
add rbx, rax
