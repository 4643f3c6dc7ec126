# A `rep` string instruction reads neither RCX nor EFLAGS (LLVM tracks the direction flag apart)
# and names its pointer EDI: `rep stosb` issues without waiting for the imulq that writes RCX
# and EFLAGS (CHECK lines from llvm-mca 22).
# RUN: atomir mca -mcpu=skylake -iterations=2 -timeline %s | FileCheck %s
# RUN: atomir mca -mcpu=btver2 -bottleneck-analysis %s | FileCheck %s --check-prefix=BTVER2
# CHECK:      [0,0]     DeeeER   .   imulq	%rbx, %rcx
# CHECK-NEXT: [0,1]     DeeE-R   .   rep		stosb	%al, %es:(%rdi)
# CHECK-NEXT: [0,2]     D===eER  .   addq	%rcx, %rdx
# CHECK-NEXT: [0,3]     D==eE-R  .   addq	%rdi, %rsi
# CHECK-NEXT: [1,0]     .D==eeeER.   imulq	%rbx, %rcx
# CHECK-NEXT: [1,1]     .D=eeE--R.   rep		stosb	%al, %es:(%rdi)
# BTVER2:      +----> 1.    rep		stosb	%al, %es:(%rdi)           ## REGISTER dependency:  %edi
# BTVER2:      +----> 3.    addq	%rdi, %rsi                        ## REGISTER dependency:  %edi
imulq %rbx, %rcx
rep stosb %al, %es:(%rdi)
addq %rcx, %rdx
addq %rdi, %rsi
