; ARMv7-A (armv7-linux-gnueabihf, also spelt arm-linux-gnueabihf): ldrex/strex loops (byte,
; halfword, word, doubleword exclusives) between dmb ish barriers as llc-22 places them: after
; acquire loads, before release stores, both sides of seq_cst stores, before a loop that releases
; and after one that acquires; i64 loads are ldrexd+clrex; singlethread fences emit nothing.
; RUN: atomir lower --target=armv7-linux-gnueabihf %s | FileCheck %s
; RUN: atomir lower --target=arm-linux-gnueabihf %s | FileCheck %s
; RUN: atomir lower --target=armv7-linux-gnueabihf -print-atomic-table | FileCheck %s --check-prefix=TABLE

; TABLE: # atomic lowering table: armv7-linux-gnueabihf
; TABLE: # ordering acquire: {a} = "dmb ish", {l} = "", {al} = ""
; TABLE: row 1: fence | ordering any | width - | any scope | features - | native
; TABLE-NEXT: dmb ish
; TABLE: row 3: load | ordering any | width i64 | any scope | features - | native
; TABLE-NEXT: ldrexd r4, r5, [r0]
; TABLE-NEXT: clrex
; TABLE-NEXT: {a}

; CHECK: .syntax unified
; CHECK-NEXT: .arch armv7-a
; CHECK-NEXT: .fpu vfpv3-d16
; CHECK-NEXT: .eabi_attribute 28, 1
; CHECK-NEXT: .arm

; CHECK-LABEL: load_seq_cst_i32:
; CHECK: ldr r2, [r0]
; CHECK-NEXT: dmb ish
; CHECK: @ ret
define i32 @load_seq_cst_i32(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %v
}

; CHECK-LABEL: store_seq_cst_i16:
; CHECK: dmb ish
; CHECK-NEXT: strh r1, [r0]
; CHECK-NEXT: dmb ish
define void @store_seq_cst_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p seq_cst, align 2
  ret void
}

; CHECK-LABEL: load_acquire_i64:
; CHECK: ldrexd r4, r5, [r0]
; CHECK-NEXT: clrex
; CHECK-NEXT: dmb ish
define i64 @load_acquire_i64(ptr %p) {
  %v = load atomic i64, ptr %p acquire, align 8
  ret i64 %v
}

; CHECK-LABEL: store_release_i64:
; CHECK: dmb ish
; CHECK-NEXT: 1:
; CHECK-NEXT: ldrexd r4, r5, [r0]
; CHECK-NEXT: strexd r12, r2, r3, [r0]
; CHECK-NEXT: cmp r12, #0
; CHECK-NEXT: bne 1b
; CHECK: @ ret
define void @store_release_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p release, align 8
  ret void
}

; CHECK-LABEL: rmw_add_seq_cst_i8:
; CHECK: dmb ish
; CHECK-NEXT: 1:
; CHECK-NEXT: ldrexb r2, [r0]
; CHECK-NEXT: add r3, r2, r1
; CHECK-NEXT: strexb r12, r3, [r0]
; CHECK-NEXT: cmp r12, #0
; CHECK-NEXT: bne 1b
; CHECK-NEXT: dmb ish
define i8 @rmw_add_seq_cst_i8(ptr %p, i8 %v) {
  %r = atomicrmw add ptr %p, i8 %v seq_cst
  ret i8 %r
}

; CHECK-LABEL: rmw_max_monotonic_i32:
; CHECK: 1:
; CHECK-NEXT: ldrex r2, [r0]
; CHECK-NEXT: mov r4, r2
; CHECK-NEXT: mov r5, r1
; CHECK-NEXT: cmp r4, r5
; CHECK-NEXT: movge r3, r2
; CHECK-NEXT: movlt r3, r1
; CHECK-NEXT: strex r12, r3, [r0]
; CHECK-NEXT: cmp r12, #0
; CHECK-NEXT: bne 1b
; CHECK: @ ret
define i32 @rmw_max_monotonic_i32(ptr %p, i32 %v) {
  %r = atomicrmw max ptr %p, i32 %v monotonic
  ret i32 %r
}

