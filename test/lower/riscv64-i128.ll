; i128 read-modify-writes libatomic has no function for, on RISC-V 64 with and without +a (no
; 16-byte lr/sc either way): a plain initial load, then a loop computing the new value and
; calling __atomic_compare_exchange_16 with the ordering and its failure ordering, as LLVM 22.
; RUN: atomir lower --target=riscv64-linux-gnu -mattr=+m,+a %s | FileCheck %s
; RUN: atomir lower --target=riscv64-linux-gnu -mattr=+m %s | FileCheck %s

; CHECK-LABEL: max128:
; CHECK: # atomicrmw max acq_rel i128: table row {{[0-9]+}} (cmpxchg loop)
; CHECK: ld a4, 0(a0)
; CHECK-NEXT: ld a5, 8(a0)
; CHECK: [[LOOP:\.Lcas[0-9_]+]]:
; CHECK: beq a5, a7, 3f
; CHECK-NEXT: slt t0, a5, a7
; CHECK: sltu t0, a4, a6
; CHECK: li a4, 4
; CHECK-NEXT: li a5, 2
; CHECK-NEXT: call __atomic_compare_exchange_16
; CHECK-NEXT: bnez a0, 1f
; CHECK-NEXT: j [[LOOP]]
define i128 @max128(ptr %p, i128 %v) {
  %r = atomicrmw max ptr %p, i128 %v acq_rel
  ret i128 %r
}

; CHECK-LABEL: usubcond128:
; CHECK: sltu t1, a4, a6
; CHECK-NEXT: sub a2, a4, a6
; CHECK-NEXT: sub a3, a5, a7
; CHECK-NEXT: sub a3, a3, t1
; CHECK: sltu t0, a5, a7
; CHECK: li a4, 3
; CHECK-NEXT: li a5, 0
; CHECK-NEXT: call __atomic_compare_exchange_16
define i128 @usubcond128(ptr %p, i128 %v) {
  %r = atomicrmw usub_cond ptr %p, i128 %v release
  ret i128 %r
}
