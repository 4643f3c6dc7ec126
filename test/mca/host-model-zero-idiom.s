# Zero idioms as the host model says: btver2 treats `xorl %eax, %eax` as a zero idiom (no input,
# no execution), so the add after it starts a new chain each iteration: 103 cycles for 100.
# Inputs/host-model-no-xor-idiom.json measured the idiom as not recognised
# (`zero_idioms: {"xor_r32": false}`): the xor then reads %eax like any xor, the add and the xor
# form a chain of 1 + 1 cycles per iteration: 203.
# RUN: atomir mca -mcpu=btver2 %s | FileCheck %s --check-prefix=IDIOM
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-no-xor-idiom.json %s | FileCheck %s --check-prefix=HOST
# RUN: atomir mca -mcpu-model=%S/Inputs/host-model-no-xor-idiom.json -v -o %t %s 2>&1 | FileCheck %s --check-prefix=NOTE
# IDIOM: Total Cycles:      103
# HOST: Total Cycles:      203
# NOTE: note: addl [Add_rm32_r32 r]: borrowed: BtVer2 data (not measured)
# NOTE-NEXT: note: xorl [Xor_rm32_r32 r.same]: measured (form zero_idiom_xor_r32)
	addl	%esi, %eax
	xorl	%eax, %eax
