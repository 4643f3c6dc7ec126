; ARMv6-M (thumbv6m-none-eabi, Thumb-1): no exclusives, so every atomic is a call into
; libatomic's sized __atomic_* functions with the C11 memory order (relaxed 0, acquire 2,
; release 3, acq_rel 4, seq_cst 5) as llc-22 emits them, even monotonic loads; 64-bit values in
; r2:r3 with the order on the stack; cmpxchg passes the address of the expected value (the
; frame's scratch slot) and the success and failure orders; max/min/umax/umin and the float
; operations are loops around __atomic_compare_exchange_N; fences are dmb sy, a singlethread
; fence nothing; seed 000's llvm.atomic.las is __atomic_fetch_add_4 seq_cst.
; RUN: atomir lower --target=thumbv6m-none-eabi %s | FileCheck %s
; RUN: atomir lower --target=thumbv6m-none-eabi -print-atomic-table | FileCheck %s --check-prefix=TABLE

; CHECK: .syntax unified
; CHECK-NEXT: .thumb
; CHECK-NEXT: .arch armv6-m
; TABLE: # atomic lowering table: thumbv6m-none-eabi
; TABLE: row 1: fence | ordering any | width - | any scope | features - | native
; TABLE-NEXT: dmb sy
; TABLE: row 2: load | ordering any | width i8,i16,i32,i64 | any scope | features - | libcall
; TABLE-NEXT: __atomic_load_{n}
; TABLE: row 4: cmpxchg | ordering any | width i8,i16,i32,i64 | any scope | features - | libcall
; TABLE-NEXT: __atomic_compare_exchange_{n}
; TABLE: row 12: atomicrmw max | ordering any | width i8,i16,i32 | any scope | features - | cmpxchg loop

; CHECK-LABEL: .type load_monotonic_i8,%function
; CHECK-NEXT: .code 16
; CHECK-NEXT: .thumb_func
; CHECK-NEXT: load_monotonic_i8:
; CHECK-NEXT: push {r3, r4, r5, r6, r7, lr}
; CHECK-NEXT: sub sp, #32
; CHECK-NEXT: mov r7, sp
; CHECK-NEXT: str r0, [r7, #24]
; CHECK: ldr r0, [r7, #24]
; CHECK-NEXT: movs r1, #0
; CHECK-NEXT: bl __atomic_load_1
; CHECK-NEXT: strb r0, [r7, #16]
; CHECK: mov sp, r7
; CHECK-NEXT: add sp, #32
; CHECK-NEXT: pop {r3, r4, r5, r6, r7, pc}
define i8 @load_monotonic_i8(ptr %p) {
  %v = load atomic i8, ptr %p monotonic, align 1
  ret i8 %v
}

; CHECK-LABEL: load_seq_cst_i32:
; CHECK: movs r1, #5
; CHECK-NEXT: bl __atomic_load_4
define i32 @load_seq_cst_i32(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %v
}

; CHECK-LABEL: load_acquire_i64:
; CHECK: movs r1, #2
; CHECK-NEXT: bl __atomic_load_8
; CHECK-NEXT: str r0, [r7, #16]
; CHECK-NEXT: str r1, [r7, #20]
define i64 @load_acquire_i64(ptr %p) {
  %v = load atomic i64, ptr %p acquire, align 8
  ret i64 %v
}

; CHECK-LABEL: store_release_i16:
; CHECK: ldr r0, [r7, #24]
; CHECK-NEXT: ldrh r1, [r7, #16]
; CHECK-NEXT: movs r2, #3
; CHECK-NEXT: bl __atomic_store_2
define void @store_release_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p release, align 2
  ret void
}

; CHECK-LABEL: store_seq_cst_i64:
; CHECK: sub sp, #8
; CHECK-NEXT: movs r0, #5
; CHECK-NEXT: str r0, [sp, #0]
; CHECK-NEXT: ldr r2, [r7, #16]
; CHECK-NEXT: ldr r3, [r7, #20]
; CHECK-NEXT: ldr r0, [r7, #24]
; CHECK-NEXT: bl __atomic_store_8
; CHECK-NEXT: add sp, #8
define void @store_seq_cst_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p seq_cst, align 8
  ret void
}

; CHECK-LABEL: add_monotonic_i32:
; CHECK: movs r2, #0
; CHECK-NEXT: bl __atomic_fetch_add_4
define i32 @add_monotonic_i32(ptr %p, i32 %v) {
  %o = atomicrmw add ptr %p, i32 %v monotonic
  ret i32 %o
}

; A slot beyond ldrb's 31-byte reach is addressed through r6.
; CHECK-LABEL: nand_acq_rel_i8:
; CHECK: movs r6, #32
; CHECK-NEXT: ldrb r1, [r7, r6]
; CHECK-NEXT: movs r2, #4
; CHECK-NEXT: bl __atomic_fetch_nand_1
; CHECK-NEXT: strb r0, [r7, #24]
define zeroext i8 @nand_acq_rel_i8(ptr %p, i8 %v) {
  %o = atomicrmw nand ptr %p, i8 %v acq_rel
  ret i8 %o
}

; CHECK-LABEL: xchg_seq_cst_i64:
; CHECK: bl __atomic_exchange_8
; CHECK-NEXT: add sp, #8
; CHECK-NEXT: str r0, [r7, #24]
; CHECK-NEXT: str r1, [r7, #28]
define i64 @xchg_seq_cst_i64(ptr %p, i64 %v) {
  %o = atomicrmw xchg ptr %p, i64 %v seq_cst
  ret i64 %o
}

; The loop: a plain first guess in the scratch slot, the new value computed, the
; compare-exchange repeated until it succeeds; a signext result re-extended with ldrsh.
; CHECK-LABEL: max_seq_cst_i16:
; CHECK: ldr r3, [r7, #40]
; CHECK-NEXT: ldrh r0, [r3]
; CHECK-NEXT: strh r0, [r7, #0]
; CHECK-NEXT: .Lcas8_0:
; CHECK-NEXT: ldrh r1, [r7, #32]
; CHECK-NEXT: ldrh r0, [r7, #0]
; CHECK-NEXT: sxth r3, r0
; CHECK-NEXT: sxth r2, r1
; CHECK-NEXT: cmp r3, r2
; CHECK-NEXT: mov r2, r0
; CHECK-NEXT: bge 1f
; CHECK-NEXT: mov r2, r1
; CHECK-NEXT: 1:
; CHECK-NEXT: sub sp, #8
; CHECK-NEXT: movs r0, #5
; CHECK-NEXT: str r0, [sp, #0]
; CHECK-NEXT: movs r3, #5
; CHECK-NEXT: movs r1, #0
; CHECK-NEXT: add r1, r7
; CHECK-NEXT: ldr r0, [r7, #40]
; CHECK-NEXT: bl __atomic_compare_exchange_2
; CHECK-NEXT: add sp, #8
; CHECK-NEXT: lsls r0, r0, #24
; CHECK-NEXT: bne 1f
; CHECK-NEXT: b .Lcas8_0
; CHECK-NEXT: 1:
; CHECK: movs r6, #24
; CHECK-NEXT: ldrsh r0, [r7, r6]
define signext i16 @max_seq_cst_i16(ptr %p, i16 %v) {
  %o = atomicrmw max ptr %p, i16 %v seq_cst
  ret i16 %o
}

; CHECK-LABEL: umin_release_i64:
; CHECK: subs r6, r2, r0
; CHECK-NEXT: mov r6, r3
; CHECK-NEXT: sbcs r6, r1
; CHECK-NEXT: bhs 1f
; CHECK: mov r2, r4
; CHECK-NEXT: mov r3, r5
; CHECK-NEXT: sub sp, #8
; CHECK-NEXT: movs r0, #3
; CHECK-NEXT: str r0, [sp, #0]
; CHECK-NEXT: movs r0, #0
; CHECK-NEXT: str r0, [sp, #4]
; CHECK: bl __atomic_compare_exchange_8
define i64 @umin_release_i64(ptr %p, i64 %v) {
  %o = atomicrmw umin ptr %p, i64 %v release
  ret i64 %o
}

; CHECK-LABEL: fadd_seq_cst:
; CHECK: bl __aeabi_fadd
; CHECK-NEXT: mov r2, r0
; CHECK: bl __atomic_compare_exchange_4
define float @fadd_seq_cst(ptr %p, float %v) {
  %o = atomicrmw fadd ptr %p, float %v seq_cst
  ret float %o
}

; acq_rel: success order 4, failure order acquire (2).
; CHECK-LABEL: cas_acq_rel_i32:
; CHECK: ldr r0, [r7, #48]
; CHECK-NEXT: str r0, [r7, #0]
; CHECK-NEXT: ldr r2, [r7, #40]
; CHECK-NEXT: sub sp, #8
; CHECK-NEXT: movs r0, #2
; CHECK-NEXT: str r0, [sp, #0]
; CHECK-NEXT: movs r3, #4
; CHECK-NEXT: movs r1, #0
; CHECK-NEXT: add r1, r7
; CHECK-NEXT: ldr r0, [r7, #56]
; CHECK-NEXT: bl __atomic_compare_exchange_4
; CHECK-NEXT: add sp, #8
; CHECK-NEXT: lsls r0, r0, #24
; CHECK-NEXT: lsrs r0, r0, #24
; CHECK-NEXT: beq 1f
; CHECK-NEXT: movs r0, #1
define i1 @cas_acq_rel_i32(ptr %p, i32 %a, i32 %b) {
  %r = cmpxchg ptr %p, i32 %a, i32 %b acq_rel monotonic
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

; The new value's i64 is the fourth argument: on the caller's stack, above the six pushed
; words.
; CHECK-LABEL: cas_seq_cst_i64:
; CHECK: ldr r4, [r7, #104]
; CHECK-NEXT: str r4, [r7, #56]
; CHECK-NEXT: ldr r4, [r7, #108]
; CHECK-NEXT: str r4, [r7, #60]
; CHECK: ldr r2, [r7, #56]
; CHECK-NEXT: ldr r3, [r7, #60]
; CHECK-NEXT: sub sp, #8
; CHECK-NEXT: movs r0, #5
; CHECK-NEXT: str r0, [sp, #0]
; CHECK-NEXT: movs r0, #5
; CHECK-NEXT: str r0, [sp, #4]
; CHECK: bl __atomic_compare_exchange_8
define i64 @cas_seq_cst_i64(ptr %p, i64 %a, i64 %b) {
  %r = cmpxchg weak ptr %p, i64 %a, i64 %b seq_cst seq_cst
  %old = extractvalue { i64, i1 } %r, 0
  ret i64 %old
}

; CHECK-LABEL: fences:
; CHECK: @ fence
; CHECK-NEXT: dmb sy
; CHECK-NEXT: @ fence
; CHECK-NEXT: dmb sy
; CHECK-NEXT: @ fence
; CHECK-NEXT: @ singlethread fence: compiler barrier only
; CHECK-NEXT: @ ret
define void @fences() {
  fence acquire
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret void
}

; CHECK-LABEL: legacy_las:
; CHECK: movs r1, #4
; CHECK-NEXT: movs r2, #5
; CHECK-NEXT: bl __atomic_fetch_add_4
declare i32 @llvm.atomic.las.i32.p0(ptr, i32)
define i32 @legacy_las(ptr %p) {
  %o = call i32 @llvm.atomic.las.i32.p0(ptr %p, i32 4)
  ret i32 %o
}
