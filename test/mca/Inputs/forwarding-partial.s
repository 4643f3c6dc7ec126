movl %r8d, 8(%rdi)
movq 8(%rsi), %r8
addq $1, %r8
