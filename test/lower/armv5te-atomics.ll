; ARMv5TE with the soft-float AAPCS (armv5te-linux-gnueabi, Debian's armel): no exclusives, so
; plain loads and stores only for monotonic/unordered, every other atomic a call into libgcc's
; __sync_* functions as llc-22 emits them (loads as __sync_val_compare_and_swap_N(p, 0, 0),
; stores as __sync_lock_test_and_set_N, fences, singlethread too, as __sync_synchronize); the
; narrow results of the _1/_2 functions come back sign-extended from libgcc and are re-extended
; (only the width is kept); max/min/umax/umin, uinc/udec_wrap, usub_cond/sat and the float
; operations are loops around __sync_val_compare_and_swap_N (libgcc has no __sync_fetch_and_max_N,
; llc-22 cannot select the others).
; RUN: atomir lower --target=armv5te-linux-gnueabi %s | FileCheck %s
; RUN: atomir lower --target=armv5te-linux-gnueabi -print-atomic-table | FileCheck %s --check-prefix=TABLE

; CHECK: .arch armv5te
; CHECK-NEXT: .fpu softvfp
; CHECK-NEXT: .arm
; TABLE: # atomic lowering table: armv5te-linux-gnueabi
; TABLE: row 0: fence | ordering any | width - | any scope | features - | libcall
; TABLE-NEXT: bl __sync_synchronize

; CHECK-LABEL: load_monotonic_i8:
; CHECK: ldrb r2, [r0]
define i8 @load_monotonic_i8(ptr %p) {
  %v = load atomic i8, ptr %p monotonic, align 1
  ret i8 %v
}

; CHECK-LABEL: load_acquire_i32:
; CHECK: mov r1, #0
; CHECK-NEXT: mov r2, #0
; CHECK-NEXT: bl __sync_val_compare_and_swap_4
define i32 @load_acquire_i32(ptr %p) {
  %v = load atomic i32, ptr %p acquire, align 4
  ret i32 %v
}

; CHECK-LABEL: load_seq_cst_i64:
; CHECK: sub sp, sp, #8
; CHECK-NEXT: mov r12, #0
; CHECK-NEXT: str r12, [sp, #0]
; CHECK-NEXT: str r12, [sp, #4]
; CHECK-NEXT: ldr r0, [r11, #-8]
; CHECK-NEXT: mov r2, #0
; CHECK-NEXT: mov r3, #0
; CHECK-NEXT: bl __sync_val_compare_and_swap_8
; CHECK-NEXT: add sp, sp, #8
define i64 @load_seq_cst_i64(ptr %p) {
  %v = load atomic i64, ptr %p seq_cst, align 8
  ret i64 %v
}

; CHECK-LABEL: store_release_i16:
; CHECK: ldrh r1, [r11, #-16]
; CHECK-NEXT: bl __sync_lock_test_and_set_2
define void @store_release_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p release, align 2
  ret void
}

; CHECK-LABEL: rmw_add_seq_cst_i8:
; CHECK: bl __sync_fetch_and_add_1
; CHECK-NEXT: strb r0, [r11, #-24]
; CHECK: @ ret
; CHECK-NEXT: ldrb r0, [r11, #-24]
define zeroext i8 @rmw_add_seq_cst_i8(ptr %p, i8 zeroext %v) {
  %r = atomicrmw add ptr %p, i8 %v seq_cst
  ret i8 %r
}

; CHECK-LABEL: cmpxchg_i16:
; CHECK: bl __sync_val_compare_and_swap_2
; CHECK-NEXT: lsl r0, r0, #16
; CHECK-NEXT: lsr r0, r0, #16
; CHECK-NEXT: mov r2, r0
; CHECK-NEXT: ldrh r1, [r11, #-16]
; CHECK-NEXT: cmp r2, r1
; CHECK-NEXT: mov r8, #0
; CHECK-NEXT: moveq r8, #1
define i1 @cmpxchg_i16(ptr %p, i16 %a, i16 %b) {
  %r = cmpxchg ptr %p, i16 %a, i16 %b seq_cst seq_cst
  %ok = extractvalue { i16, i1 } %r, 1
  ret i1 %ok
}

; CHECK-LABEL: rmw_max_seq_cst_i32:
; CHECK: ldr r8, [r10]
; CHECK-NEXT: [[L:.Lcas[0-9_]+]]:
; CHECK-NEXT: mov r0, r8
; CHECK-NEXT: mov r1, r6
; CHECK-NEXT: cmp r0, r1
; CHECK-NEXT: movge r4, r8
; CHECK-NEXT: movlt r4, r6
; CHECK-NEXT: mov r0, r10
; CHECK-NEXT: mov r1, r8
; CHECK-NEXT: mov r2, r4
; CHECK-NEXT: bl __sync_val_compare_and_swap_4
; CHECK-NEXT: cmp r0, r8
; CHECK-NEXT: mov r8, r0
; CHECK-NEXT: bne [[L]]
define i32 @rmw_max_seq_cst_i32(ptr %p, i32 %v) {
  %r = atomicrmw max ptr %p, i32 %v seq_cst
  ret i32 %r
}

; CHECK-LABEL: rmw_fadd_float:
; CHECK: bl __aeabi_fadd
; CHECK-NEXT: mov r4, r0
define float @rmw_fadd_float(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v seq_cst
  ret float %r
}

; CHECK-LABEL: fences:
; CHECK: @ fence
; CHECK-NEXT: bl __sync_synchronize
; CHECK-NEXT: @ fence
; CHECK-NEXT: bl __sync_synchronize
define void @fences() {
  fence syncscope("singlethread") acquire
  fence seq_cst
  ret void
}
