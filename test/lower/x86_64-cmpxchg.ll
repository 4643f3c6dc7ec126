; cmpxchg strong and weak on x86-64: lock cmpxchg, the success flag from ZF, { iN, i1 }
; kept in a stack slot and read with extractvalue.
; RUN: atomir lower --target=x86_64-linux-gnu %s | FileCheck %s

; CHECK-LABEL: cas_i32:
; CHECK: # cmpxchg seq_cst i32: table row {{[0-9]+}} (native)
; CHECK-NEXT: movq -8(%rbp), %rdi
; CHECK-NEXT: movl -16(%rbp), %eax
; CHECK-NEXT: movl -24(%rbp), %edx
; CHECK-NEXT: lock cmpxchgl %edx, (%rdi)
; CHECK-NEXT: sete %r10b
; CHECK-NEXT: movl %eax, -32(%rbp)
; CHECK-NEXT: movb %r10b, -28(%rbp)
; CHECK: # %ok = extractvalue
; CHECK-NEXT: movb -28(%rbp), %al
define i1 @cas_i32(ptr %p, i32 %c, i32 %n) {
  %r = cmpxchg ptr %p, i32 %c, i32 %n seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

; The table is asked with the stronger of the two orderings (acquire failure + release success
; = acq_rel).
; CHECK-LABEL: cas_weak_i8:
; CHECK: # cmpxchg acq_rel i8: table row {{[0-9]+}} (native)
; CHECK: lock cmpxchgb %dl, (%rdi)
; CHECK-NEXT: sete %r10b
; CHECK-NEXT: movb %al, -32(%rbp)
; CHECK-NEXT: movb %r10b, -31(%rbp)
define i8 @cas_weak_i8(ptr %p, i8 %c, i8 %n) {
  %r = cmpxchg weak ptr %p, i8 %c, i8 %n release acquire
  %v = extractvalue { i8, i1 } %r, 0
  ret i8 %v
}

; CHECK-LABEL: cas_i64_monotonic:
; CHECK: lock cmpxchgq %rdx, (%rdi)
; CHECK: movb %r10b, -40(%rbp)
define i64 @cas_i64_monotonic(ptr %p, i64 %c, i64 %n) {
  %r = cmpxchg ptr %p, i64 %c, i64 %n monotonic monotonic
  %v = extractvalue { i64, i1 } %r, 0
  ret i64 %v
}
