# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json %s | FileCheck %s
# CHECK: add	rbx, rax
# CHECK: imul	rcx, qword ptr [rdi + 8]
.intel_syntax noprefix
add rbx, rax
imul rcx, qword ptr [rdi+8]
