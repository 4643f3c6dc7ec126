# A rounding operand an instruction does not take, or takes elsewhere, is an invalid operand
# underlined where it is written; upper case is not a rounding mode (as llvm-mca 22 says).
# RUN: not atomir mca -mcpu=skylake-avx512 %s 2>&1 | FileCheck %s
# CHECK:      error-rounding.s:13:8: error: invalid operand for instruction
# CHECK-NEXT: vaddps {sae}, %zmm3, %zmm2, %zmm1
# CHECK-NEXT: {{^}}       ^~~~~{{$}}
# CHECK:      error-rounding.s:14:15: error: invalid operand for instruction
# CHECK-NEXT: vaddps %zmm3, {rn-sae}, %zmm2, %zmm1
# CHECK-NEXT: {{^}}              ^~~~~~~~{{$}}
# CHECK:      error-rounding.s:15:9: error: unknown token in expression
# CHECK-NEXT: vaddps {RN-SAE}, %zmm3, %zmm2, %zmm1
# CHECK-NEXT: {{^}}        ^{{$}}
vaddps {sae}, %zmm3, %zmm2, %zmm1
vaddps %zmm3, {rn-sae}, %zmm2, %zmm1
vaddps {RN-SAE}, %zmm3, %zmm2, %zmm1
