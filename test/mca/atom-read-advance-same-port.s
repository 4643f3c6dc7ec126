# Atom is in order: `imull (%rdi,%rdx,4), %r8d` reads %r8d three cycles late (read advance), so
# it issues in the cycle of the one-cycle `addl` that writes %r8d; behind the 5-cycle `imull` on
# the same port the second one waits 1 cycle counted as a register stall and 3 as dispatch-group
# stalls (CHECK lines from llvm-mca 22).
# RUN: atomir mca -mcpu=atom -iterations=1 -timeline -dispatch-stats %s | FileCheck %s
# CHECK:      RAT     - Register unavailable:                      1  (9.1%)
# CHECK:      GROUP   - Static restrictions on the dispatch group: 3  (27.3%)
# CHECK:      [0,0]     DE   .    .   addl	%eax, %r8d
# CHECK-NEXT: [0,1]     DeeeeE    .   imull	(%rdi,%rdx,4), %r8d
# CHECK-NEXT: [0,2]     .    DeeeeE   imull	(%rdi,%rdx,4), %r8d
addl %eax, %r8d
imull (%rdi,%rdx,4), %r8d
imull (%rdi,%rdx,4), %r8d
