.intel_syntax noprefix
sal rax, 4
jz .L1
setnae al
cmovnz eax, ebx
fwait
pushf
popf
.L1:
