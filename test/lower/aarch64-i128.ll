; i128 read-modify-writes libatomic has no function for, on AArch64 (every feature set): a
; plain initial ldp, then a loop computing the new value with flag-setting 128-bit compares and
; csel, and calling __atomic_compare_exchange_16 with the ordering and its failure ordering.
; (llc-22 inlines ldxp/stxp or casp loops; atomir sends all i128 atomics to libatomic.)
; RUN: atomir lower --target=aarch64-linux-gnu %s | FileCheck %s
; RUN: atomir lower --target=aarch64-linux-gnu -mattr=+lse %s | FileCheck %s

; CHECK-LABEL: umin128:
; CHECK: // atomicrmw umin acq_rel i128: table row {{[0-9]+}} (cmpxchg loop)
; CHECK: ldp x12, x13, [x0]
; CHECK: [[LOOP:\.Lcas[0-9_]+]]:
; CHECK: cmp x12, x14
; CHECK-NEXT: sbcs xzr, x13, x15
; CHECK-NEXT: csel x2, x12, x14, lo
; CHECK-NEXT: csel x3, x13, x15, lo
; CHECK: movz x4, #4, lsl #0
; CHECK-NEXT: movz x5, #2, lsl #0
; CHECK-NEXT: bl __atomic_compare_exchange_16
; CHECK-NEXT: and w0, w0, #1
; CHECK-NEXT: cbz w0, [[LOOP]]
define i128 @umin128(ptr %p, i128 %v) {
  %r = atomicrmw umin ptr %p, i128 %v acq_rel
  ret i128 %r
}

; CHECK-LABEL: uincwrap128:
; CHECK: adds x2, x12, #1
; CHECK-NEXT: adc x3, x13, xzr
; CHECK-NEXT: cmp x12, x14
; CHECK-NEXT: sbcs xzr, x13, x15
; CHECK-NEXT: csel x2, x2, xzr, lo
; CHECK: mov x4, xzr
; CHECK-NEXT: mov x5, xzr
; CHECK-NEXT: bl __atomic_compare_exchange_16
define i128 @uincwrap128(ptr %p, i128 %v) {
  %r = atomicrmw uinc_wrap ptr %p, i128 %v monotonic
  ret i128 %r
}
