; i686: x86-TSO fence placement as on x86-64 (seq_cst stores xchg, seq_cst fences a locked or),
; 8..32-bit atomics with lock-prefixed instructions and cmpxchg loops, 64-bit ones as
; lock cmpxchg8b loops (old value %edx:%eax, new value %ecx:%ebx, the operand in the frame's
; scratch quadword), no 128-bit atomics.
; RUN: atomir lower --target=i686-linux-gnu %s | FileCheck %s

; CHECK-LABEL: load_seq_cst_i64:
; CHECK: # load seq_cst i64: table row {{[0-9]+}} (native)
; CHECK-NEXT: movl -24(%ebp), %edi
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: xorl %edx, %edx
; CHECK-NEXT: xorl %ebx, %ebx
; CHECK-NEXT: xorl %ecx, %ecx
; CHECK-NEXT: lock cmpxchg8b (%edi)
; CHECK-NEXT: movl %eax, [[LO:-[0-9]+]](%ebp)
define i64 @load_seq_cst_i64(ptr %p) {
  %v = load atomic i64, ptr %p seq_cst, align 8
  ret i64 %v
}

; CHECK-LABEL: store_seq_cst_i32:
; CHECK: xchgl %ecx, (%edi)
define void @store_seq_cst_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p seq_cst, align 4
  ret void
}

; CHECK-LABEL: add_i64:
; CHECK: # atomicrmw add monotonic i64: table row {{[0-9]+}} (cmpxchg loop)
; CHECK: movl %eax, [[V:-[0-9]+]](%ebp)
; CHECK-NEXT: movl %edx, {{-[0-9]+}}(%ebp)
; CHECK-NEXT: movl (%edi), %eax
; CHECK-NEXT: movl 4(%edi), %edx
; CHECK-NEXT: 1:
; CHECK-NEXT: movl %eax, %ebx
; CHECK-NEXT: movl %edx, %ecx
; CHECK-NEXT: addl [[V]](%ebp), %ebx
; CHECK-NEXT: adcl {{-[0-9]+}}(%ebp), %ecx
; CHECK-NEXT: lock cmpxchg8b (%edi)
; CHECK-NEXT: jne 1b
define i64 @add_i64(ptr %p, i64 %v) {
  %r = atomicrmw add ptr %p, i64 %v monotonic
  ret i64 %r
}

; CHECK-LABEL: umax_i16:
; CHECK: movw (%edi), %ax
; CHECK-NEXT: 1:
; CHECK-NEXT: movw %ax, %dx
; CHECK-NEXT: cmpw %cx, %ax
; CHECK-NEXT: jae 2f
; CHECK-NEXT: movw %cx, %dx
; CHECK-NEXT: 2:
; CHECK-NEXT: lock cmpxchgw %dx, (%edi)
; CHECK-NEXT: jne 1b
define i16 @umax_i16(ptr %p, i16 %v) {
  %r = atomicrmw umax ptr %p, i16 %v acq_rel
  ret i16 %r
}

; CHECK-LABEL: cmpxchg_i64:
; CHECK: movl {{-[0-9]+}}(%ebp), %ebx
; CHECK-NEXT: movl {{-[0-9]+}}(%ebp), %ecx
; CHECK-NEXT: lock cmpxchg8b (%edi)
; CHECK-NEXT: sete %bl
define i64 @cmpxchg_i64(ptr %p, i64 %a, i64 %b) {
  %r = cmpxchg ptr %p, i64 %a, i64 %b seq_cst seq_cst
  %v = extractvalue { i64, i1 } %r, 0
  ret i64 %v
}

; CHECK-LABEL: fadd_double:
; CHECK: movsd {{-[0-9]+}}(%ebp), %xmm1
; CHECK-NEXT: movsd {{-[0-9]+}}(%ebp), %xmm0
; CHECK-NEXT: movapd %xmm1, %xmm2
; CHECK-NEXT: addsd %xmm0, %xmm2
; CHECK: lock cmpxchg8b (%edi)
; CHECK: fldl {{-[0-9]+}}(%ebp)
define double @fadd_double(ptr %p, double %v) {
  %r = atomicrmw fadd ptr %p, double %v seq_cst
  ret double %r
}

; CHECK-LABEL: fences:
; CHECK: # acquire/release fence: compiler barrier only (x86-TSO)
; CHECK: lock orl $0, (%esp)
define void @fences() {
  fence acquire
  fence seq_cst
  ret void
}
