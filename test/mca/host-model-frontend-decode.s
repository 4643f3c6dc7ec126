# The host model's decode width (front_end.decode_width): four independent adds on an "alu"
# group of 4 units, issue width 4 (test/mca/Inputs/host-model-frontend.json).
# Without decode_width: 4 adds per cycle, the last iteration dispatched in cycle 99, issued in
# 100, written back in 101, retired in 102: 103 cycles.
# decode_width 2: 2 instructions enter the micro-op queue per cycle, so 400 instructions take
# 200 cycles (the last two enter in cycle 199 and reach dispatch at its end), then issue 200,
# write back 201, retire 202: 203 cycles. Total uOps stay 400 (the width delays, it does not add).
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-frontend.json %s 2>&1 | FileCheck %s --check-prefix=W4
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-frontend-decode2.json %s 2>&1 | FileCheck %s --check-prefix=D2
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-frontend-decode2.json -o %t %s 2>&1 | FileCheck %s --check-prefix=NOTE
# NOTE: note: host model {{.*}}host-model-frontend-decode2.json: 4 instruction forms applied (4 scheduling classes), 2 port groups, dispatch width 4, decode width 2; everything else from BtVer2
# W4: Total Cycles:      103
# W4: Total uOps:        400
# D2: Total Cycles:      203
# D2: Total uOps:        400
# D2: Dispatch Width:    4
	addq	%rsi, %rax
	addq	%rsi, %rbx
	addq	%rsi, %rcx
	addq	%rsi, %rdx
