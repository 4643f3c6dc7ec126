; RISC-V 64: with +a, AMOs and LR/SC loops carrying .aq/.rl, partword operations masked inside
; the aligned word, loads and stores between fences; without +a, __atomic_* calls with the C11
; memory order (min/max by a compare-exchange loop, libatomic has no fetch_max).
; RUN: atomir lower --target=riscv64-linux-gnu -mattr=+m,+a %s | FileCheck %s --check-prefix=A
; RUN: atomir lower --target=riscv64-linux-gnu -mattr=+m %s | FileCheck %s --check-prefix=NOA

; A: # features: +a,+m
; NOA: # features: +m

; A-LABEL: load_acquire_i16:
; A: lhu a2, 0(a0)
; A-NEXT: fence r, rw
; NOA-LABEL: load_acquire_i16:
; NOA: li a1, 2
; NOA-NEXT: call __atomic_load_2
define i16 @load_acquire_i16(ptr %p) {
  %v = load atomic i16, ptr %p acquire, align 2
  ret i16 %v
}

; A-LABEL: store_seq_cst_i64:
; A: fence rw, w
; A-NEXT: sd a1, 0(a0)
; A-NEXT: fence rw, rw
; NOA-LABEL: store_seq_cst_i64:
; NOA: li a2, 5
; NOA-NEXT: call __atomic_store_8
define void @store_seq_cst_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p seq_cst, align 8
  ret void
}

; A-LABEL: add_acq_rel_i32:
; A: amoadd.w.aqrl a2, a1, (a0)
; NOA-LABEL: add_acq_rel_i32:
; NOA: li a2, 4
; NOA-NEXT: call __atomic_fetch_add_4
define i32 @add_acq_rel_i32(ptr %p, i32 %v) {
  %r = atomicrmw add ptr %p, i32 %v acq_rel
  ret i32 %r
}

; A-LABEL: nand_seq_cst_i8:
; A: andi t0, a0, -4
; A-NEXT: li a7, 255
; A-NEXT: sll a7, a7, a6
; A: lr.w.aqrl a3, (t0)
; A: not a4, a4
; A: sc.w.rl t1, a4, (t0)
; A-NEXT: bnez t1, 1b
; A-NEXT: srl a2, a3, a6
; NOA-LABEL: nand_seq_cst_i8:
; NOA: call __atomic_fetch_nand_1
define i8 @nand_seq_cst_i8(ptr %p, i8 %v) {
  %r = atomicrmw nand ptr %p, i8 %v seq_cst
  ret i8 %r
}

; A-LABEL: cmpxchg_acquire_i64:
; A: lr.d.aq a2, (a0)
; A-NEXT: bne a2, a1, 2f
; A-NEXT: sc.d t1, a3, (a0)
; A-NEXT: bnez t1, 1b
; NOA-LABEL: cmpxchg_acquire_i64:
; NOA: li a3, 2
; NOA-NEXT: li a4, 0
; NOA-NEXT: call __atomic_compare_exchange_8
define i64 @cmpxchg_acquire_i64(ptr %p, i64 %a, i64 %b) {
  %r = cmpxchg weak ptr %p, i64 %a, i64 %b acquire monotonic
  %v = extractvalue { i64, i1 } %r, 0
  ret i64 %v
}

; A-LABEL: max_monotonic_i32:
; A: amomax.w a2, a1, (a0)
; NOA-LABEL: max_monotonic_i32:
; NOA: call __atomic_load_4
; NOA: [[LOOP:.Lcas[0-9_]+]]:
; NOA: bge a2, a1, 2f
; NOA: call __atomic_compare_exchange_4
; NOA-NEXT: bnez a0, 1f
; NOA-NEXT: j [[LOOP]]
define i32 @max_monotonic_i32(ptr %p, i32 %v) {
  %r = atomicrmw max ptr %p, i32 %v monotonic
  ret i32 %r
}

; A-LABEL: fences:
; A: fence r, rw
; A: fence rw, w
; A: fence rw, rw
; A-NEXT: # fence
; A-NEXT: # singlethread fence: compiler barrier only
; A-NEXT: # ret
; NOA-LABEL: fences:
; NOA: fence r, rw
define void @fences() {
  fence acquire
  fence release
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret void
}
