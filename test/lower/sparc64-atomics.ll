; SPARC V9 (sparc64-linux-gnu): membar masks by ordering (LLVM 22's), cas/casx compare-and-swap
; loops for every read-modify-write (a failed cas refreshes the value seen in the branch's delay
; slot), i8/i16 masked inside the aligned word with the big-endian byte offset, cmpxchg as one
; cas with its flag from the compare; explicit delay slots.
; RUN: atomir lower --target=sparc64-linux-gnu %s | FileCheck %s
; RUN: atomir lower --target=sparcv9-linux-gnu -print-atomic-table | FileCheck %s --check-prefix=TABLE

; TABLE: # atomic lowering table: sparc64-linux-gnu
; TABLE: row 3: fence | ordering seq_cst | width - | any scope | features - | native
; TABLE-NEXT:     membar #LoadLoad | #StoreLoad | #LoadStore | #StoreStore
; TABLE: atomicrmw sub | ordering any | width i32,i64 | any scope | features - | cmpxchg loop
; TABLE-NEXT:     {l}
; TABLE-NEXT:     {ld} [{ptr}], {res}
; TABLE-NEXT:     1:
; TABLE-NEXT:     sub {res}, {val}, %l3

; CHECK-LABEL: umin_acquire_i32:
; CHECK: save %sp, -{{[0-9]+}}, %sp
; CHECK-NEXT: stx %i0, [%fp+2039]
; CHECK-NEXT: st %i1, [%fp+2031]
; CHECK: ! (no leading membar)
; CHECK-NEXT: lduw [%l2], %l0
; CHECK-NEXT: 1:
; CHECK-NEXT: mov %l0, %l3
; CHECK-NEXT: cmp %l0, %l1
; CHECK-NEXT: movgu %xcc, %l1, %l3
; CHECK-NEXT: cas [%l2], %l0, %l3
; CHECK-NEXT: cmp %l3, %l0
; CHECK-NEXT: bne %icc, 1b
; CHECK-NEXT: mov %l3, %l0
; CHECK-NEXT: membar #LoadLoad | #LoadStore
; CHECK: ldsw [%fp+2023], %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
define i32 @umin_acquire_i32(ptr %p, i32 %v) {
  %r = atomicrmw umin ptr %p, i32 %v acquire
  ret i32 %r
}

; CHECK-LABEL: xchg_release_i8:
; CHECK: membar #LoadStore | #StoreStore
; CHECK-NEXT: and %l2, -4, %l4
; CHECK-NEXT: and %l2, 3, %l5
; CHECK-NEXT: xor %l5, 3, %l5
; CHECK-NEXT: sll %l5, 3, %l5
; CHECK-NEXT: set 255, %g4
; CHECK: cas [%l4], %l0, %l3
; CHECK: srl %l0, %l5, %l0
; CHECK-NEXT: and %l0, %g4, %l0
; CHECK-NEXT: ! (no trailing membar)
define i8 @xchg_release_i8(ptr %p, i8 %v) {
  %r = atomicrmw xchg ptr %p, i8 %v release
  ret i8 %r
}

; CHECK-LABEL: cas_i64:
; CHECK: membar #LoadStore | #StoreStore
; CHECK: casx [%l2], %l1, %l3
; CHECK-NEXT: cmp %l3, %l1
; CHECK-NEXT: mov 0, %o2
; CHECK-NEXT: move %xcc, 1, %o2
; CHECK-NEXT: mov %l3, %l0
; CHECK-NEXT: membar #LoadLoad | #LoadStore
define i1 @cas_i64(ptr %p, i64 %a, i64 %b) {
  %r = cmpxchg ptr %p, i64 %a, i64 %b seq_cst seq_cst
  %ok = extractvalue { i64, i1 } %r, 1
  ret i1 %ok
}

; CHECK-LABEL: store_seq_cst_i64:
; CHECK: membar #LoadStore | #StoreStore
; CHECK-NEXT: stx %l1, [%l2]
; CHECK-NEXT: membar #LoadLoad | #StoreLoad | #LoadStore | #StoreStore
define void @store_seq_cst_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p seq_cst, align 8
  ret void
}

; Seed 000's lss: old - val (the seed's SPARC sequence computes val - old; execution decides).
; CHECK-LABEL: legacy_lss:
; CHECK: sub %l0, %l1, %l3
declare i32 @llvm.atomic.lss(ptr, i32)
define i32 @legacy_lss(ptr %p, i32 %v) {
  %r = call i32 @llvm.atomic.lss(ptr %p, i32 %v)
  ret i32 %r
}

; CHECK-LABEL: fmax_float:
; CHECK: st %l0, [%fp+{{[0-9]+}}]
; CHECK-NEXT: ld [%fp+{{[0-9]+}}], %f0
; CHECK: fcmps %fcc0, %f1, %f1
; CHECK-NEXT: fmovsu %fcc0, %f0, %f1
; CHECK-NEXT: fcmps %fcc0, %f0, %f1
; CHECK-NEXT: fmovsul %fcc0, %f1, %f0
define float @fmax_float(ptr %p, float %v) {
  %r = atomicrmw fmax ptr %p, float %v seq_cst
  ret float %r
}

; CHECK-LABEL: fences:
; CHECK: membar #LoadLoad | #LoadStore | #StoreStore
; CHECK: membar #LoadLoad | #LoadStore
define void @fences() {
  fence acq_rel
  fence syncscope("singlethread") acquire
  ret void
}
