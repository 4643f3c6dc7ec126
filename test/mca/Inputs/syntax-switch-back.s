.intel_syntax noprefix
mov rax, qword ptr [rdi + 8]
.att_syntax
addq %rax, %rbx
