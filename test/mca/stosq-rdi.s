# LLVM names the implicit pointers of its string instructions EDI/ESI, except `stosq`'s
# destination, which is RDI: gcc's `rep stosq` (memset of a struct) after `movq %rdi, %rdx`
# is a dependency on %rdi in the bottleneck view, `rep stosb` one on %edi (llvm-mca 22).
# RUN: atomir mca -mcpu=skylake -bottleneck-analysis %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -bottleneck-analysis %S/Inputs/stosb-edi.s | FileCheck %s --check-prefix=STOSB
# CHECK:  +----> 2.    rep		stosq	%rax, %es:(%rdi)          ## REGISTER dependency:  %rdi
# STOSB:  +----> 2.    rep		stosb	%al, %es:(%rdi)           ## REGISTER dependency:  %edi
movq %rdi, %rdx
movq %rsi, %rdx
rep stosq
