# Znver3 eliminates `movq %rax, %rax`, but it is not a zero idiom: the register does not become
# known zero, so no eliminated move is a zero move (CHECK lines from llvm-mca 22).
# RUN: atomir mca -mcpu=znver3 -register-file-stats %s | FileCheck %s
# CHECK:      Number of moves eliminated: 200  (100.0%)
# CHECK-NEXT: Number of zero moves:       0  (0.0%)
movq %rax, %rax
movl %ecx, %ecx
