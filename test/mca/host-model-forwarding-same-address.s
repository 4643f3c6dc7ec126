# Store-to-load forwarding (front_end.store_forwarding), same base register and displacement:
# a store of %r8 to 8(%rdi), a load of 8(%rdi) into %r8, an add on %r8 (on znver5 this chain
# measures 1.00 cycle per iteration: the load's value is renamed from the store's source).
# Model (test/mca/Inputs/host-model-forwarding*.json): issue width 4, add latency 1 on 4 ALUs,
# load latency 4 on 2 load units, stores on 2 units.
# No store_forwarding field: no memory dependency (as llvm-mca); 3 instructions per iteration at
# 4 per cycle bind: 75 cycles of dispatch for 300 instructions plus the last load (4) and add:
# 83 cycles.
# same_address 0: the load reads the store's data (%r8, written by the previous iteration's
# add) and its value is ready 0 cycles after it, so the loop-carried chain is the add alone:
# 1 cycle per iteration, 100 + 3 (dispatch, issue, retire of the last add): 103 cycles, with
# either aliasing mode (the same registers match in both).
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-forwarding.json %s 2>&1 | FileCheck %s --check-prefix=NONE
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-forwarding-registers.json %s 2>&1 | FileCheck %s --check-prefix=FWD
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-forwarding-harness.json %s 2>&1 | FileCheck %s --check-prefix=FWD
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-forwarding-harness.json -o %t %s 2>&1 | FileCheck %s --check-prefix=NOTE
# NONE: Total Cycles:      83
# FWD: Total Cycles:      103
# NOTE: store forwarding 0/10/7 cycles (same address/address in flight/other registers, harness aliasing)
	movq	%r8, 8(%rdi)
	movq	8(%rdi), %r8
	addq	$1, %r8
