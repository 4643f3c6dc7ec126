# Intel syntax prints a symbol and its offset as one expression, as llvm-mca 22 does:
# `[rip + mi_options+1280]`, also for AT&T input printed with -output-asm-variant=1.
# RUN: atomir mca -mcpu=skylake -iterations=1 %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -iterations=1 -output-asm-variant=1 %S/Inputs/att-symbol-offsets.s | FileCheck --check-prefix=ATT %s
# CHECK:  1      5     0.50    *                   mov	rax, qword ptr [rip + mi_options+1280]
# CHECK:  1      5     0.50    *                   mov	rax, qword ptr [rip + sym]
# CHECK:  1      5     0.50    *                   mov	rax, qword ptr [rbx + sym+8]
# CHECK:  1      5     0.50    *                   mov	rax, qword ptr [rip + sym-16]
# CHECK:  1      5     0.50    *                   mov	rax, qword ptr [sym+8]
# ATT:  1      5     0.50    *                   mov	rax, qword ptr [rip + mi_options+1280]
# ATT:  1      5     0.50    *                   mov	rax, qword ptr [rbx + sym+8]
.intel_syntax noprefix
mov rax, qword ptr [rip + mi_options+1280]
mov rax, qword ptr [rip + sym]
mov rax, qword ptr [rbx + sym+8]
mov rax, qword ptr [rip + sym-16]
mov rax, qword ptr [sym+8]
