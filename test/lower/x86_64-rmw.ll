; atomicrmw on x86-64: xchg, lock xadd (add; sub adds the negation, seed 000's lss), and
; compare-and-swap loops for the operations x86 has no fetching instruction for.
; RUN: atomir lower --target=x86_64-linux-gnu %s | FileCheck %s

; CHECK-LABEL: xchg_i32:
; CHECK: # atomicrmw xchg seq_cst i32: table row {{[0-9]+}} (native)
; CHECK-NEXT: movq -8(%rbp), %rdi
; CHECK-NEXT: movl -16(%rbp), %ecx
; CHECK-NEXT: movl %ecx, %eax
; CHECK-NEXT: xchgl %eax, (%rdi)
; CHECK-NEXT: movl %eax, -24(%rbp)
define i32 @xchg_i32(ptr %p, i32 %v) {
  %r = atomicrmw xchg ptr %p, i32 %v seq_cst
  ret i32 %r
}

; CHECK-LABEL: add_i16_monotonic:
; CHECK: movw %cx, %ax
; CHECK-NEXT: lock xaddw %ax, (%rdi)
define i16 @add_i16_monotonic(ptr %p, i16 %v) {
  %r = atomicrmw add ptr %p, i16 %v monotonic
  ret i16 %r
}

; CHECK-LABEL: sub_i64:
; CHECK: movq %rcx, %rax
; CHECK-NEXT: negq %rax
; CHECK-NEXT: lock xaddq %rax, (%rdi)
define i64 @sub_i64(ptr %p, i64 %v) {
  %r = atomicrmw sub ptr %p, i64 %v acq_rel
  ret i64 %r
}

; CHECK-LABEL: nand_i8:
; CHECK: # atomicrmw nand seq_cst i8: table row {{[0-9]+}} (cmpxchg loop)
; CHECK: movb (%rdi), %al
; CHECK-NEXT: 1:
; CHECK-NEXT: movb %al, %dl
; CHECK-NEXT: andb %cl, %dl
; CHECK-NEXT: notb %dl
; CHECK-NEXT: lock cmpxchgb %dl, (%rdi)
; CHECK-NEXT: jne 1b
define i8 @nand_i8(ptr %p, i8 %v) {
  %r = atomicrmw nand ptr %p, i8 %v seq_cst
  ret i8 %r
}

; CHECK-LABEL: max_i32:
; CHECK: movl %eax, %edx
; CHECK-NEXT: cmpl %ecx, %eax
; CHECK-NEXT: jge 2f
; CHECK-NEXT: movl %ecx, %edx
; CHECK-NEXT: 2:
; CHECK-NEXT: lock cmpxchgl %edx, (%rdi)
define i32 @max_i32(ptr %p, i32 %v) {
  %r = atomicrmw max ptr %p, i32 %v seq_cst
  ret i32 %r
}

; CHECK-LABEL: umin_i64:
; CHECK: cmpq %rcx, %rax
; CHECK-NEXT: jbe 2f
define i64 @umin_i64(ptr %p, i64 %v) {
  %r = atomicrmw umin ptr %p, i64 %v release
  ret i64 %r
}

; CHECK-LABEL: uinc_wrap_i32:
; CHECK: addl $1, %edx
; CHECK-NEXT: cmpl %ecx, %eax
; CHECK-NEXT: jb 2f
; CHECK-NEXT: xorl %edx, %edx
define i32 @uinc_wrap_i32(ptr %p, i32 %v) {
  %r = atomicrmw uinc_wrap ptr %p, i32 %v seq_cst
  ret i32 %r
}

; CHECK-LABEL: udec_wrap_i16:
; CHECK: subw $1, %dx
; CHECK-NEXT: testw %ax, %ax
; CHECK-NEXT: je 3f
; CHECK-NEXT: cmpw %cx, %ax
; CHECK-NEXT: jbe 2f
; CHECK-NEXT: 3:
; CHECK-NEXT: movw %cx, %dx
; CHECK-NEXT: 2:
define i16 @udec_wrap_i16(ptr %p, i16 %v) {
  %r = atomicrmw udec_wrap ptr %p, i16 %v seq_cst
  ret i16 %r
}

; CHECK-LABEL: usub_cond_i32:
; CHECK: cmpl %ecx, %eax
; CHECK-NEXT: jb 2f
; CHECK-NEXT: subl %ecx, %edx
define i32 @usub_cond_i32(ptr %p, i32 %v) {
  %r = atomicrmw usub_cond ptr %p, i32 %v seq_cst
  ret i32 %r
}

; CHECK-LABEL: usub_sat_i32:
; CHECK: subl %ecx, %edx
; CHECK-NEXT: jae 2f
; CHECK-NEXT: xorl %edx, %edx
define i32 @usub_sat_i32(ptr %p, i32 %v) {
  %r = atomicrmw usub_sat ptr %p, i32 %v seq_cst
  ret i32 %r
}

; Float operations: the bits in integer registers, the arithmetic in xmm registers.
; CHECK-LABEL: fadd_float:
; CHECK: movss %xmm0, -16(%rbp)
; CHECK: # atomicrmw fadd seq_cst i32: table row {{[0-9]+}} (cmpxchg loop)
; CHECK: movl (%rdi), %eax
; CHECK-NEXT: 1:
; CHECK-NEXT: movl %eax, %edx
; CHECK-NEXT: movd %eax, %xmm0
; CHECK-NEXT: movd %ecx, %xmm1
; CHECK-NEXT: addss %xmm1, %xmm0
; CHECK-NEXT: movd %xmm0, %edx
; CHECK-NEXT: lock cmpxchgl %edx, (%rdi)
; CHECK-NEXT: jne 1b
; CHECK: movd %eax, %xmm0
define float @fadd_float(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v seq_cst
  ret float %r
}

; CHECK-LABEL: fmax_double:
; CHECK: movq %rax, %xmm1
; CHECK-NEXT: movq %rcx, %xmm0
; CHECK-NEXT: movaps %xmm0, %xmm2
; CHECK-NEXT: maxsd %xmm1, %xmm2
; CHECK-NEXT: ucomisd %xmm1, %xmm1
; CHECK-NEXT: jnp 2f
; CHECK-NEXT: movaps %xmm0, %xmm2
define double @fmax_double(ptr %p, double %v) {
  %r = atomicrmw fmax ptr %p, double %v monotonic
  ret double %r
}

; CHECK-LABEL: xchg_ptr:
; CHECK: xchgq %rax, (%rdi)
define ptr @xchg_ptr(ptr %p, ptr %v) {
  %r = atomicrmw xchg ptr %p, ptr %v seq_cst
  ret ptr %r
}

; syncscope("singlethread") read-modify-writes keep their lock prefix.
; CHECK-LABEL: add_singlethread:
; CHECK: lock xaddl %eax, (%rdi)
define i32 @add_singlethread(ptr %p, i32 %v) {
  %r = atomicrmw add ptr %p, i32 %v syncscope("singlethread") seq_cst
  ret i32 %r
}
