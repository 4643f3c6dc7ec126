; MIPS32 (O32, big-endian): i128 atomics through libatomic's generic calls, as llc-22 -O2 emits
; them (jal __atomic_load / __atomic_store / __atomic_exchange / __atomic_compare_exchange, the
; fifth and sixth argument words at 16($sp) and 20($sp)); the value's slot in memory order, the
; most significant word first; other read-modify-writes a loop around
; __atomic_compare_exchange with the carries from sltu.
; RUN: atomir lower --target=mips-linux-gnu %s | FileCheck %s

; CHECK-LABEL: load_monotonic:
; CHECK: # load atomic i128 monotonic: __atomic_load (generic)
; CHECK-NEXT: li $4, 16
; CHECK-NEXT: lw $5, {{-[0-9]+}}($30)
; CHECK-NEXT: addiu $6, $30, [[R:-[0-9]+]]
; CHECK-NEXT: li $7, 0
; CHECK-NEXT: la $25, __atomic_load
; CHECK-NEXT: jalr $25
define void @load_monotonic(ptr %p, ptr %out) {
  %v = load atomic i128, ptr %p monotonic, align 16
  store i128 %v, ptr %out, align 16
  ret void
}

; The constant's least significant word (7) goes to the slot's last word.
; CHECK-LABEL: store_release:
; CHECK: # store atomic i128 release: __atomic_store (generic)
; CHECK-NEXT: li $9, 7
; CHECK-NEXT: sw $9, [[W0:-[0-9]+]]($30)
; CHECK-NEXT: li $9, 0
; CHECK-NEXT: sw $9, {{-[0-9]+}}($30)
; CHECK-NEXT: li $9, 0
; CHECK-NEXT: sw $9, {{-[0-9]+}}($30)
; CHECK-NEXT: li $9, 0
; CHECK-NEXT: sw $9, [[W3:-[0-9]+]]($30)
; CHECK-NEXT: li $4, 16
; CHECK: addiu $6, $30, [[W3]]
; CHECK-NEXT: li $7, 3
; CHECK: __atomic_store
define void @store_release(ptr %p) {
  store atomic i128 7, ptr %p release, align 16
  ret void
}

; CHECK-LABEL: add_seq_cst:
; CHECK: # atomicrmw add i128 seq_cst: loop around __atomic_compare_exchange (generic)
; CHECK: [[LOOP:.Lcas128_[0-9]+_[0-9]+]]:
; CHECK-NEXT: li $11, 0
; CHECK: addu $9, $9, $10
; CHECK-NEXT: sltu $10, $9, $10
; CHECK-NEXT: addu $9, $9, $11
; CHECK-NEXT: sltu $12, $9, $11
; CHECK-NEXT: or $11, $12, $10
; CHECK: li $8, 5
; CHECK-NEXT: sw $8, 16($sp)
; CHECK-NEXT: li $8, 5
; CHECK-NEXT: sw $8, 20($sp)
; CHECK-NEXT: la $25, __atomic_compare_exchange
; CHECK-NEXT: jalr $25
; CHECK-NEXT: andi $2, $2, 1
; CHECK-NEXT: beqz $2, 1f
; CHECK-NEXT: j [[DONE:.Lcas128_done_[0-9]+_[0-9]+]]
; CHECK: j [[LOOP]]
; CHECK-NEXT: [[DONE]]:
define void @add_seq_cst(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw add ptr %p, i128 %v seq_cst, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; CHECK-LABEL: cas:
; CHECK: # cmpxchg i128 acquire acquire: __atomic_compare_exchange (generic)
; CHECK: li $8, 2
; CHECK-NEXT: sw $8, 16($sp)
; CHECK-NEXT: li $8, 2
; CHECK-NEXT: sw $8, 20($sp)
; CHECK: jalr $25
; CHECK-NEXT: sb $2, {{-[0-9]+}}($30)
define i1 @cas(ptr %p, ptr %e, ptr %d) {
  %x = load i128, ptr %e, align 16
  %y = load i128, ptr %d, align 16
  %r = cmpxchg ptr %p, i128 %x, i128 %y acquire acquire, align 16
  %ok = extractvalue { i128, i1 } %r, 1
  ret i1 %ok
}
