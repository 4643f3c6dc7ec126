# Haswell schedules `adc $0`/`sbb $0` on a register other than the accumulator as one micro-op
# of latency 1 (a zero-immediate variant, `imm0` in the model), `adc $1` and the accumulator
# forms as two micro-ops of latency 2 (CHECK lines from llvm-mca 22).
# RUN: atomir mca -mcpu=haswell -instruction-info %s | FileCheck %s
# CHECK:      [1]    [2]    [3]    [4]    [5]    [6]    Instructions:
# CHECK-NEXT:  1      1     0.50                        adcl	$0, %ecx
# CHECK-NEXT:  1      1     0.50                        sbbq	$0, %r13
# CHECK-NEXT:  2      2     0.50                        adcl	$1, %ecx
# CHECK-NEXT:  2      2     0.50                        adcq	$0, %rax
adcl $0, %ecx
sbbq $0, %r13
adcl $1, %ecx
adcq $0, %rax
