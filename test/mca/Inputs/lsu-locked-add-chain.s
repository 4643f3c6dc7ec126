# A locked add chain on one address (input of lsu-ordered-kernels.s).
lock addq $1, (%rdi)
