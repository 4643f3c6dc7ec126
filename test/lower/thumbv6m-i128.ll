; ARMv6-M (Thumb-1): i128 atomics through libatomic's generic calls, as llc-22 -O2 emits them
; (bl __atomic_load / __atomic_store / __atomic_exchange / __atomic_compare_exchange, words 5
; and 6 on the stack); other read-modify-writes a loop around __atomic_compare_exchange, the
; unsigned compares from the carry (cmp, sbcs, rsbs) since Thumb-1 has no conditional moves.
; RUN: atomir lower --target=thumbv6m-none-eabi %s | FileCheck %s

; CHECK-LABEL: load_seq_cst:
; CHECK: @ load atomic i128 seq_cst: __atomic_load (generic)
; CHECK-NEXT: movs r0, #16
; CHECK-NEXT: ldr r1, [r7, #{{[0-9]+}}]
; CHECK: add r2, r7
; CHECK-NEXT: movs r3, #5
; CHECK-NEXT: bl __atomic_load
define void @load_seq_cst(ptr %p, ptr %out) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  store i128 %v, ptr %out, align 16
  ret void
}

; CHECK-LABEL: umax_monotonic:
; CHECK: @ atomicrmw umax i128 monotonic: loop around __atomic_compare_exchange (generic)
; CHECK: cmp r2, r3
; CHECK-NEXT: sbcs r5, r5
; CHECK-NEXT: rsbs r5, r5, #0
; CHECK: sub sp, #8
; CHECK-NEXT: movs r0, #0
; CHECK-NEXT: str r0, [sp, #0]
; CHECK-NEXT: movs r0, #0
; CHECK-NEXT: str r0, [sp, #4]
; CHECK-NEXT: movs r0, #16
; CHECK: bl __atomic_compare_exchange
; CHECK-NEXT: add sp, #8
define void @umax_monotonic(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw umax ptr %p, i128 %v monotonic, align 16
  store i128 %r, ptr %out, align 16
  ret void
}
