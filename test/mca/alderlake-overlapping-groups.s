# vpgatherdq on AlderlakeP uses port groups that share units (ADLPPort01_05 for 2 cycles,
# ADLPPort00_01_05 for 1 once ADLPPort00 is taken). llvm-mca issues such an instruction in two
# steps: units first, then the groups with the fewest ready units (ties: the lower mask, here
# ADLPPort00_01_05), each taking the highest unit left in its round-robin sequence. Alone, the
# gather's 2 cycles go to port 1; after a vmovd has used port 5, ADLPPort00_01_05's sequence
# skips port 5, so it takes port 1 and the 2 cycles go to port 5, delaying the next vmovd
# (CHECK lines from llvm-mca 22; serving the groups in descriptor order gave the mirror image,
# 39 instead of 42 cycles here and 5195 instead of 5180 on clang -O3 code with four gathers).
# RUN: atomir mca -mcpu=alderlake -iterations=1 -resource-pressure %s | FileCheck --check-prefix=RP %s
# RUN: atomir mca -mcpu=alderlake -iterations=3 -timeline %s | FileCheck --check-prefix=TL %s
# RP-LABEL: [0] Code Region - alone
# RP: Resource pressure by instruction:
# RP-NEXT: [0]    [1]    [2]    [3]    [4]    [5]    [6]    [7]    [8]    [9]    [10]   [11]   [12]   Instructions:
# RP-NEXT: 1.00   2.00    -      -      -     1.00    -      -      -      -     4.00    -      -     vpgatherdq	%ymm15, (%rdi,%xmm14,8), %ymm0
# RP-LABEL: [1] Code Region - after-vmovd
# RP: Resource pressure by instruction:
# RP-NEXT: [0]    [1]    [2]    [3]    [4]    [5]    [6]    [7]    [8]    [9]    [10]   [11]   [12]   Instructions:
# RP-NEXT:  -      -      -      -      -      -      -      -      -      -      -      -      -     vzeroupper
# RP-NEXT:  -      -      -      -      -     1.00    -      -      -      -      -      -      -     vmovd	%ecx, %xmm0
# RP-NEXT: 1.00   1.00    -      -      -     2.00    -      -      -      -     4.00    -      -     vpgatherdq	%ymm15, (%rdi,%xmm14,8), %ymm0
# TL-LABEL: [1] Code Region - after-vmovd
# TL: Total Cycles:      42
# TL: Timeline view:
# TL-NEXT:                     0123456789          0123456789  
# TL-NEXT: Index     0123456789          0123456789          01
# TL-EMPTY:
# TL-NEXT: [0,0]     DR   .    .    .    .    .    .    .    ..   vzeroupper
# TL-NEXT: [0,1]     DeeeER    .    .    .    .    .    .    ..   vmovd	%ecx, %xmm0
# TL-NEXT: [0,2]     .D==eeeeeeeeeeeeeeeeeeeeeeeeeeeeeER.    ..   vpgatherdq	%ymm15, (%rdi,%xmm14,8), %ymm0
# TL-NEXT: [1,0]     . D-------------------------------R.    ..   vzeroupper
# TL-NEXT: [1,1]     . DeeeE---------------------------R.    ..   vmovd	%ecx, %xmm0
# TL-NEXT: [1,2]     .  D==eeeeeeeeeeeeeeeeeeeeeeeeeeeeeER   ..   vpgatherdq	%ymm15, (%rdi,%xmm14,8), %ymm0
# TL-NEXT: [2,0]     .   D-------------------------------R   ..   vzeroupper
# TL-NEXT: [2,1]     .   D===eeeE------------------------R   ..   vmovd	%ecx, %xmm0
# TL-NEXT: [2,2]     .    D=====eeeeeeeeeeeeeeeeeeeeeeeeeeeeeER   vpgatherdq	%ymm15, (%rdi,%xmm14,8), %ymm0
# TL-EMPTY:
# LLVM-MCA-BEGIN alone
vpgatherdq %ymm15, (%rdi,%xmm14,8), %ymm0
# LLVM-MCA-END alone
# LLVM-MCA-BEGIN after-vmovd
vzeroupper
vmovd %ecx, %xmm0
vpgatherdq %ymm15, (%rdi,%xmm14,8), %ymm0
# LLVM-MCA-END after-vmovd
