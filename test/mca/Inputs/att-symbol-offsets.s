movq mi_options+1280(%rip), %rax
movq sym+8(%rbx), %rax
