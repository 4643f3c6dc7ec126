# -json with -instruction-tables and with -all-stats.
# RUN: atomir mca -mcpu=skylake -json -instruction-tables %s | FileCheck %s --check-prefix=TABLES
# RUN: atomir mca -mcpu=skylake -json -all-stats %s | FileCheck %s --check-prefix=STATS
# TABLES-NOT: SummaryView
# TABLES:     "InstructionInfoView"
# TABLES:     "ResourceUsage": 0.25
# STATS:      "DispatchStatistics": {
# STATS-NEXT:   "GROUP": 0,
# STATS:        "SCHEDQ": 267,
addq %rax, %rbx
imulq %rbx, %rax
