# x87 code as gcc -O2 writes it for long double: LLVM gives the x87 stack registers no
# definitions (no dependency through st(i)); the control word (%fpcr) and status word (%fpsr)
# are what x87 instructions wait on (`fldcw` -> `fistpll`, `fprem` -> `fnstsw`); the st(i) slot
# prints `%st(0)` (`fstp %st(0)`); 64-bit integer forms print `ll` (`fistpq` -> `fistpll`);
# the condition codes C0-C3 are not EFLAGS. Same Total Cycles and every view identical to
# llvm-mca 22 on all 17 bundled models (facts from llvm-mca 22).
# RUN: atomir mca -mcpu=skylake -bottleneck-analysis -instruction-info %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -instruction-tables -output-asm-variant=0 %S/Inputs/x87-intel-widths.s | FileCheck %s --check-prefix=WIDTH
# RUN: atomir mca -mcpu=znver3 %s | FileCheck %s --check-prefix=ZNVER3
# RUN: atomir mca -mcpu=atom %s | FileCheck %s --check-prefix=ATOM
# RUN: atomir mca -mcpu=btver2 %s | FileCheck %s --check-prefix=BTVER2
# RUN: atomir mca -mcpu=alderlake %s | FileCheck %s --check-prefix=ALDERLAKE
# RUN: atomir mca -mcpu=haswell %s | FileCheck %s --check-prefix=HASWELL
# RUN: atomir mca -mcpu=bdver2 %s | FileCheck %s --check-prefix=BDVER2
# RUN: atomir mca -mcpu=silvermont %s | FileCheck %s --check-prefix=SILVERMONT
# RUN: atomir mca -mcpu=sandybridge %s | FileCheck %s --check-prefix=SANDYBRIDGE
# RUN: atomir mca -mcpu=znver1 %s | FileCheck %s --check-prefix=ZNVER1
# RUN: atomir mca -mcpu=icelake-server %s | FileCheck %s --check-prefix=ICELAKE_SERVER
# RUN: atomir mca -mcpu=lunarlake %s | FileCheck %s --check-prefix=LUNARLAKE
# CHECK:       Total Cycles:      2339
# CHECK:       +----> 0.    fnstcw	-10(%rsp)                         ## REGISTER dependency:  %fpcr
# CHECK:       +----> 12.   fprem                                       ## REGISTER dependency:  %fpcr
# CHECK:       +----> 13.   fnstsw	%ax                               ## REGISTER dependency:  %fpsr
# CHECK:       3      4     1.00           *      U     fistpll	-24(%rsp)
# CHECK:       2      3     1.00                        fnstsw	%ax
# CHECK:       1      2     1.00                  U     fucompi	%st(1), %st
# CHECK:       1      1     0.25                  U     fstp	%st(0)
# CHECK:       3      4     1.00           *      U     fisttpll	(%rsi)
# CHECK:       2      10    1.00    *             U     fildll	(%rsi)
# ZNVER3: Total Cycles:      5134
# ATOM: Total Cycles:      10403
# BTVER2: Total Cycles:      3579
# ALDERLAKE: Total Cycles:      1302
# HASWELL: Total Cycles:      2215
# BDVER2: Total Cycles:      2256
# SILVERMONT: Total Cycles:      5563
# SANDYBRIDGE: Total Cycles:      3039
# ZNVER1: Total Cycles:      4108
# ICELAKE_SERVER: Total Cycles:      1671
# LUNARLAKE: Total Cycles:      826
# WIDTH:       2      10    1.00    *             U     filds	(%rdi)
# WIDTH-NEXT:  2      10    1.00    *             U     fildl	(%rdi)
# WIDTH-NEXT:  2      10    1.00    *             U     fildll	(%rdi)
# WIDTH-NEXT:  3      4     1.00           *      U     fistpll	(%rdi)
# WIDTH-NEXT:  3      4     1.00           *      U     fisttpll	(%rdi)
# WIDTH-NEXT:  1      7     0.50    *             U     flds	(%rdi)
# WIDTH-NEXT:  1      7     0.50    *             U     fldl	(%rdi)
# WIDTH-NEXT:  1      7     0.50    *             U     fldt	(%rdi)
# WIDTH-NEXT:  2      1     1.00           *      U     fstpt	(%rdi)
# WIDTH-NEXT:  2      10    1.00    *             U     faddl	(%rdi)
# WIDTH-NEXT:  1      1     0.25                  U     fstp	%st(0)
# WIDTH-NEXT:  1      3     1.00                  U     fadd	%st(0), %st
	fnstcw	-10(%rsp)
	fldt	8(%rsp)
	movzwl	-10(%rsp), %eax
	orb	$12, %ah
	movw	%ax, -12(%rsp)
	fldcw	-12(%rsp)
	fistpq	-24(%rsp)
	fldcw	-10(%rsp)
	fldt	24(%rsp)
	fld1
	fldz
	fxch	%st(1)
	fprem
	fnstsw	%ax
	fmul	%st(1), %st
	faddp	%st, %st(1)
	fucomip	%st(1), %st
	fstp	%st(0)
	fld	%st(0)
	fstpt	(%rdi)
	fisttpq	(%rsi)
	fildq	(%rsi)
	fstp	%st(0)
