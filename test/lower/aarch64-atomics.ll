; AArch64: v8.0 exclusive-load/store loops, +lse single instructions, +rcpc acquire loads;
; the ordering is carried by the instruction (ldar/stlr, ldaxr/stlxr, the a/l forms).
; RUN: atomir lower --target=aarch64-linux-gnu %s | FileCheck %s --check-prefix=V80
; RUN: atomir lower --target=aarch64-linux-gnu -mattr=+lse %s | FileCheck %s --check-prefix=LSE
; RUN: atomir lower --target=aarch64-linux-gnu -mattr=+lse,+rcpc %s | FileCheck %s --check-prefix=RCPC

; V80: .arch armv8-a
; LSE: .arch armv8-a
; LSE-NEXT: .arch_extension lse
; RCPC: .arch_extension lse
; RCPC-NEXT: .arch_extension rcpc

; V80-LABEL: load_acquire_i16:
; V80: ldarh w11, [x9]
; RCPC-LABEL: load_acquire_i16:
; RCPC: ldaprh w11, [x9]
define i16 @load_acquire_i16(ptr %p) {
  %v = load atomic i16, ptr %p acquire, align 2
  ret i16 %v
}

; seq_cst loads stay ldar with +rcpc.
; RCPC-LABEL: load_seq_cst_i32:
; RCPC: ldar w11, [x9]
define i32 @load_seq_cst_i32(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %v
}

; V80-LABEL: store_seq_cst_i64:
; V80: stlr x10, [x9]
; V80-NOT: dmb
; V80: ret
define void @store_seq_cst_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p seq_cst, align 8
  ret void
}

; V80-LABEL: store_monotonic_i8:
; V80: strb w10, [x9]
define void @store_monotonic_i8(ptr %p, i8 %v) {
  store atomic i8 %v, ptr %p monotonic, align 1
  ret void
}

; V80-LABEL: add_seq_cst_i32:
; V80: // atomicrmw add seq_cst i32: table row {{[0-9]+}} (ll/sc loop)
; V80: 1:
; V80-NEXT: ldaxr w11, [x9]
; V80-NEXT: add w12, w11, w10
; V80-NEXT: stlxr w13, w12, [x9]
; V80-NEXT: cbnz w13, 1b
; LSE-LABEL: add_seq_cst_i32:
; LSE: // atomicrmw add seq_cst i32: table row {{[0-9]+}} (native)
; LSE: ldaddal w10, w11, [x9]
define i32 @add_seq_cst_i32(ptr %p, i32 %v) {
  %r = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %r
}

; V80-LABEL: sub_monotonic_i8:
; V80: ldxrb w11, [x9]
; V80-NEXT: sub w12, w11, w10
; V80-NEXT: stxrb w13, w12, [x9]
; LSE-LABEL: sub_monotonic_i8:
; LSE: neg w14, w10
; LSE-NEXT: ldaddb w14, w11, [x9]
define i8 @sub_monotonic_i8(ptr %p, i8 %v) {
  %r = atomicrmw sub ptr %p, i8 %v monotonic
  ret i8 %r
}

; LSE-LABEL: and_acquire_i64:
; LSE: mvn x14, x10
; LSE-NEXT: ldclra x14, x11, [x9]
define i64 @and_acquire_i64(ptr %p, i64 %v) {
  %r = atomicrmw and ptr %p, i64 %v acquire
  ret i64 %r
}

; Narrow signed max compares sign-extended copies.
; V80-LABEL: max_release_i16:
; V80: ldxrh w11, [x9]
; V80-NEXT: sxth w14, w11
; V80-NEXT: sxth w15, w10
; V80-NEXT: cmp w14, w15
; V80-NEXT: csel w12, w11, w10, gt
; V80-NEXT: stlxrh w13, w12, [x9]
; LSE-LABEL: max_release_i16:
; LSE: sxth w14, w10
; LSE-NEXT: ldsmaxlh w14, w11, [x9]
define i16 @max_release_i16(ptr %p, i16 %v) {
  %r = atomicrmw max ptr %p, i16 %v release
  ret i16 %r
}

; nand has no LSE instruction: the loop with +lse too.
; LSE-LABEL: nand_i32:
; LSE: ldaxr w11, [x9]
; LSE-NEXT: and w12, w11, w10
; LSE-NEXT: mvn w12, w12
define i32 @nand_i32(ptr %p, i32 %v) {
  %r = atomicrmw nand ptr %p, i32 %v seq_cst
  ret i32 %r
}

; V80-LABEL: fmax_double:
; V80: fmov d0, x11
; V80-NEXT: fmov d1, x10
; V80-NEXT: fmaxnm d0, d0, d1
; V80-NEXT: fmov x12, d0
define double @fmax_double(ptr %p, double %v) {
  %r = atomicrmw fmax ptr %p, double %v seq_cst
  ret double %r
}

; V80-LABEL: cas_i32:
; V80: 1:
; V80-NEXT: ldaxr w11, [x9]
; V80-NEXT: cmp w11, w10
; V80-NEXT: b.ne 2f
; V80-NEXT: stxr w13, w12, [x9]
; V80-NEXT: cbnz w13, 1b
; V80-NEXT: mov w14, #1
; V80-NEXT: b 3f
; V80-NEXT: 2:
; V80-NEXT: clrex
; V80-NEXT: mov w14, #0
; V80-NEXT: 3:
; LSE-LABEL: cas_i32:
; LSE: mov w11, w10
; LSE-NEXT: casa w11, w12, [x9]
; LSE-NEXT: cmp w11, w10
; LSE-NEXT: cset w14, eq
define i1 @cas_i32(ptr %p, i32 %c, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %c, i32 %n acquire monotonic
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

; V80-LABEL: fences:
; V80: dmb ishld
; V80: dmb ish
; V80: dmb ish
; V80: // singlethread fence: compiler barrier only
define void @fences() {
  fence acquire
  fence release
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret void
}

; V80-LABEL: add128:
; V80: movz x4, #5, lsl #0
; V80-NEXT: bl __atomic_fetch_add_16
define i128 @add128(ptr %p, i128 %v) {
  %r = atomicrmw add ptr %p, i128 %v seq_cst
  ret i128 %r
}

declare i32 @llvm.atomic.lss(ptr, i32)
; V80-LABEL: lss:
; V80: ldaxr w11, [x9]
; V80-NEXT: sub w12, w11, w10
define i32 @lss(ptr %p, i32 %v) {
  %r = call i32 @llvm.atomic.lss(ptr %p, i32 %v)
  ret i32 %r
}
