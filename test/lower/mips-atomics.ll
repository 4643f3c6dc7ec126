; MIPS32 (big-endian O32): ll/sc loops between the ordering's sync barriers (leading when the
; ordering releases, trailing when it acquires), i8/i16 masked inside the aligned word with a
; big-endian byte offset, loads with a trailing sync, i64 through libatomic (a loop around
; __atomic_compare_exchange_8 for max/min), every fence a sync. The header carries the
; directives gas needs.
; RUN: atomir lower --target=mips-linux-gnu %s | FileCheck %s
; RUN: atomir lower --target=mips-linux-gnu -print-atomic-table | FileCheck %s --check-prefix=TABLE

; TABLE: # atomic lowering table: mips-linux-gnu
; TABLE: # ordering acquire: {a} = "sync", {l} = "# (no leading sync)", {al} = ""
; TABLE: row 0: fence | ordering any | width - | any scope | features - | native
; TABLE-NEXT:     sync
; TABLE: atomicrmw add | ordering any | width i32 | any scope | features - | ll/sc loop
; TABLE-NEXT:     {l}
; TABLE-NEXT:     1:
; TABLE-NEXT:     {ll} {res}, 0({ptr})
; TABLE-NEXT:     {addu} $8, {res}, {val}
; TABLE: atomicrmw umax | ordering any | width i64 | any scope | features - | cmpxchg loop
; TABLE-NEXT:     sltu $9, {rh}, {vh}
; TABLE: atomicrmw add | ordering any | width i64 | any scope | features - | libcall
; TABLE-NEXT:     __atomic_fetch_add_{n}

; CHECK: .abicalls
; CHECK-NEXT: .option pic0
; CHECK-NEXT: .set mips32r2
; CHECK-NEXT: .set reorder

; CHECK-LABEL: load_acquire_i16:
; CHECK: lhu $2, 0($4)
; CHECK-NEXT: sync
; CHECK-NEXT: sh $2,
define i16 @load_acquire_i16(ptr %p) {
  %v = load atomic i16, ptr %p acquire, align 2
  ret i16 %v
}

; CHECK-LABEL: store_release_i32:
; CHECK: sync
; CHECK-NEXT: sw $5, 0($4)
; CHECK-NEXT: # ret
define void @store_release_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p release, align 4
  ret void
}

; CHECK-LABEL: store_seq_cst_i8:
; CHECK: sync
; CHECK-NEXT: sb $5, 0($4)
; CHECK-NEXT: sync
define void @store_seq_cst_i8(ptr %p, i8 %v) {
  store atomic i8 %v, ptr %p seq_cst, align 1
  ret void
}

; CHECK-LABEL: sub_acquire_i32:
; CHECK: # atomicrmw sub acquire i32: table row {{[0-9]+}} (ll/sc loop)
; CHECK: # (no leading sync)
; CHECK-NEXT: 1:
; CHECK-NEXT: ll $2, 0($4)
; CHECK-NEXT: subu $8, $2, $5
; CHECK-NEXT: sc $8, 0($4)
; CHECK-NEXT: beqz $8, 1b
; CHECK-NEXT: sync
define i32 @sub_acquire_i32(ptr %p, i32 %v) {
  %r = atomicrmw sub ptr %p, i32 %v acquire
  ret i32 %r
}

; CHECK-LABEL: umax_release_i32:
; CHECK: sync
; CHECK-NEXT: 1:
; CHECK-NEXT: ll $2, 0($4)
; CHECK-NEXT: sltu $9, $2, $5
; CHECK-NEXT: move $8, $2
; CHECK-NEXT: movn $8, $5, $9
; CHECK-NEXT: sc $8, 0($4)
; CHECK-NEXT: beqz $8, 1b
; CHECK-NEXT: # (no trailing sync)
define i32 @umax_release_i32(ptr %p, i32 %v) {
  %r = atomicrmw umax ptr %p, i32 %v release
  ret i32 %r
}

; CHECK-LABEL: add_seq_cst_i8:
; CHECK: # atomicrmw add seq_cst i8: table row {{[0-9]+}} (masked partword)
; CHECK: sync
; CHECK-NEXT: li $8, -4
; CHECK-NEXT: and $8, $4, $8
; CHECK-NEXT: andi $9, $4, 3
; CHECK-NEXT: xori $9, $9, 3
; CHECK-NEXT: sll $9, $9, 3
; CHECK-NEXT: li $10, 255
; CHECK: ll $13, 0($8)
; CHECK-NEXT: addu $14, $13, $12
; CHECK: sc $15, 0($8)
; CHECK-NEXT: beqz $15, 1b
; CHECK-NEXT: srlv $2, $13, $9
; CHECK-NEXT: andi $2, $2, 255
; CHECK-NEXT: sync
define i8 @add_seq_cst_i8(ptr %p, i8 %v) {
  %r = atomicrmw add ptr %p, i8 %v seq_cst
  ret i8 %r
}

