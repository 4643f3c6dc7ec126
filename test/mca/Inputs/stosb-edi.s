movq %rdi, %rdx
movq %rsi, %rdx
rep stosb
