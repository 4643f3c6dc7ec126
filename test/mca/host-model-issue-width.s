# The front end's issue width from a hand-made host model: four independent adds on an "alu"
# port group of 4 units (rthroughput 0.25). Without `issue_width` the fallback's dispatch width
# (btver2: 2) binds: 2 cycles per iteration, 203 cycles for 100. With `issue_width: 4` the ports
# bind: 1 cycle per iteration, 103 (the retire width follows the issue width).
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-alu4-width2.json %s 2>&1 | FileCheck %s --check-prefix=W2
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-alu4-width4.json %s 2>&1 | FileCheck %s --check-prefix=W4
# W2: Total Cycles:      203
# W2: Dispatch Width:    2
# W2: Block RThroughput: 2.0
# W4: Total Cycles:      103
# W4: Dispatch Width:    4
# W4: Block RThroughput: 1.0
	addq	%rsi, %rax
	addq	%rsi, %rbx
	addq	%rsi, %rcx
	addq	%rsi, %rdx
