; i128 atomics on x86-64: __atomic_*_16 calls without +cx16 (as LLVM 22), cmpxchg16b with it.
; RUN: atomir lower --target=x86_64-linux-gnu %s | FileCheck %s --check-prefix=LIB
; RUN: atomir lower --target=x86_64-linux-gnu -mattr=+cx16 %s | FileCheck %s --check-prefix=CX16

; LIB-LABEL: load128:
; LIB: # load acquire i128: table row {{[0-9]+}} (libcall)
; LIB-NEXT: movq -8(%rbp), %rdi
; LIB-NEXT: movl $2, %esi
; LIB-NEXT: call __atomic_load_16@PLT
; CX16-LABEL: load128:
; CX16: pushq %rbx
; CX16-NEXT: xorl %eax, %eax
; CX16-NEXT: xorl %edx, %edx
; CX16-NEXT: xorl %ecx, %ecx
; CX16-NEXT: xorl %ebx, %ebx
; CX16-NEXT: lock cmpxchg16b (%rdi)
; CX16-NEXT: popq %rbx
define i128 @load128(ptr %p) {
  %v = load atomic i128, ptr %p acquire, align 16
  ret i128 %v
}

; LIB-LABEL: add128:
; LIB: movq -32(%rbp), %rsi
; LIB-NEXT: movq -24(%rbp), %rdx
; LIB-NEXT: movl $5, %ecx
; LIB-NEXT: call __atomic_fetch_add_16@PLT
; CX16-LABEL: add128:
; CX16: 1:
; CX16-NEXT: movq %rax, %rbx
; CX16-NEXT: movq %rdx, %rcx
; CX16-NEXT: addq %r8, %rbx
; CX16-NEXT: adcq %r9, %rcx
; CX16-NEXT: lock cmpxchg16b (%rdi)
; CX16-NEXT: jne 1b
define i128 @add128(ptr %p, i128 %v) {
  %r = atomicrmw add ptr %p, i128 %v seq_cst
  ret i128 %r
}

; LIB-LABEL: cas128:
; LIB: leaq {{-[0-9]+}}(%rbp), %rsi
; LIB: movl $4, %r8d
; LIB-NEXT: movl $2, %r9d
; LIB-NEXT: call __atomic_compare_exchange_16@PLT
; LIB-NEXT: movb %al, %r10b
; CX16-LABEL: cas128:
; CX16: movq %r8, %rbx
; CX16-NEXT: movq %r9, %rcx
; CX16-NEXT: lock cmpxchg16b (%rdi)
; CX16-NEXT: sete %r10b
define i1 @cas128(ptr %p, i128 %c, i128 %n) {
  %r = cmpxchg ptr %p, i128 %c, i128 %n acq_rel acquire
  %ok = extractvalue { i128, i1 } %r, 1
  ret i1 %ok
}

; The operations libatomic has no function for: without +cx16 a loop around
; __atomic_compare_exchange_16 (as LLVM 22), the pointer and operand in callee-saved
; registers across the call, the expected value at (%rsp).
; LIB-LABEL: umax128:
; LIB: pushq %rbx
; LIB-NEXT: pushq %r12
; LIB-NEXT: pushq %r14
; LIB-NEXT: pushq %r15
; LIB-NEXT: subq $16, %rsp
; LIB: movq (%rdi), %rax
; LIB-NEXT: movq 8(%rdi), %rdx
; LIB-NEXT: 1:
; LIB: cmpq %r8, %rax
; LIB-NEXT: movq %rdx, %r10
; LIB-NEXT: sbbq %r9, %r10
; LIB-NEXT: jae 2f
; LIB: movq %rax, (%rsp)
; LIB-NEXT: movq %rdx, 8(%rsp)
; LIB-NEXT: movq %r15, %rdi
; LIB-NEXT: movq %rsp, %rsi
; LIB-NEXT: movq %rbx, %rdx
; LIB-NEXT: movl $4, %r8d
; LIB-NEXT: movl $2, %r9d
; LIB-NEXT: call __atomic_compare_exchange_16@PLT
; LIB-NEXT: testb %al, %al
; LIB-NEXT: movq (%rsp), %rax
; LIB-NEXT: movq 8(%rsp), %rdx
; LIB-NEXT: je 1b
; LIB-NEXT: addq $16, %rsp
; LIB-NEXT: popq %r15
; CX16-LABEL: umax128:
; CX16: lock cmpxchg16b (%rdi)
define i128 @umax128(ptr %p, i128 %v) {
  %r = atomicrmw umax ptr %p, i128 %v acq_rel
  ret i128 %r
}

; LIB-LABEL: usubsat128:
; LIB: subq %r8, %rbx
; LIB-NEXT: sbbq %r9, %rcx
; LIB-NEXT: jae 2f
; LIB: movl $0, %r8d
; LIB-NEXT: movl $0, %r9d
; LIB-NEXT: call __atomic_compare_exchange_16@PLT
define i128 @usubsat128(ptr %p, i128 %v) {
  %r = atomicrmw usub_sat ptr %p, i128 %v monotonic
  ret i128 %r
}
