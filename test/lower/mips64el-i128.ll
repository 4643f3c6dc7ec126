; MIPS64EL (N64): i128 atomics through libatomic's generic calls on two 64-bit words. A
; deliberate difference from llc-22, which calls the size-specialised __atomic_*_16 with the
; i128 in the pair $5:$6, where gcc (libatomic) expects the aligned pair $6:$7 (see mips64.rs).
; RUN: atomir lower --target=mips64el-linux-gnuabi64 %s | FileCheck %s

; CHECK-LABEL: xchg_seq_cst:
; CHECK: # atomicrmw xchg i128 seq_cst: __atomic_exchange (generic)
; CHECK-NEXT: dli $4, 16
; CHECK-NEXT: ld $5, {{-[0-9]+}}($30)
; CHECK-NEXT: daddiu $6, $30, {{-[0-9]+}}
; CHECK-NEXT: daddiu $7, $30, {{-[0-9]+}}
; CHECK-NEXT: dli $8, 5
; CHECK-NEXT: dla $25, __atomic_exchange
; CHECK-NEXT: jalr $25
define void @xchg_seq_cst(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw xchg ptr %p, i128 %v seq_cst, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; CHECK-LABEL: add_release:
; CHECK: # atomicrmw add i128 release: loop around __atomic_compare_exchange (generic)
; CHECK: [[LOOP:.Lcas128_[0-9]+_[0-9]+]]:
; CHECK-NEXT: dli $14, 0
; CHECK: daddu $12, $12, $13
; CHECK-NEXT: sltu $13, $12, $13
; CHECK: dli $8, 3
; CHECK-NEXT: dli $9, 0
; CHECK-NEXT: dla $25, __atomic_compare_exchange
; CHECK-NEXT: jalr $25
; CHECK-NEXT: andi $2, $2, 1
define void @add_release(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw add ptr %p, i128 %v release, align 16
  store i128 %r, ptr %out, align 16
  ret void
}
