; SPARC V8 (sparc-linux-gnu): no compare-and-swap, so every atomic access is a libatomic call
; with the C11 memory order as its last argument word (as LLVM 22 does); max/min/u*/float
; read-modify-writes loop around __atomic_compare_exchange_N; fences inline: acquire nothing,
; release stbar, acq_rel/seq_cst stbar + ldstub (singlethread the same). i64 in word pairs,
; high word first; explicit delay slots.
; RUN: atomir lower --target=sparc-linux-gnu %s | FileCheck %s
; RUN: atomir lower --target=sparcv8-linux-gnu -print-atomic-table | FileCheck %s --check-prefix=TABLE

; TABLE: # atomic lowering table: sparc-linux-gnu
; TABLE: row 1: fence | ordering release | width - | any scope | features - | native
; TABLE-NEXT:     stbar
; TABLE: row 2: fence | ordering acq_rel,seq_cst | width - | any scope | features - | native
; TABLE-NEXT:     stbar
; TABLE-NEXT:     ldstub [%sp-1], %g0
; TABLE: atomicrmw sub | ordering any | width i8,i16,i32,i64 | any scope | features - | libcall
; TABLE-NEXT:     __atomic_fetch_sub_{n}

; CHECK-LABEL: load_seq_cst_i32:
; CHECK-NEXT: save %sp, -128, %sp
; CHECK-NEXT: st %i0, [%fp-8]
; CHECK: ld [%fp-8], %o0
; CHECK-NEXT: mov 5, %o1
; CHECK-NEXT: call __atomic_load_4
; CHECK-NEXT: nop
; CHECK-NEXT: st %o0, [%fp-16]
; CHECK: ld [%fp-16], %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore

; CHECK-LABEL: store_release_i64:
; CHECK: st %i1, [%fp-16]
; CHECK-NEXT: st %i2, [%fp-12]
; CHECK: ld [%fp-8], %o0
; CHECK-NEXT: ld [%fp-16], %o1
; CHECK-NEXT: ld [%fp-12], %o2
; CHECK-NEXT: mov 3, %o3
; CHECK-NEXT: call __atomic_store_8
; CHECK-NOT: stbar
; CHECK: .size store_release_i64

; CHECK-LABEL: add_monotonic_i8:
; CHECK: ldub [%fp-16], %o1
; CHECK-NEXT: mov 0, %o2
; CHECK-NEXT: call __atomic_fetch_add_1
; CHECK-NEXT: nop
; CHECK-NEXT: stb %o0, [%fp-24]
; The result is sign-extended again for the return (no zeroext).
; CHECK: ldsb [%fp-24], %i0

; Seed 000's lss computed val - old; fetch_sub is old - val.
; CHECK-LABEL: sub_acq_rel_i32:
; CHECK: mov 4, %o2
; CHECK-NEXT: call __atomic_fetch_sub_4

; CHECK-LABEL: max_seq_cst_i16:
; CHECK: call __atomic_load_2
; CHECK-NEXT: nop
; CHECK-NEXT: sth %o0, [%fp-[[EXP:[0-9]+]]]
; CHECK-NEXT: [[LOOP:\.Lcas[0-9_]+]]:
; CHECK-NEXT: lduh [%fp-[[EXP]]], %l3
; CHECK-NEXT: lduh [%fp-16], %l5
; CHECK-NEXT: add %fp, {{-[0-9]+}}, %l7
; CHECK-NEXT: sll %l3, 16, %l6
; CHECK-NEXT: sra %l6, 16, %l6
; CHECK-NEXT: sll %l5, 16, %g1
; CHECK-NEXT: sra %g1, 16, %g1
; CHECK-NEXT: cmp %l6, %g1
; CHECK-NEXT: bg 1f
; CHECK-NEXT: mov %l3, %l1
; CHECK-NEXT: mov %l5, %l1
; CHECK-NEXT: 1:
; CHECK-NEXT: ld [%fp-8], %o0
; CHECK-NEXT: add %fp, -[[EXP]], %o1
; CHECK-NEXT: sll %l1, 16, %o2
; CHECK-NEXT: srl %o2, 16, %o2
; CHECK-NEXT: mov 5, %o3
; CHECK-NEXT: mov 5, %o4
; CHECK-NEXT: call __atomic_compare_exchange_2
; CHECK-NEXT: nop
; CHECK-NEXT: andcc %o0, 255, %g0
; CHECK-NEXT: be [[LOOP]]
; CHECK-NEXT: nop
; CHECK-NEXT: lduh [%fp-[[EXP]]], %l1

