# A hand-made calibrated host model over btver2 (Inputs/host-model-alu2.json): add measured at
# latency 1, rthroughput 0.5, sharing the "alu" probe's ports (a group of 2 units, so 1 cycle
# each); imul at latency 3.02 (rounded to 3) and rthroughput 1.0, sharing no probe, so on
# `Host.serial1` (one unit held 1 cycle); issue width 4. Per iteration: four adds take 4 cycles of 2 units = 2 cycles, but
# imul reads %rax from the first add, which reads the previous imul's %rax: a chain of 1 + 3 = 4
# cycles, so 100 iterations = 400 cycles plus 3 of fill and drain.
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-alu2.json -instruction-tables=full %s | FileCheck %s --check-prefix=TABLE
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-alu2.json %s | FileCheck %s
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-alu2.json -o %t %s 2>&1 | FileCheck %s --check-prefix=NOTE
# NOTE: note: host model {{.*}}host-model-alu2.json: 2 instruction forms applied (2 scheduling classes), 2 port groups, dispatch width 4; everything else from BtVer2
# TABLE: - Host.alu:2
# TABLE: - Host.serial1:1
# TABLE: 1      1     0.50                         1     Host.alu                                   ADD64rr                    addq	%rsi, %rax
# TABLE: 1      3     1.00                         6     Host.serial1                               IMUL64rr                   imulq	%rsi, %rax
# CHECK: Total Cycles:      403
# CHECK: Dispatch Width:    4
# CHECK: Block RThroughput: 2.0
	addq	%rsi, %rax
	addq	%rsi, %rbx
	addq	%rsi, %rcx
	addq	%rsi, %rdx
	imulq	%rsi, %rax
