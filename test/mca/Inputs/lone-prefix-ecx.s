movq %rax, %rcx
rep
movl %ecx, %edx
lock
