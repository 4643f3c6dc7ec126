	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	copy_qwords
	.type	copy_qwords, @function
copy_qwords:
.LFB0:
	.cfi_startproc
	mov	rcx, rdx
#APP
# 9 "strings_asm.c" 1
	rep;movsq (%rsi), %es:(%rdi)
# 0 "" 2
#NO_APP
	ret
	.cfi_endproc
.LFE0:
	.size	copy_qwords, .-copy_qwords
	.globl	atomic_inc
	.type	atomic_inc, @function
atomic_inc:
#APP
# 22 "strings_asm.c" 1
	lock; addl $1, DWORD PTR [rdi]
# 0 "" 2
# 26 "strings_asm.c" 1
	lock
	incl DWORD PTR [rdi]
# 0 "" 2
#NO_APP
	ret
