# vzeroupper defines YMM0-15: on models without a ZMM register class the 16 mappings go to the
# YMM class (Znver3: 16 at cost 1; BtVer2: 32 at cost 2). CHECK lines from llvm-mca 22.
# RUN: atomir mca -mcpu=znver3 -iterations=1 -register-file-stats %s | FileCheck %s --check-prefix=ZN3
# RUN: atomir mca -mcpu=btver2 -iterations=1 -register-file-stats %s | FileCheck %s --check-prefix=BT2
# ZN3:      Register File #1 -- Zn3FpPRF:
# ZN3-NEXT:    Number of physical registers:     160
# ZN3-NEXT:    Total number of mappings created: 16
# BT2:      Register File #1 -- JFpuPRF:
# BT2-NEXT:    Number of physical registers:     72
# BT2-NEXT:    Total number of mappings created: 32
vzeroupper
