# -show-encoding: size and bytes as LLVM's MC emitter writes them; symbolic displacements,
# immediates and branch targets are zero-filled fixups (jumps to labels short, calls rel32).
# RUN: atomir mca -mcpu=skylake-avx512 -show-encoding -instruction-tables %s 2>&1 | FileCheck %s
# RUN: atomir mca -mcpu=skylake-avx512 -show-encoding -instruction-tables=full %s 2>&1 | FileCheck --check-prefix=FULL %s
# RUN: atomir mca -mcpu=skylake-avx512 -show-encoding -show-barriers -iterations=1 %s 2>&1 | FileCheck --check-prefix=BAR %s
# CHECK: [7]: Encoding Size
# CHECK-EMPTY:
# CHECK-NEXT: [1]    [2]    [3]    [4]    [5]    [6]    [7]    Encodings:                    Instructions:
# CHECK-NEXT:  1      1     0.25                         3     48 01 c3                      addq	%rax, %rbx
# CHECK-NEXT:  2      11    0.50    *                    4     c5 f4 59 17                   vmulps	(%rdi), %ymm1, %ymm2
# CHECK-NEXT:  3      7     1.00    *      *             9     48 81 44 8c 08 e8 03 00 00    addq	$1000, 8(%rsp,%rcx,4)
# CHECK-NEXT:  1      1     0.50                         2     75 00                         jne	.LBB0_1
# CHECK-NEXT:  4      3     1.00                         5     e8 00 00 00 00                callq	foo
# CHECK-NEXT:  1      1     0.50                         7     48 8d 05 00 00 00 00          leaq	foo(%rip), %rax
# CHECK-NEXT:  1      5     0.50    *                    6     8b 88 00 00 00 00             movl	foo(%rax), %ecx
# CHECK-NEXT:  1      1     0.25                         10    48 b8 14 1a 99 be 1c 00 00 00  movabsq	$123456789012, %rax
# CHECK-NEXT:  5      7     1.00    *      *             4     f0 0f c1 07                   lock		xaddl	%eax, (%rdi)
# CHECK-NEXT:  3      7     1.00    *      *             4     66 f0 01 0f                   lock		addw	%cx, (%rdi)
# CHECK-NEXT:  3      2     0.75                         2     87 ca                         xchgl	%edx, %ecx
# CHECK-NEXT:  2      10    1.00    *             U      2     dc 07                         faddl	(%rdi)
# CHECK-NEXT:  2      8     1.00    *                    5     f2 0f 38 f1 0f                crc32l	(%rdi), %ecx
# CHECK-NEXT:  3      14    1.00    *                    6     62 f1 fd 38 5a 0f             vcvtpd2ps	(%rdi){1to4}, %xmm1
# CHECK-NEXT:  1      100   0.25                  U      4     c8 10 00 00                   enter	$16, $0
# CHECK-EMPTY:
# CHECK-EMPTY:
# FULL: [10]: Encoding Size
# FULL: [1]    [2]    [3]    [4]    [5]    [6]    [7]    [8]                                        [9]                        [10]   Encodings:                    Instructions:
# FULL:  1      1     0.25                         1     SKXPort0156,SKXPortAny                     ADD64rr                     3     48 01 c3                      addq	%rax, %rbx	
# FULL:  4      3     1.00                         3     SKXPort4,SKXPort04,SKXPort06,SKXPort056,SKXPort237,SKXPort0156[2],SKXPortAny[4] CALL64pcrel32 5 e8 00 00 00 00  callq	foo	
# FULL:  1      100   0.25                  U      100   SKXPort0156,SKXPortAny                     ENTER                       4     c8 10 00 00                   enter	$16, $0	
# BAR: [9]: Encoding Size
# BAR: [1]    [2]    [3]    [4]    [5]    [6]    [7]    [8]    [9]    Encodings:                    Instructions:
# BAR:  5      7     1.00    *      *                           4     f0 0f c1 07                   lock		xaddl	%eax, (%rdi)
# BAR:  2      10    1.00    *             U                    2     dc 07                         faddl	(%rdi)
addq %rax, %rbx
vmulps (%rdi), %ymm1, %ymm2
addq $1000, 8(%rsp,%rcx,4)
.LBB0_1:
jne .LBB0_1
callq foo
leaq foo(%rip), %rax
movl foo(%rax), %ecx
movabsq $123456789012, %rax
lock xaddl %eax, (%rdi)
lock addw %cx, (%rdi)
xchgl %edx, %ecx
faddl (%rdi)
crc32l (%rdi), %ecx
vcvtpd2ps (%rdi){1to4}, %xmm1
enter $16, $0
