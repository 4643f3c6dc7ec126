; ARMv8-A in AArch32 state (armv8a-linux-gnueabihf): the ordering is in the instruction, as
; llc-22 emits it: lda/stl for acquire and release loads and stores, ldaex/stlex in loops when
; the ordering acquires/releases, no dmb but for fences; the file says .arch armv8-a so that
; GNU as accepts them without -march.
; RUN: atomir lower --target=armv8a-linux-gnueabihf %s | FileCheck %s

; CHECK: .arch armv8-a
; CHECK-NEXT: .fpu fp-armv8

; CHECK-LABEL: load_seq_cst_i32:
; CHECK: lda r2, [r0]
; CHECK-NOT: dmb
; CHECK: @ ret
define i32 @load_seq_cst_i32(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %v
}

; CHECK-LABEL: load_monotonic_i8:
; CHECK: ldrb r2, [r0]
define i8 @load_monotonic_i8(ptr %p) {
  %v = load atomic i8, ptr %p monotonic, align 1
  ret i8 %v
}

; CHECK-LABEL: store_seq_cst_i16:
; CHECK: stlh r1, [r0]
; CHECK-NOT: dmb
; CHECK: @ ret
define void @store_seq_cst_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p seq_cst, align 2
  ret void
}

; CHECK-LABEL: load_acquire_i64:
; CHECK: ldaexd r4, r5, [r0]
; CHECK-NEXT: clrex
define i64 @load_acquire_i64(ptr %p) {
  %v = load atomic i64, ptr %p acquire, align 8
  ret i64 %v
}

; CHECK-LABEL: store_release_i64:
; CHECK: 1:
; CHECK-NEXT: ldrexd r4, r5, [r0]
; CHECK-NEXT: stlexd r12, r2, r3, [r0]
define void @store_release_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p release, align 8
  ret void
}

; CHECK-LABEL: rmw_min_acquire_i16:
; CHECK: ldaexh r2, [r0]
; CHECK: strexh r12, r3, [r0]
define i16 @rmw_min_acquire_i16(ptr %p, i16 %v) {
  %r = atomicrmw min ptr %p, i16 %v acquire
  ret i16 %r
}

; CHECK-LABEL: cmpxchg_acq_rel_i32:
; CHECK: 1:
; CHECK-NEXT: ldaex r2, [r0]
; CHECK-NEXT: cmp r2, r1
; CHECK-NEXT: bne 2f
; CHECK-NEXT: stlex r12, r3, [r0]
; CHECK-NOT: dmb
; CHECK: @ ret
define i1 @cmpxchg_acq_rel_i32(ptr %p, i32 %a, i32 %b) {
  %r = cmpxchg ptr %p, i32 %a, i32 %b acq_rel acquire
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

; CHECK-LABEL: fence_seq_cst:
; CHECK: dmb ish
define void @fence_seq_cst() {
  fence seq_cst
  ret void
}
