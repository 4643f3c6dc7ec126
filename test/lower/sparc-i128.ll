; SPARC V8 (32-bit, big-endian): i128 atomics through libatomic's generic calls, as llc-22 -O2
; emits them (call __atomic_load / __atomic_store / __atomic_exchange /
; __atomic_compare_exchange with the argument words in %o0..%o5, the delay slot a nop); other
; read-modify-writes a loop around __atomic_compare_exchange, the unsigned compares from the
; borrow (subcc, addx).
; RUN: atomir lower --target=sparc-linux-gnu %s | FileCheck %s

; CHECK-LABEL: load_seq_cst:
; CHECK: ! load atomic i128 seq_cst: __atomic_load (generic)
; CHECK-NEXT: mov 16, %o0
; CHECK-NEXT: ld [%fp{{-[0-9]+}}], %o1
; CHECK-NEXT: add %fp, {{-[0-9]+}}, %o2
; CHECK-NEXT: mov 5, %o3
; CHECK-NEXT: call __atomic_load
; CHECK-NEXT: nop
; CHECK-NEXT: mov %o0, %l0
define void @load_seq_cst(ptr %p, ptr %out) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  store i128 %v, ptr %out, align 16
  ret void
}

; CHECK-LABEL: max_seq_cst:
; CHECK: ! atomicrmw max i128 seq_cst: loop around __atomic_compare_exchange (generic)
; CHECK: set -2147483648, %l6
; CHECK-NEXT: xor %l2, %l6, %l2
; CHECK-NEXT: xor %l3, %l6, %l3
; CHECK-NEXT: subcc %l2, %l3, %g0
; CHECK-NEXT: addx %g0, 0, %l6
; CHECK: mov 5, %o4
; CHECK-NEXT: mov 5, %o5
; CHECK-NEXT: call __atomic_compare_exchange
define void @max_seq_cst(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw max ptr %p, i128 %v seq_cst, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; CHECK-LABEL: cas:
; CHECK: ! cmpxchg i128 release monotonic: __atomic_compare_exchange (generic)
; CHECK: mov 3, %o4
; CHECK-NEXT: mov 0, %o5
; CHECK-NEXT: call __atomic_compare_exchange
; CHECK-NEXT: nop
; CHECK-NEXT: mov %o0, %l0
; CHECK-NEXT: stb %l0, [%fp{{-[0-9]+}}]
define i1 @cas(ptr %p, ptr %e, ptr %d) {
  %x = load i128, ptr %e, align 16
  %y = load i128, ptr %d, align 16
  %r = cmpxchg ptr %p, i128 %x, i128 %y release monotonic, align 16
  %ok = extractvalue { i128, i1 } %r, 1
  ret i1 %ok
}