; CHECK-LABEL: rmw_min_acquire_i16:
; CHECK: 1:
; CHECK-NEXT: ldrexh r2, [r0]
; CHECK-NEXT: sxth r4, r2
; CHECK-NEXT: sxth r5, r1
; CHECK-NEXT: cmp r4, r5
; CHECK-NEXT: movle r3, r2
; CHECK-NEXT: movgt r3, r1
; CHECK-NEXT: strexh r12, r3, [r0]
; CHECK-NEXT: cmp r12, #0
; CHECK-NEXT: bne 1b
; CHECK-NEXT: dmb ish
define i16 @rmw_min_acquire_i16(ptr %p, i16 %v) {
  %r = atomicrmw min ptr %p, i16 %v acquire
  ret i16 %r
}

; CHECK-LABEL: rmw_sub_release_i64:
; CHECK: dmb ish
; CHECK-NEXT: 1:
; CHECK-NEXT: ldrexd r4, r5, [r0]
; CHECK-NEXT: subs r6, r4, r2
; CHECK-NEXT: sbc r7, r5, r3
; CHECK-NEXT: strexd r12, r6, r7, [r0]
; CHECK-NEXT: cmp r12, #0
; CHECK-NEXT: bne 1b
; CHECK: @ ret
define i64 @rmw_sub_release_i64(ptr %p, i64 %v) {
  %r = atomicrmw sub ptr %p, i64 %v release
  ret i64 %r
}

; CHECK-LABEL: cmpxchg_acq_rel_i32:
; CHECK: dmb ish
; CHECK-NEXT: 1:
; CHECK-NEXT: ldrex r2, [r0]
; CHECK-NEXT: cmp r2, r1
; CHECK-NEXT: bne 2f
; CHECK-NEXT: strex r12, r3, [r0]
; CHECK-NEXT: cmp r12, #0
; CHECK-NEXT: bne 1b
; CHECK-NEXT: mov r8, #1
; CHECK-NEXT: b 3f
; CHECK-NEXT: 2:
; CHECK-NEXT: clrex
; CHECK-NEXT: mov r8, #0
; CHECK-NEXT: 3:
; CHECK-NEXT: dmb ish
define i1 @cmpxchg_acq_rel_i32(ptr %p, i32 %a, i32 %b) {
  %r = cmpxchg ptr %p, i32 %a, i32 %b acq_rel acquire
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

; CHECK-LABEL: cmpxchg_weak_seq_cst_i64:
; CHECK: dmb ish
; CHECK-NEXT: 1:
; CHECK-NEXT: ldrexd r4, r5, [r0]
; CHECK-NEXT: cmp r4, r2
; CHECK-NEXT: cmpeq r5, r3
; CHECK-NEXT: bne 2f
; CHECK-NEXT: strexd r12, r6, r7, [r0]
define i64 @cmpxchg_weak_seq_cst_i64(ptr %p, i64 %a, i64 %b) {
  %r = cmpxchg weak ptr %p, i64 %a, i64 %b seq_cst seq_cst
  %v = extractvalue { i64, i1 } %r, 0
  ret i64 %v
}

; CHECK-LABEL: rmw_fadd_float:
; CHECK: vmov r12, s0
; CHECK: dmb ish
; CHECK-NEXT: 1:
; CHECK-NEXT: ldrex r2, [r0]
; CHECK-NEXT: vmov s0, r2
; CHECK-NEXT: vmov s1, r1
; CHECK-NEXT: vadd.f32 s0, s0, s1
; CHECK-NEXT: vmov r3, s0
; CHECK-NEXT: strex r12, r3, [r0]
; CHECK: @ ret
; CHECK-NEXT: ldr r0, [r11, #{{-[0-9]+}}]
; CHECK-NEXT: vmov s0, r0
define float @rmw_fadd_float(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v seq_cst
  ret float %r
}

; CHECK-LABEL: fences:
; CHECK: @ fence
; CHECK-NEXT: dmb ish
; CHECK-NEXT: @ fence
; CHECK-NEXT: @ singlethread fence: compiler barrier only
; CHECK-NEXT: @ fence
; CHECK-NEXT: dmb ish
; CHECK: @ ret
define void @fences() {
  fence acquire
  fence syncscope("singlethread") seq_cst
  fence seq_cst
  ret void
}

; CHECK-LABEL: legacy:
; CHECK: mov r1, #3
; CHECK-NEXT: dmb ish
; CHECK-NEXT: 1:
; CHECK-NEXT: ldrex r2, [r0]
; CHECK-NEXT: add r3, r2, r1
define i32 @legacy(ptr %p) {
  %r = call i32 @llvm.atomic.las.i32.p0(ptr %p, i32 3)
  ret i32 %r
}
declare i32 @llvm.atomic.las.i32.p0(ptr, i32)
