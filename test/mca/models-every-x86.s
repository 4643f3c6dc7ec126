# One kernel on each scheduling model bundled for issue 17, and on names that borrow a model
# (emeraldrapids -> SapphireRapids, bdver4 -> Znver1, goldmont -> Silvermont,
# core_5th_gen_avx -> Broadwell, znver5 -> Znver4, bdver1 -> BdVer2). Expected lines are llvm-mca 22's.
# RUN: atomir mca -mcpu=broadwell -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-BROADWELL %s
# RUN: atomir mca -mcpu=bdver2 -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-BDVER2 %s
# RUN: atomir mca -mcpu=silvermont -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-SILVERMONT %s
# RUN: atomir mca -mcpu=znver1 -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-ZNVER1 %s
# RUN: atomir mca -mcpu=znver2 -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-ZNVER2 %s
# RUN: atomir mca -mcpu=sapphirerapids -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-SAPPHIRERAPIDS %s
# RUN: atomir mca -mcpu=lunarlake -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-LUNARLAKE %s
# RUN: atomir mca -mcpu=emeraldrapids -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-EMERALDRAPIDS %s
# RUN: atomir mca -mcpu=bdver4 -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-BDVER4 %s
# RUN: atomir mca -mcpu=goldmont -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-GOLDMONT %s
# RUN: atomir mca -mcpu=core_5th_gen_avx -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-CORE-5TH-GEN-AVX %s
# RUN: atomir mca -mcpu=znver5 -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-ZNVER5 %s
# RUN: atomir mca -mcpu=bdver1 -timeline -timeline-max-iterations=1 %s | FileCheck --check-prefix=M-BDVER1 %s
# M-BROADWELL: Total Cycles:      805
# M-BROADWELL: Block RThroughput: 2.0
# M-BROADWELL:  -      -     1.03   2.01   1.03   1.03   1.00   0.48   0.48   0.94   
# M-BROADWELL: [0,0]     DeeeeeER  . .   movq	(%rdi), %rax
# M-BROADWELL: [0,1]     D=====eER . .   addq	%rax, %rbx
# M-BROADWELL: [0,2]     D======eeeER.   imulq	%rbx, %rcx
# M-BROADWELL: [0,3]     DeeeE------R.   mulps	%xmm0, %xmm1
# M-BROADWELL: [0,4]     .DeeeeeeeeER.   addps	(%rsi), %xmm1
# M-BROADWELL: [0,5]     .D========eER   movq	%rcx, 8(%rdi)
# M-BDVER2: Total Cycles:      1004
# M-BDVER2: Block RThroughput: 4.0
# M-BDVER2: [0,0]     DeeeeeER  .    . .   movq	(%rdi), %rax
# M-BDVER2: [0,1]     D=====eER .    . .   addq	%rax, %rbx
# M-BDVER2: [0,2]     D=======eeeeeeER .   imulq	%rbx, %rcx
# M-BDVER2: [0,3]     DeeeeeE--------R .   mulps	%xmm0, %xmm1
# M-BDVER2: [0,4]     .DeeeeeeeeeeE--R .   addps	(%rsi), %xmm1
# M-BDVER2: [0,5]     .D=============eER   movq	%rcx, 8(%rdi)
# M-SILVERMONT: Total Cycles:      804
# M-SILVERMONT: Block RThroughput: 3.0
# M-SILVERMONT:  -      -     2.00   1.00   1.00   1.50   2.50   3.00   
# M-SILVERMONT: [0,0]     DeeeER    . .   movq	(%rdi), %rax
# M-SILVERMONT: [0,1]     D===eER   . .   addq	%rax, %rbx
# M-SILVERMONT: [0,2]     .D===eeeeeER.   imulq	%rbx, %rcx
# M-SILVERMONT: [0,3]     .DeeeeeE---R.   mulps	%xmm0, %xmm1
# M-SILVERMONT: [0,4]     . D=eeeeeeER.   addps	(%rsi), %xmm1
# M-SILVERMONT: [0,5]     . D=======eER   movq	%rcx, 8(%rdi)
# M-ZNVER1: Total Cycles:      1004
# M-ZNVER1: Block RThroughput: 1.8
# M-ZNVER1: 1.50   1.50   0.33   1.00   0.33   0.34    -     0.50   0.50   0.50   0.50   1.00   
# M-ZNVER1: [0,0]     DeeeeER   .  .   movq	(%rdi), %rax
# M-ZNVER1: [0,1]     D====eER  .  .   addq	%rax, %rbx
# M-ZNVER1: [0,2]     D=====eeeeER .   imulq	%rbx, %rcx
# M-ZNVER1: [0,3]     .DeeeE-----R .   mulps	%xmm0, %xmm1
# M-ZNVER1: [0,4]     .DeeeeeeeeeeER   addps	(%rsi), %xmm1
# M-ZNVER1: [0,5]     .D========eE-R   movq	%rcx, 8(%rdi)
# M-ZNVER2: Total Cycles:      1004
# M-ZNVER2: Block RThroughput: 1.8
# M-ZNVER2: 1.00   1.00   1.00   0.33   1.00   0.33   0.34    -     0.50   0.50   0.50   0.50   1.00   
# M-ZNVER2: [0,0]     DeeeeER   .  .   movq	(%rdi), %rax
# M-ZNVER2: [0,1]     D====eER  .  .   addq	%rax, %rbx
# M-ZNVER2: [0,2]     D=====eeeeER .   imulq	%rbx, %rcx
# M-ZNVER2: [0,3]     .DeeeE-----R .   mulps	%xmm0, %xmm1
# M-ZNVER2: [0,4]     .DeeeeeeeeeeER   addps	(%rsi), %xmm1
# M-ZNVER2: [0,5]     .D========eE-R   movq	%rcx, 8(%rdi)
# M-SAPPHIRERAPIDS: Total Cycles:      1005
# M-SAPPHIRERAPIDS: Block RThroughput: 1.3
# M-SAPPHIRERAPIDS: 0.95   1.24   0.66   0.67   0.50   0.96   0.42   0.50   0.50   0.50   0.67   0.43    -     
# M-SAPPHIRERAPIDS: [0,0]     DeeeeeER  .    .    .  .   movq	(%rdi), %rax
# M-SAPPHIRERAPIDS: [0,1]     D=====eER .    .    .  .   addq	%rax, %rbx
# M-SAPPHIRERAPIDS: [0,2]     D======eeeER   .    .  .   imulq	%rbx, %rcx
# M-SAPPHIRERAPIDS: [0,3]     DeeeeE-----R   .    .  .   mulps	%xmm0, %xmm1
# M-SAPPHIRERAPIDS: [0,4]     DeeeeeeeeeeER  .    .  .   addps	(%rsi), %xmm1
# M-SAPPHIRERAPIDS: [0,5]     .D========eeeeeeeeeeeeER   movq	%rcx, 8(%rdi)
# M-LUNARLAKE: Total Cycles:      1005
# M-LUNARLAKE: Block RThroughput: 1.5
# M-LUNARLAKE:  -     0.66    -     0.67    -     0.67   0.50   0.50   0.66   0.67   0.67   0.33   0.33   0.34    -     1.50   1.50   0.50   0.50   
# M-LUNARLAKE: [0,0]     DeeeeER   .    .    . .   movq	(%rdi), %rax
# M-LUNARLAKE: [0,1]     D====eER  .    .    . .   addq	%rax, %rbx
# M-LUNARLAKE: [0,2]     D=====eeeER    .    . .   imulq	%rbx, %rcx
# M-LUNARLAKE: [0,3]     DeeeE-----R    .    . .   mulps	%xmm0, %xmm1
# M-LUNARLAKE: [0,4]     DeeeeeeeeeeER  .    . .   addps	(%rsi), %xmm1
# M-LUNARLAKE: [0,5]     D========eeeeeeeeeeeeER   movq	%rcx, 8(%rdi)
# M-EMERALDRAPIDS: Total Cycles:      1005
# M-EMERALDRAPIDS: Block RThroughput: 1.3
# M-EMERALDRAPIDS: 0.95   1.24   0.66   0.67   0.50   0.96   0.42   0.50   0.50   0.50   0.67   0.43    -     
# M-EMERALDRAPIDS: [0,0]     DeeeeeER  .    .    .  .   movq	(%rdi), %rax
# M-EMERALDRAPIDS: [0,1]     D=====eER .    .    .  .   addq	%rax, %rbx
# M-EMERALDRAPIDS: [0,2]     D======eeeER   .    .  .   imulq	%rbx, %rcx
# M-EMERALDRAPIDS: [0,3]     DeeeeE-----R   .    .  .   mulps	%xmm0, %xmm1
# M-EMERALDRAPIDS: [0,4]     DeeeeeeeeeeER  .    .  .   addps	(%rsi), %xmm1
# M-EMERALDRAPIDS: [0,5]     .D========eeeeeeeeeeeeER   movq	%rcx, 8(%rdi)
# M-BDVER4: Total Cycles:      1004
# M-BDVER4: Block RThroughput: 1.8
# M-BDVER4: 1.50   1.50   0.33   1.00   0.33   0.34    -     0.50   0.50   0.50   0.50   1.00   
# M-BDVER4: [0,0]     DeeeeER   .  .   movq	(%rdi), %rax
# M-BDVER4: [0,1]     D====eER  .  .   addq	%rax, %rbx
# M-BDVER4: [0,2]     D=====eeeeER .   imulq	%rbx, %rcx
# M-BDVER4: [0,3]     .DeeeE-----R .   mulps	%xmm0, %xmm1
# M-BDVER4: [0,4]     .DeeeeeeeeeeER   addps	(%rsi), %xmm1
# M-BDVER4: [0,5]     .D========eE-R   movq	%rcx, 8(%rdi)
# M-GOLDMONT: Total Cycles:      804
# M-GOLDMONT: Block RThroughput: 3.0
# M-GOLDMONT:  -      -     2.00   1.00   1.00   1.50   2.50   3.00   
# M-GOLDMONT: [0,0]     DeeeER    . .   movq	(%rdi), %rax
# M-GOLDMONT: [0,1]     D===eER   . .   addq	%rax, %rbx
# M-GOLDMONT: [0,2]     .D===eeeeeER.   imulq	%rbx, %rcx
# M-GOLDMONT: [0,3]     .DeeeeeE---R.   mulps	%xmm0, %xmm1
# M-GOLDMONT: [0,4]     . D=eeeeeeER.   addps	(%rsi), %xmm1
# M-GOLDMONT: [0,5]     . D=======eER   movq	%rcx, 8(%rdi)
# M-CORE-5TH-GEN-AVX: Total Cycles:      805
# M-CORE-5TH-GEN-AVX: Block RThroughput: 2.0
# M-CORE-5TH-GEN-AVX:  -      -     1.03   2.01   1.03   1.03   1.00   0.48   0.48   0.94   
# M-CORE-5TH-GEN-AVX: [0,0]     DeeeeeER  . .   movq	(%rdi), %rax
# M-CORE-5TH-GEN-AVX: [0,1]     D=====eER . .   addq	%rax, %rbx
# M-CORE-5TH-GEN-AVX: [0,2]     D======eeeER.   imulq	%rbx, %rcx
# M-CORE-5TH-GEN-AVX: [0,3]     DeeeE------R.   mulps	%xmm0, %xmm1
# M-CORE-5TH-GEN-AVX: [0,4]     .DeeeeeeeeER.   addps	(%rsi), %xmm1
# M-CORE-5TH-GEN-AVX: [0,5]     .D========eER   movq	%rcx, 8(%rdi)
# M-ZNVER5: Total Cycles:      1003
# M-ZNVER5: Block RThroughput: 1.3
# M-ZNVER5: 0.66   0.67   0.67   0.33   1.00   0.33   0.34    -     0.50   0.50   0.50   0.50   0.50   0.50    -     1.76   1.12   1.12   0.66   0.67   0.67   1.00   1.00   
# M-ZNVER5: [0,0]     DeeeeeER  . .   movq	(%rdi), %rax
# M-ZNVER5: [0,1]     D=====eER . .   addq	%rax, %rbx
# M-ZNVER5: [0,2]     D======eeeER.   imulq	%rbx, %rcx
# M-ZNVER5: [0,3]     DeeeE------R.   mulps	%xmm0, %xmm1
# M-ZNVER5: [0,4]     DeeeeeeeeeeER   addps	(%rsi), %xmm1
# M-ZNVER5: [0,5]     D=========eER   movq	%rcx, 8(%rdi)
# M-BDVER1: Total Cycles:      1004
# M-BDVER1: Block RThroughput: 4.0
# M-BDVER1: [0,0]     DeeeeeER  .    . .   movq	(%rdi), %rax
# M-BDVER1: [0,1]     D=====eER .    . .   addq	%rax, %rbx
# M-BDVER1: [0,2]     D=======eeeeeeER .   imulq	%rbx, %rcx
# M-BDVER1: [0,3]     DeeeeeE--------R .   mulps	%xmm0, %xmm1
# M-BDVER1: [0,4]     .DeeeeeeeeeeE--R .   addps	(%rsi), %xmm1
# M-BDVER1: [0,5]     .D=============eER   movq	%rcx, 8(%rdi)
movq (%rdi), %rax
addq %rax, %rbx
imulq %rbx, %rcx
mulps %xmm0, %xmm1
addps (%rsi), %xmm1
movq %rcx, 8(%rdi)
