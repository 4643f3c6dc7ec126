movq %r8, 8(%rdi)
movq 16(%rsi), %r8
addq $1, %r8
