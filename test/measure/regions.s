# Regions as in mca: each LLVM-MCA-BEGIN/END pair is a block; text outside them is not measured.
# RUN: atomir measure -dry-run %s | FileCheck %s
# CHECK:      [0] Code Region - load
# CHECK-EMPTY:
# CHECK-NEXT: Dry run: 1 instructions, 3 bytes per iteration
# CHECK:        +0    48 8b 07                         movq (%rdi), %rax
# CHECK-EMPTY:
# CHECK-NEXT: [1] Code Region - mul
# CHECK-EMPTY:
# CHECK-NEXT: Dry run: 2 instructions, 8 bytes per iteration
# CHECK:        +0    48 0f af c1                      imulq %rcx, %rax
# CHECK-NEXT:   +4    48 0f af c2                      imulq %rdx, %rax
# CHECK-NOT:  retq
  addq $1, %rsi
# LLVM-MCA-BEGIN load
  movq (%rdi), %rax
# LLVM-MCA-END load
  retq
# LLVM-MCA-BEGIN mul
  imulq %rcx, %rax
  imulq %rdx, %rax
# LLVM-MCA-END mul
