# llvm-mca 22 prints the scalar conversions without a size suffix where the operands give the
# size: always to an integer register, from one only for a register source (CHECK lines from
# llvm-mca 22).
# RUN: atomir mca -mcpu=skylake -instruction-info -resource-pressure=false %s | FileCheck %s
# CHECK:      cvttsd2si	%xmm1, %eax
# CHECK-NEXT: cvttsd2si	%xmm1, %rax
# CHECK-NEXT: cvtsi2sd	%eax, %xmm1
# CHECK-NEXT: cvtsi2sd	%rax, %xmm1
# CHECK-NEXT: cvtsi2ss	%eax, %xmm1
# CHECK-NEXT: cvtsi2ss	%rax, %xmm1
# CHECK-NEXT: cvttss2si	%xmm1, %eax
# CHECK-NEXT: cvtsd2si	%xmm1, %eax
# CHECK-NEXT: cvtss2si	%xmm1, %rax
# CHECK-NEXT: cvtsi2sdl	(%rax), %xmm1
# CHECK-NEXT: cvtsi2sdq	(%rax), %xmm1
# CHECK-NEXT: vcvtsi2sd	%eax, %xmm2, %xmm1
# CHECK-NEXT: vcvtsi2sd	%rax, %xmm2, %xmm1
# CHECK-NEXT: vcvttsd2si	%xmm1, %eax
# CHECK-NEXT: cvttsd2si	%xmm1, %eax
# CHECK-NEXT: cvtsi2sd	%eax, %xmm1
# CHECK-NEXT: cvttsd2si	(%rax), %eax
# CHECK-NEXT: cvttsd2si	(%rax), %rax
# CHECK-NEXT: vcvtsi2sdl	(%rax), %xmm2, %xmm1
# CHECK-NEXT: cvtss2si	(%rax), %eax
cvttsd2sil %xmm1, %eax
cvttsd2siq %xmm1, %rax
cvtsi2sdl %eax, %xmm1
cvtsi2sdq %rax, %xmm1
cvtsi2ssl %eax, %xmm1
cvtsi2ssq %rax, %xmm1
cvttss2sil %xmm1, %eax
cvtsd2sil %xmm1, %eax
cvtss2siq %xmm1, %rax
cvtsi2sdl (%rax), %xmm1
cvtsi2sdq (%rax), %xmm1
vcvtsi2sdl %eax, %xmm2, %xmm1
vcvtsi2sdq %rax, %xmm2, %xmm1
vcvttsd2sil %xmm1, %eax
cvttsd2si %xmm1, %eax
cvtsi2sd %eax, %xmm1
cvttsd2sil (%rax), %eax
cvttsd2siq (%rax), %rax
vcvtsi2sdl (%rax), %xmm2, %xmm1
cvtss2sil (%rax), %eax