; The failure order of an acquire loop is acquire (2); the 64-bit desired value in %o2:%o3.
; CHECK-LABEL: umin_acquire_i64:
; CHECK: call __atomic_load_8
; CHECK: mov %l2, %l0
; CHECK-NEXT: mov %l3, %l1
; CHECK-NEXT: cmp %l2, %l4
; CHECK-NEXT: blu 5f
; CHECK-NEXT: nop
; CHECK-NEXT: bne 4f
; CHECK-NEXT: nop
; CHECK-NEXT: cmp %l3, %l5
; CHECK-NEXT: blu 5f
; CHECK: mov %l0, %o2
; CHECK-NEXT: mov %l1, %o3
; CHECK-NEXT: mov 2, %o4
; CHECK-NEXT: mov 2, %o5
; CHECK-NEXT: call __atomic_compare_exchange_8

; Float bits move through memory (V8 has no integer-to-float register move).
; CHECK-LABEL: fadd_seq_cst:
; CHECK: st %l3, [%l7]
; CHECK-NEXT: ld [%l7], %f0
; CHECK-NEXT: st %l5, [%l7]
; CHECK-NEXT: ld [%l7], %f1
; CHECK-NEXT: fadds %f0, %f1, %f0
; CHECK-NEXT: st %f0, [%l7]
; CHECK-NEXT: ld [%l7], %l1
; CHECK: call __atomic_compare_exchange_4
; CHECK: ld [%fp-{{[0-9]+}}], %f0
; CHECK-NEXT: ret

; CHECK-LABEL: cas_i64:
; CHECK: st %l0, [%fp-[[E:[0-9]+]]]
; CHECK-NEXT: st %l1, [%fp-{{[0-9]+}}]
; CHECK-NEXT: ld [%fp-8], %o0
; CHECK-NEXT: add %fp, -[[E]], %o1
; CHECK-NEXT: ld [%fp-24], %o2
; CHECK-NEXT: ld [%fp-20], %o3
; CHECK-NEXT: mov 4, %o4
; CHECK-NEXT: mov 0, %o5
; CHECK-NEXT: call __atomic_compare_exchange_8
; CHECK-NEXT: nop
; CHECK-NEXT: and %o0, 255, %l6

; CHECK-LABEL: fences:
; CHECK: ! fence
; CHECK-NEXT: ! acquire fence: nothing
; CHECK-NEXT: ! fence
; CHECK-NEXT: stbar
; CHECK-NEXT: ! fence
; CHECK-NEXT: stbar
; CHECK-NEXT: ldstub [%sp-1], %g0
; CHECK-NEXT: ! fence
; CHECK-NEXT: stbar
; CHECK-NEXT: ldstub [%sp-1], %g0
; CHECK-NEXT: ! ret

define i32 @load_seq_cst_i32(ptr %p) {
  %r = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %r
}
define void @store_release_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p release, align 8
  ret void
}
define i8 @add_monotonic_i8(ptr %p, i8 %v) {
  %r = atomicrmw add ptr %p, i8 %v monotonic
  ret i8 %r
}
define i32 @sub_acq_rel_i32(ptr %p, i32 %v) {
  %r = atomicrmw sub ptr %p, i32 %v acq_rel
  ret i32 %r
}
define i16 @max_seq_cst_i16(ptr %p, i16 %v) {
  %r = atomicrmw max ptr %p, i16 %v seq_cst
  ret i16 %r
}
define i64 @umin_acquire_i64(ptr %p, i64 %v) {
  %r = atomicrmw umin ptr %p, i64 %v acquire
  ret i64 %r
}
define float @fadd_seq_cst(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v seq_cst
  ret float %r
}
define i1 @cas_i64(ptr %p, i64 %a, i64 %b) {
  %r = cmpxchg ptr %p, i64 %a, i64 %b acq_rel monotonic
  %ok = extractvalue { i64, i1 } %r, 1
  ret i1 %ok
}
define void @fences() {
  fence acquire
  fence release
  fence seq_cst
  fence syncscope("singlethread") acq_rel
  ret void
}
