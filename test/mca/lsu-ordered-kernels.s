# The two kernels of issue 17 under both load/store units (100 iterations, skylake):
# a locked add chain on one address, and an mfence between two stores.
# RUN: atomir mca -mcpu=skylake %S/Inputs/lsu-locked-add-chain.s | FileCheck %s --check-prefix=CHAIN-LLVM
# RUN: atomir mca -mcpu=skylake -lsu=ordered %S/Inputs/lsu-locked-add-chain.s | FileCheck %s --check-prefix=CHAIN-ORDERED
# RUN: atomir mca -mcpu=skylake %s | FileCheck %s --check-prefix=MFENCE-LLVM
# RUN: atomir mca -mcpu=skylake -lsu=ordered %s | FileCheck %s --check-prefix=MFENCE-ORDERED
# CHAIN-LLVM:     Total Cycles:      109
# CHAIN-ORDERED:  Total Cycles:      703
# The model's mfence throughput (one per 3 cycles) already bounds this one: no change.
# MFENCE-LLVM:    Total Cycles:      303
# MFENCE-ORDERED: Total Cycles:      303
movq %rax, (%rdi)
mfence
movq %rax, 8(%rdi)
