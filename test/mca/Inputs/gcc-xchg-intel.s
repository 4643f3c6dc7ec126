.intel_syntax noprefix
xchg eax, DWORD PTR [rdi]
xchg rcx, QWORD PTR [rdi]
