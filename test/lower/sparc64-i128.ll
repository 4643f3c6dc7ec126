; SPARC V9 (64-bit, big-endian): i128 atomics through libatomic's generic calls, as llc-22 -O2
; emits them (call __atomic_load / __atomic_store / __atomic_exchange /
; __atomic_compare_exchange, argument words in %o0..%o5); other read-modify-writes a loop
; around __atomic_compare_exchange on two 64-bit words, the carry from the %xcc borrow.
; RUN: atomir lower --target=sparc64-linux-gnu %s | FileCheck %s

; CHECK-LABEL: store_seq_cst:
; CHECK: ! store atomic i128 seq_cst: __atomic_store (generic)
; CHECK-NEXT: mov 16, %o0
; CHECK-NEXT: ldx [%fp{{[-+][0-9]+}}], %o1
; CHECK-NEXT: add %fp, {{[0-9]+}}, %o2
; CHECK-NEXT: mov 5, %o3
; CHECK-NEXT: call __atomic_store
; CHECK-NEXT: nop
define void @store_seq_cst(ptr %p, ptr %in) {
  %v = load i128, ptr %in, align 16
  store atomic i128 %v, ptr %p seq_cst, align 16
  ret void
}

; CHECK-LABEL: sub_acq_rel:
; CHECK: ! atomicrmw sub i128 acq_rel: loop around __atomic_compare_exchange (generic)
; CHECK: [[LOOP:.Lcas128_[0-9]+_[0-9]+]]:
; CHECK: subcc %l2, %l3, %g0
; CHECK-NEXT: mov 0, %l5
; CHECK-NEXT: movcs %xcc, 1, %l5
; CHECK-NEXT: sub %l2, %l3, %l2
; CHECK: mov 4, %o4
; CHECK-NEXT: mov 2, %o5
; CHECK-NEXT: call __atomic_compare_exchange
; CHECK-NEXT: nop
; CHECK-NEXT: mov %o0, %l0
; CHECK-NEXT: andcc %l0, 1, %g0
define void @sub_acq_rel(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw sub ptr %p, i128 %v acq_rel, align 16
  store i128 %r, ptr %out, align 16
  ret void
}
