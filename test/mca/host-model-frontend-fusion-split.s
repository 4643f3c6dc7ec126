# Macro fusion needs the pair adjacent: `cmpq; movq; jne` is not fused under a model that fuses
# cmp (test/mca/Inputs/host-model-frontend-fusion.json). 12 micro-ops per iteration at 4 per
# cycle = 3 cycles per iteration: the last third dispatched in cycle 299, cmp 300, jne 301,
# retired 302: 304 cycles with or without the fusion field, 1200 uOps.
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-frontend.json %s 2>&1 | FileCheck %s
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-frontend-fusion.json %s 2>&1 | FileCheck %s
# CHECK: Total Cycles:      304
# CHECK-NEXT: Total uOps:        1200
	cmpq	%rax, %rbx
	movq	%rcx, %rdx
	jne	.L0
.L0:
	cmpq	%rax, %rbx
	movq	%rcx, %rdx
	jne	.L1
.L1:
	cmpq	%rax, %rbx
	movq	%rcx, %rdx
	jne	.L2
.L2:
	cmpq	%rax, %rbx
	movq	%rcx, %rdx
	jne	.L3
.L3:
