# On the Zen models `sbb` with the same register twice depends on the flags only: the register
# dependency is broken (clang's `x ? ctz(x) : -1`). mca_model_gen probes it with a load
# producer, which leaves the flags alone (its multiply producer wrote the flags too, so the
# idiom looked dependent). CHECK lines from llvm-mca 22.
# RUN: atomir mca -mcpu=znver3 -iterations=3 -timeline %s | FileCheck --check-prefix=ZN3 %s
# RUN: atomir mca -mcpu=znver1 -iterations=3 -timeline %s | FileCheck --check-prefix=ZN1 %s
# RUN: atomir mca -mcpu=btver2 -iterations=3 -timeline %s | FileCheck --check-prefix=BT %s
# ZN3: Total Cycles:      9
# ZN3: Timeline view:
# ZN3-NEXT: Index     012345678
# ZN3-EMPTY:
# ZN3-NEXT: [0,0]     DeeER.  .   tzcntq	%rdi, %rcx
# ZN3-NEXT: [0,1]     DeE-R.  .   cmpq	$1, %rdi
# ZN3-NEXT: [0,2]     D=eER.  .   sbbl	%eax, %eax
# ZN3-NEXT: [0,3]     D==eER  .   orl	%ecx, %eax
# ZN3-NEXT: [1,0]     .DeeER  .   tzcntq	%rdi, %rcx
# ZN3-NEXT: [1,1]     .DeE-R  .   cmpq	$1, %rdi
# ZN3-NEXT: [1,2]     .D=eER  .   sbbl	%eax, %eax
# ZN3-NEXT: [1,3]     .D==eER .   orl	%ecx, %eax
# ZN3-NEXT: [2,0]     . DeeER .   tzcntq	%rdi, %rcx
# ZN3-NEXT: [2,1]     . D=eER .   cmpq	$1, %rdi
# ZN3-NEXT: [2,2]     . D==eER.   sbbl	%eax, %eax
# ZN3-NEXT: [2,3]     . D===eER   orl	%ecx, %eax
# ZN1: Total Cycles:      9
# ZN1: Timeline view:
# ZN1-NEXT: Index     012345678
# ZN1-EMPTY:
# ZN1-NEXT: [0,0]     DeeER.  .   tzcntq	%rdi, %rcx
# ZN1-NEXT: [0,1]     DeE-R.  .   cmpq	$1, %rdi
# ZN1-NEXT: [0,2]     D=eER.  .   sbbl	%eax, %eax
# ZN1-NEXT: [0,3]     .D=eER  .   orl	%ecx, %eax
# ZN1-NEXT: [1,0]     .DeeER  .   tzcntq	%rdi, %rcx
# ZN1-NEXT: [1,1]     .DeE-R  .   cmpq	$1, %rdi
# ZN1-NEXT: [1,2]     . DeER  .   sbbl	%eax, %eax
# ZN1-NEXT: [1,3]     . D=eER .   orl	%ecx, %eax
# ZN1-NEXT: [2,0]     . DeeER .   tzcntq	%rdi, %rcx
# ZN1-NEXT: [2,1]     .  DeER .   cmpq	$1, %rdi
# ZN1-NEXT: [2,2]     .  D=eER.   sbbl	%eax, %eax
# ZN1-NEXT: [2,3]     .  D==eER   orl	%ecx, %eax
# BT: Total Cycles:      13
# BT: Timeline view:
# BT-NEXT:                     012
# BT-NEXT: Index     0123456789   
# BT-EMPTY:
# BT-NEXT: [0,0]     DeeER.    . .   tzcntq	%rdi, %rcx
# BT-NEXT: [0,1]     .DeER.    . .   cmpq	$1, %rdi
# BT-NEXT: [0,2]     .D=eER    . .   sbbl	%eax, %eax
# BT-NEXT: [0,3]     . D=eER   . .   orl	%ecx, %eax
# BT-NEXT: [1,0]     .  D=eeER . .   tzcntq	%rdi, %rcx
# BT-NEXT: [1,1]     .   DeE-R . .   cmpq	$1, %rdi
# BT-NEXT: [1,2]     .   D=eE-R. .   sbbl	%eax, %eax
# BT-NEXT: [1,3]     .    D=eER. .   orl	%ecx, %eax
# BT-NEXT: [2,0]     .    .D=eeER.   tzcntq	%rdi, %rcx
# BT-NEXT: [2,1]     .    . DeE-R.   cmpq	$1, %rdi
# BT-NEXT: [2,2]     .    . D=eE-R   sbbl	%eax, %eax
# BT-NEXT: [2,3]     .    .  D=eER   orl	%ecx, %eax
tzcntq %rdi, %rcx
cmpq $1, %rdi
sbbl %eax, %eax
orl %ecx, %eax
