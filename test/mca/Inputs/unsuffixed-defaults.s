push (%rdi)
pop (%rdi)
call *8(%rax)
jmp *.L4(,%rax,8)
bt $1, (%rdi)
btc $1, (%rdi)
btr $1, (%rdi)
bts $1, (%rdi)
notrack jmp *%rax
notrack jmp *.L4(,%rax,8)
fnstenv (%rdi)
fldcw (%rdi)
.L4:
