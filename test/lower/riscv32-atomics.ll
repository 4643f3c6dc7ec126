; RISC-V 32: with +a, amo*.w and lr.w/sc.w loops carrying .aq/.rl for i8..i32, partword
; operations masked inside the aligned word, loads and stores between fences; i64 (no 64-bit amo
; on rv32) and, without +a, every width through __atomic_* calls with the C11 memory order
; (i64 min/max by a compare-exchange loop on register pairs; float/double through the soft-float
; routines inside a compare-exchange loop). The .attribute line names the extensions in use.
; RUN: atomir lower --target=riscv32 -mattr=+m,+a %s | FileCheck %s --check-prefix=A
; RUN: atomir lower --target=riscv32-unknown-linux-gnu -mattr=+m %s | FileCheck %s --check-prefix=NOA

; A: # features: +a,+m
; A-NEXT: .attribute arch, "rv32i2p1_m2p0_a2p1"
; A-NEXT: .option norelax
; NOA: # features: +m
; NOA-NEXT: .attribute arch, "rv32i2p1_m2p0"

; A-LABEL: load_acquire_i8:
; A: lbu a2, 0(a0)
; A-NEXT: fence r, rw
; NOA-LABEL: load_acquire_i8:
; NOA: li a1, 2
; NOA-NEXT: call __atomic_load_1
define i8 @load_acquire_i8(ptr %p) {
  %r = load atomic i8, ptr %p acquire, align 1
  ret i8 %r
}

; A-LABEL: store_seq_cst_i32:
; A: fence rw, w
; A-NEXT: sw a1, 0(a0)
; A-NEXT: fence rw, rw
; NOA-LABEL: store_seq_cst_i32:
; NOA: li a2, 5
; NOA-NEXT: call __atomic_store_4
define void @store_seq_cst_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p seq_cst, align 4
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

; A-LABEL: umax_seq_cst_i16:
; A: andi t0, a0, -4
; A-NEXT: li a7, 65535
; A: lr.w.aqrl a3, (t0)
; A-NEXT: srl a5, a3, a6
; A-NEXT: slli a5, a5, 16
; A-NEXT: srli a5, a5, 16
; A-NEXT: bgeu a5, a1, 2f
; A: sc.w.rl t1, a4, (t0)
; A-NEXT: bnez t1, 1b
; NOA-LABEL: umax_seq_cst_i16:
; NOA: call __atomic_load_2
; NOA: .Lcas3_0:
; NOA: bgeu a2, a1, 2f
; NOA: slli a2, a3, 16
; NOA-NEXT: srli a2, a2, 16
; NOA: call __atomic_compare_exchange_2
; NOA-NEXT: bnez a0, 1f
; NOA-NEXT: j .Lcas3_0
define i16 @umax_seq_cst_i16(ptr %p, i16 %v) {
  %r = atomicrmw umax ptr %p, i16 %v seq_cst
  ret i16 %r
}

; A-LABEL: nand_release_i32:
; A: lr.w a2, (a0)
; A-NEXT: and a3, a2, a1
; A-NEXT: not a3, a3
; A-NEXT: sc.w.rl t1, a3, (a0)
; NOA-LABEL: nand_release_i32:
; NOA: call __atomic_fetch_nand_4
define i32 @nand_release_i32(ptr %p, i32 %v) {
  %r = atomicrmw nand ptr %p, i32 %v release
  ret i32 %r
}

; i64 with and without +a: the value in a1:a2, the order in a3, the result in a0:a1.
; A-LABEL: add_seq_cst_i64:
; A: lw a1, -{{[0-9]+}}(s0)
; A-NEXT: lw a2, -{{[0-9]+}}(s0)
; A-NEXT: li a3, 5
; A-NEXT: call __atomic_fetch_add_8
; A-NEXT: sw a0, [[LO:-[0-9]+]](s0)
; A-NEXT: sw a1, {{-[0-9]+}}(s0)
; NOA-LABEL: add_seq_cst_i64:
; NOA: call __atomic_fetch_add_8
define i64 @add_seq_cst_i64(ptr %p, i64 %v) {
  %r = atomicrmw add ptr %p, i64 %v seq_cst
  ret i64 %r
}

; A-LABEL: max_seq_cst_i64:
; A: call __atomic_load_8
; A: mv a6, a2
; A-NEXT: mv a7, a3
; A-NEXT: blt a5, a3, 2f
; A-NEXT: bne a3, a5, 3f
; A-NEXT: bgeu a2, a4, 2f
; A: addi a1, s0, -{{[0-9]+}}
; A-NEXT: li a4, 5
; A-NEXT: li a5, 5
; A-NEXT: call __atomic_compare_exchange_8
define i64 @max_seq_cst_i64(ptr %p, i64 %v) {
  %r = atomicrmw max ptr %p, i64 %v seq_cst
  ret i64 %r
}

; A-LABEL: load_seq_cst_i64:
; A: li a1, 5
; A-NEXT: call __atomic_load_8
define i64 @load_seq_cst_i64(ptr %p) {
  %r = load atomic i64, ptr %p seq_cst, align 8
  ret i64 %r
}

; A-LABEL: cas_i64:
; A: li a4, 4
; A-NEXT: li a5, 2
; A-NEXT: call __atomic_compare_exchange_8
; A-NEXT: andi t4, a0, 1
define i1 @cas_i64(ptr %p, i64 %a, i64 %b) {
  %r = cmpxchg ptr %p, i64 %a, i64 %b acq_rel acquire
  %s = extractvalue { i64, i1 } %r, 1
  ret i1 %s
}

; A-LABEL: cas_i32:
; A: lr.w.aqrl a2, (a0)
; A-NEXT: bne a2, a1, 2f
; A-NEXT: sc.w.rl t1, a3, (a0)
; NOA-LABEL: cas_i32:
; NOA: li a3, 5
; NOA-NEXT: li a4, 5
; NOA-NEXT: call __atomic_compare_exchange_4
define i32 @cas_i32(ptr %p, i32 %a, i32 %b) {
  %r = cmpxchg weak ptr %p, i32 %a, i32 %b seq_cst seq_cst
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}

; A-LABEL: fadd_float:
; A: call __atomic_load_4
; A: mv a0, a2
; A-NEXT: call __addsf3
; A-NEXT: mv a3, a0
; A: call __atomic_compare_exchange_4
define float @fadd_float(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v seq_cst
  ret float %r
}

; A-LABEL: fmax_double:
; A: call __atomic_load_8
; A: call fmax
; A-NEXT: mv a6, a0
; A-NEXT: mv a7, a1
; A: li a4, 0
; A-NEXT: li a5, 0
; A-NEXT: call __atomic_compare_exchange_8
define double @fmax_double(ptr %p, double %v) {
  %r = atomicrmw fmax ptr %p, double %v monotonic
  ret double %r
}

; A-LABEL: fences:
; A: fence r, rw
; A: fence rw, w
; A: fence.tso
; A: fence rw, rw
; A: # singlethread fence: compiler barrier only
; NOA-LABEL: fences:
; NOA: fence r, rw
; NOA: fence.tso
define void @fences() {
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret void
}

; Seed 000's intrinsic, directly.
; A-LABEL: legacy_las:
; A: amoadd.w.aqrl a2, a1, (a0)
declare i32 @llvm.atomic.las.i32.p0(ptr, i32)
define i32 @legacy_las(ptr %p, i32 %v) {
  %r = call i32 @llvm.atomic.las.i32.p0(ptr %p, i32 %v)
  ret i32 %r
}