; CHECK-LABEL: max_monotonic_i16:
; CHECK: xori $9, $9, 2
; CHECK: li $10, 65535
; CHECK: seh $14, $14
; CHECK-NEXT: seh $15, $5
; CHECK-NEXT: slt $24, $14, $15
define i16 @max_monotonic_i16(ptr %p, i16 %v) {
  %r = atomicrmw max ptr %p, i16 %v monotonic
  ret i16 %r
}

; CHECK-LABEL: cas_acq_rel_i32:
; CHECK: # cmpxchg acq_rel i32: table row {{[0-9]+}} (ll/sc loop)
; CHECK: sync
; CHECK-NEXT: 1:
; CHECK-NEXT: ll $2, 0($4)
; CHECK-NEXT: bne $2, $5, 2f
; CHECK-NEXT: move $8, $6
; CHECK-NEXT: sc $8, 0($4)
; CHECK-NEXT: beqz $8, 1b
; CHECK-NEXT: li $24, 1
; CHECK-NEXT: b 3f
; CHECK-NEXT: 2:
; CHECK-NEXT: li $24, 0
; CHECK-NEXT: 3:
; CHECK-NEXT: sync
; CHECK: sb $24,
define i1 @cas_acq_rel_i32(ptr %p, i32 %a, i32 %b) {
  %r = cmpxchg ptr %p, i32 %a, i32 %b acq_rel acquire
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

; CHECK-LABEL: cas_weak_i16:
; CHECK: (masked partword)
; CHECK: sllv $13, $6, $9
; CHECK: ll $14, 0($8)
; CHECK-NEXT: and $15, $14, $10
; CHECK-NEXT: bne $15, $12, 2f
define i16 @cas_weak_i16(ptr %p, i16 %a, i16 %b) {
  %r = cmpxchg weak ptr %p, i16 %a, i16 %b monotonic monotonic
  %v = extractvalue { i16, i1 } %r, 0
  ret i16 %v
}

; i64: libatomic, the value in $6:$7 (high word first), the order on the stack.
; CHECK-LABEL: add_seq_cst_i64:
; CHECK: (libcall)
; CHECK: lw $6, [[SLOT:-[0-9]+]]($30)
; CHECK-NEXT: lw $7,
; CHECK-NEXT: li $8, 5
; CHECK-NEXT: sw $8, 16($sp)
; CHECK-NEXT: la $25, __atomic_fetch_add_8
; CHECK-NEXT: jalr $25
define i64 @add_seq_cst_i64(ptr %p, i64 %v) {
  %r = atomicrmw add ptr %p, i64 %v seq_cst
  ret i64 %r
}

; CHECK-LABEL: load_acquire_i64:
; CHECK: li $5, 2
; CHECK-NEXT: la $25, __atomic_load_8
define i64 @load_acquire_i64(ptr %p) {
  %v = load atomic i64, ptr %p acquire, align 8
  ret i64 %v
}

; CHECK-LABEL: min_seq_cst_i64:
; CHECK: (cmpxchg loop)
; CHECK: la $25, __atomic_load_8
; CHECK: .Lcas{{[0-9]+}}_0:
; CHECK: slt $9, $14, $12
; CHECK: movn $6, $14, $9
; CHECK-NEXT: movn $7, $15, $9
; CHECK: li $8, 5
; CHECK-NEXT: sw $8, 16($sp)
; CHECK-NEXT: li $8, 5
; CHECK-NEXT: sw $8, 20($sp)
; CHECK-NEXT: la $25, __atomic_compare_exchange_8
; CHECK-NEXT: jalr $25
; CHECK-NEXT: bnez $2, 1f
define i64 @min_seq_cst_i64(ptr %p, i64 %v) {
  %r = atomicrmw min ptr %p, i64 %v seq_cst
  ret i64 %r
}

; CHECK-LABEL: fadd_monotonic_float:
; CHECK: ll $2, 0($4)
; CHECK-NEXT: mtc1 $2, $f0
; CHECK-NEXT: mtc1 $5, $f2
; CHECK-NEXT: add.s $f0, $f0, $f2
; CHECK-NEXT: mfc1 $8, $f0
; CHECK: mtc1 $2, $f0
; CHECK-NEXT: lw $31, -4($30)
define float @fadd_monotonic_float(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v monotonic
  ret float %r
}

; CHECK-LABEL: fences:
; CHECK: # fence
; CHECK-NEXT: sync
; CHECK-NEXT: # fence
; CHECK-NEXT: sync
define void @fences() {
  fence acquire
  fence syncscope("singlethread") seq_cst
  ret void
}

; Seed 000's intrinsics: las is an add loop, lss subtracts the operand from the old value.
; CHECK-LABEL: legacy_lss:
; CHECK: subu $8, $2, $5
declare i32 @llvm.atomic.lss(ptr, i32)
define i32 @legacy_lss(ptr %p, i32 %v) {
  %r = call i32 @llvm.atomic.lss(ptr %p, i32 %v)
  ret i32 %r
}
