; ARMv6 (armv6-linux-gnueabihf): the ARMv7 shapes with the CP15 barrier that predates dmb,
; `mcr p15, #0, r12, c7, c10, #5` after zeroing r12, as llc-22 emits it; the byte, halfword and
; doubleword exclusives are ARMv6K's (llc-22 uses them for armv6), so the file says .arch armv6k.
; RUN: atomir lower --target=armv6-linux-gnueabihf %s | FileCheck %s
; RUN: atomir lower --target=armv6-linux-gnueabihf -print-atomic-table | FileCheck %s --check-prefix=TABLE

; CHECK: .arch armv6k
; CHECK-NEXT: .fpu vfp
; TABLE: # ordering seq_cst: {a} = "mov r12, #0; mcr p15, #0, r12, c7, c10, #5", {l} = "mov r12, #0; mcr p15, #0, r12, c7, c10, #5", {al} = ""
; TABLE: row 1: fence | ordering any | width - | any scope | features - | native
; TABLE-NEXT: mov r12, #0
; TABLE-NEXT: mcr p15, #0, r12, c7, c10, #5

; CHECK-LABEL: load_seq_cst_i32:
; CHECK: ldr r2, [r0]
; CHECK-NEXT: mov r12, #0
; CHECK-NEXT: mcr p15, #0, r12, c7, c10, #5
define i32 @load_seq_cst_i32(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %v
}

; CHECK-LABEL: rmw_add_seq_cst_i8:
; CHECK: mov r12, #0
; CHECK-NEXT: mcr p15, #0, r12, c7, c10, #5
; CHECK-NEXT: 1:
; CHECK-NEXT: ldrexb r2, [r0]
; CHECK-NEXT: add r3, r2, r1
; CHECK-NEXT: strexb r12, r3, [r0]
; CHECK-NEXT: cmp r12, #0
; CHECK-NEXT: bne 1b
; CHECK-NEXT: mov r12, #0
; CHECK-NEXT: mcr p15, #0, r12, c7, c10, #5
define i8 @rmw_add_seq_cst_i8(ptr %p, i8 %v) {
  %r = atomicrmw add ptr %p, i8 %v seq_cst
  ret i8 %r
}

; CHECK-LABEL: fences:
; CHECK: @ fence
; CHECK-NEXT: mov r12, #0
; CHECK-NEXT: mcr p15, #0, r12, c7, c10, #5
; CHECK-NEXT: @ fence
; CHECK-NEXT: @ singlethread fence: compiler barrier only
define void @fences() {
  fence release
  fence syncscope("singlethread") acquire
  ret void
}
