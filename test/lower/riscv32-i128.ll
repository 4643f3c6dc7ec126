; RISC-V 32 (ILP32), with and without +a: i128 atomics through libatomic's generic calls, as
; llc-22 -O2 emits them (call __atomic_load / __atomic_store / __atomic_exchange /
; __atomic_compare_exchange, the argument words in a0..a5); other read-modify-writes a loop
; around __atomic_compare_exchange, the carries from sltu.
; RUN: atomir lower --target=riscv32-linux-gnu -mattr=+m,+a %s | FileCheck %s
; RUN: atomir lower --target=riscv32-linux-gnu -mattr=+m %s | FileCheck %s

; CHECK-LABEL: load_acquire:
; CHECK: # load atomic i128 acquire: __atomic_load (generic)
; CHECK-NEXT: li a0, 16
; CHECK-NEXT: lw a1, {{-[0-9]+}}(s0)
; CHECK-NEXT: addi a2, s0, {{-[0-9]+}}
; CHECK-NEXT: li a3, 2
; CHECK-NEXT: call __atomic_load
define void @load_acquire(ptr %p, ptr %out) {
  %v = load atomic i128, ptr %p acquire, align 16
  store i128 %v, ptr %out, align 16
  ret void
}

; CHECK-LABEL: store_monotonic:
; CHECK: # store atomic i128 monotonic: __atomic_store (generic)
; CHECK: li a3, 0
; CHECK-NEXT: call __atomic_store
define void @store_monotonic(ptr %p, ptr %in) {
  %v = load i128, ptr %in, align 16
  store atomic i128 %v, ptr %p monotonic, align 16
  ret void
}

; CHECK-LABEL: add_monotonic:
; CHECK: # atomicrmw add i128 monotonic: loop around __atomic_compare_exchange (generic)
; CHECK: [[LOOP:.Lcas128_[0-9]+_[0-9]+]]:
; CHECK-NEXT: li t2, 0
; CHECK: add t0, t0, t1
; CHECK-NEXT: sltu t1, t0, t1
; CHECK-NEXT: add t0, t0, t2
; CHECK-NEXT: sltu t3, t0, t2
; CHECK-NEXT: or t2, t3, t1
; CHECK: li a4, 0
; CHECK-NEXT: li a5, 0
; CHECK-NEXT: call __atomic_compare_exchange
; CHECK: j [[LOOP]]
define void @add_monotonic(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw add ptr %p, i128 %v monotonic, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; CHECK-LABEL: cas:
; CHECK: # cmpxchg i128 acq_rel acquire: __atomic_compare_exchange (generic)
; CHECK: li a4, 4
; CHECK-NEXT: li a5, 2
; CHECK-NEXT: call __atomic_compare_exchange
; CHECK-NEXT: sb a0, {{-[0-9]+}}(s0)
define i1 @cas(ptr %p, ptr %e, ptr %d) {
  %x = load i128, ptr %e, align 16
  %y = load i128, ptr %d, align 16
  %r = cmpxchg ptr %p, i128 %x, i128 %y acq_rel acquire, align 16
  %ok = extractvalue { i128, i1 } %r, 1
  ret i1 %ok
}

; usub_sat: old - val into the new slot, then old <u val, then the masked select of 0 or the
; difference (mask = 0 - lt).
; CHECK-LABEL: usub_sat_seq_cst:
; CHECK: # atomicrmw usub_sat i128 seq_cst: loop around __atomic_compare_exchange (generic)
; CHECK: sltu t3, t0, t1
; CHECK-NEXT: sub t0, t0, t1
; CHECK: li t3, 0
; CHECK-NEXT: sub t3, t3, t2
; CHECK: li t1, 0
; CHECK-NEXT: xor t1, t1, t0
; CHECK-NEXT: and t1, t1, t3
; CHECK-NEXT: xor t0, t0, t1
; CHECK: li a4, 5
; CHECK-NEXT: li a5, 5
; CHECK-NEXT: call __atomic_compare_exchange
define void @usub_sat_seq_cst(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw usub_sat ptr %p, i128 %v seq_cst, align 16
  store i128 %r, ptr %out, align 16
  ret void
}
