# Macro fusion (front_end.macro_fusion: {"cmp": true}): four `cmpq; jne` pairs, cmp on an "alu"
# group of 4 units, jne on a "branch" group of 4 units, issue width 4
# (test/mca/Inputs/host-model-frontend*.json). Each iteration: cmp executes the cycle after
# dispatch, its jne the cycle after that (it reads the flags), retirement the next.
# Not fused: 8 micro-ops per iteration at 4 per cycle = 2 cycles per iteration; the last half
# dispatched in cycle 199, cmp 200, jne 201, retired 202: 204 cycles, 800 uOps.
# Fused: each jne rides in its cmp's slot (no micro-op, no dispatch or retire slot), 4 per
# iteration = 1 cycle per iteration: last dispatch 99, cmp 100, jne 101, retired 102: 104 cycles,
# 400 uOps (still 800 instructions).
# Fused with decode_width 2 (and an 8-entry queue): a pair counts once, 4 pairs per iteration at
# 2 per cycle = 2 cycles per iteration: 204 cycles. Decode width 2 without fusion: 8 instructions
# at 2 per cycle = 4 cycles per iteration: 404.
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-frontend.json %s 2>&1 | FileCheck %s --check-prefix=PLAIN
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-frontend-fusion.json %s 2>&1 | FileCheck %s --check-prefix=FUSED
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-frontend-fusion-decode2.json %s 2>&1 | FileCheck %s --check-prefix=FD2
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-frontend-decode2.json %s 2>&1 | FileCheck %s --check-prefix=D2
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-frontend-fusion-decode2.json -o %t %s 2>&1 | FileCheck %s --check-prefix=NOTE
# NOTE: dispatch width 4, decode width 2, micro-op queue 8, macro fusion cmp; everything else from BtVer2
# PLAIN: Instructions:      800
# PLAIN-NEXT: Total Cycles:      204
# PLAIN-NEXT: Total uOps:        800
# FUSED: Instructions:      800
# FUSED-NEXT: Total Cycles:      104
# FUSED-NEXT: Total uOps:        400
# FD2: Total Cycles:      204
# FD2-NEXT: Total uOps:        400
# D2: Total Cycles:      404
# D2-NEXT: Total uOps:        800
	cmpq	%rax, %rbx
	jne	.L0
.L0:
	cmpq	%rax, %rbx
	jne	.L1
.L1:
	cmpq	%rax, %rbx
	jne	.L2
.L2:
	cmpq	%rax, %rbx
	jne	.L3
.L3:
