.intel_syntax noprefix
fild word ptr [rdi]
fild dword ptr [rdi]
fild qword ptr [rdi]
fistp qword ptr [rdi]
fisttp qword ptr [rdi]
fld dword ptr [rdi]
fld qword ptr [rdi]
fld tbyte ptr [rdi]
fstp tbyte ptr [rdi]
fadd qword ptr [rdi]
fstp st(0)
fadd st(0), st(0)
