# Store-to-load forwarding through the address: `movq %rax, (%rax); movq (%rax), %rax` (the
# next address is the loaded value; 10.00 cycles per iteration on znver5).
# Without store_forwarding: a pointer chase, the load's latency 4 per iteration: 400 + 3 = 403.
# With address_dependent 10 (the load's base %rax is written in the block, so its address is
# in flight): the load's value is ready 10 cycles after %rax: 1000 + 3 = 1003 cycles.
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-forwarding.json %s 2>&1 | FileCheck %s --check-prefix=NONE
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-forwarding-registers.json %s 2>&1 | FileCheck %s --check-prefix=FWD
# NONE: Total Cycles:      403
# FWD: Total Cycles:      1003
	movq	%rax, (%rax)
	movq	(%rax), %rax
