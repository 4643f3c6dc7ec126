# Store-to-load forwarding through another base register holding the same address: a store to
# 8(%rdi), a load of 8(%rsi) (6.99 cycles per iteration on znver5 in `atomir measure`'s harness,
# where %rdi and %rsi hold one address), then an add on the loaded %r8.
# "aliasing": "registers" (real code: other registers, unknown addresses): no dependency, as
# without the field: 83 cycles (dispatch-bound, see host-model-forwarding-same-address.s).
# "aliasing": "harness" with harness_register_value 268437568 (0x10000840, both registers
# unwritten in the block): the addresses are equal, other_registers 7: the load's value is
# ready 7 cycles after the previous iteration's add, plus the add's 1 = 8 cycles per
# iteration: 800 + 3 = 803 cycles.
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-forwarding-registers.json %s 2>&1 | FileCheck %s --check-prefix=REGS
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-forwarding-harness.json %s 2>&1 | FileCheck %s --check-prefix=HARNESS
# Loads whose bytes are apart from the store's (16(%rsi)) or only partly inside them (8 bytes
# after a 4-byte store) get no dependency: 83 cycles (Inputs/forwarding-apart.s, -partial.s).
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-forwarding-harness.json %S/Inputs/forwarding-apart.s 2>&1 | FileCheck %s --check-prefix=REGS
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-forwarding-harness.json %S/Inputs/forwarding-partial.s 2>&1 | FileCheck %s --check-prefix=REGS
# REGS: Total Cycles:      83
# HARNESS: Total Cycles:      803
	movq	%r8, 8(%rdi)
	movq	8(%rsi), %r8
	addq	$1, %r8
