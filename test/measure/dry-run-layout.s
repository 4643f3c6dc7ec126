# The unrolled layout, without running: a constant-pool load is pointed at the data page,
# a branch to a label falls through to the next instruction. The displacement of the load is
# 0x10000840 - (0x40003000 + 276 + 8) = 0xcfffd724 (little-endian in the bytes).
# RUN: atomir measure -dry-run %s | FileCheck %s
# RUN: atomir measure -dry-run - < %s | FileCheck %s
# RUN: atomir measure -dry-run -o %t %s && cat %t | FileCheck %s
# CHECK:      Dry run: 3 instructions, 13 bytes per iteration
# CHECK-NEXT: Registers: rsp = 0x20000800, rdx = 0x10000400, every other = 0x10000840
# CHECK-NEXT: Program chain-a  at 0x40000000: 500 copies, 2339 bytes, body at +276
# CHECK-NEXT: Program chain-b  at 0x40001000: 1500 copies, 6339 bytes, body at +276
# CHECK-NEXT: Program block-a  at 0x40003000: 100 copies, 1639 bytes, body at +276
# CHECK-NEXT: Program block-b  at 0x40004000: 200 copies, 2939 bytes, body at +276
# CHECK-NEXT:   +0    66 0f 6f 05 24 d7 ff cf          movdqa .LCPI0_0(%rip), %xmm0
# CHECK-NEXT:   +8    48 01 c3                         addq %rax, %rbx
# CHECK-NEXT:   +11   75 00                            jne .LBB0_1
# CHECK-EMPTY:
  movdqa .LCPI0_0(%rip), %xmm0
  addq %rax, %rbx
  jne .LBB0_1
.LBB0_1:
