; MIPS64EL (N64): the MIPS table with lld/scd and the d-forms for i64, ll/sc for i32 (operands
; loaded sign-extended with lw, as MIPS64 keeps 32-bit values), i8/i16 masked inside the aligned
; word with the little-endian byte offset (no xori), double fadd in an lld/scd loop, loads with a
; trailing sync, seq_cst stores between two.
; RUN: atomir lower --target=mips64el-linux-gnuabi64 %s | FileCheck %s
; RUN: atomir lower --target=mips64el-linux-gnuabi64 -print-atomic-table | FileCheck %s --check-prefix=TABLE

; TABLE: # atomic lowering table: mips64el-linux-gnuabi64
; TABLE: atomicrmw add | ordering any | width i32,i64 | any scope | features - | ll/sc loop
; TABLE: atomicrmw fadd | ordering any | width i64 | any scope | features - | ll/sc loop
; TABLE-NEXT:     {l}
; TABLE-NEXT:     1:
; TABLE-NEXT:     {ll} {res}, 0({ptr})
; TABLE-NEXT:     dmtc1 {res}, $f0

; CHECK: .abicalls
; CHECK-NEXT: .option pic0
; CHECK-NEXT: .set mips64r2
; CHECK-NEXT: .set reorder

; CHECK-LABEL: add_seq_cst_i64:
; CHECK: ld $5, -32($30)
; CHECK-NEXT: sync
; CHECK-NEXT: 1:
; CHECK-NEXT: lld $2, 0($4)
; CHECK-NEXT: daddu $8, $2, $5
; CHECK-NEXT: scd $8, 0($4)
; CHECK-NEXT: beqz $8, 1b
; CHECK-NEXT: sync
define i64 @add_seq_cst_i64(ptr %p, i64 %v) {
  %r = atomicrmw add ptr %p, i64 %v seq_cst
  ret i64 %r
}

; CHECK-LABEL: umin_acquire_i32:
; CHECK: lw $5, -32($30)
; CHECK-NEXT: # (no leading sync)
; CHECK-NEXT: 1:
; CHECK-NEXT: ll $2, 0($4)
; CHECK-NEXT: sltu $9, $5, $2
; CHECK-NEXT: move $8, $2
; CHECK-NEXT: movn $8, $5, $9
; CHECK-NEXT: sc $8, 0($4)
; CHECK-NEXT: beqz $8, 1b
; CHECK-NEXT: sync
define i32 @umin_acquire_i32(ptr %p, i32 %v) {
  %r = atomicrmw umin ptr %p, i32 %v acquire
  ret i32 %r
}

; CHECK-LABEL: xchg_release_i8:
; CHECK: sync
; CHECK-NEXT: li $8, -4
; CHECK-NEXT: and $8, $4, $8
; CHECK-NEXT: andi $9, $4, 3
; CHECK-NEXT: # (little-endian: the byte offset is the shift)
; CHECK-NEXT: sll $9, $9, 3
; CHECK: ll $13, 0($8)
; CHECK-NEXT: move $14, $12
; CHECK: andi $2, $2, 255
; CHECK-NEXT: # (no trailing sync)
define i8 @xchg_release_i8(ptr %p, i8 %v) {
  %r = atomicrmw xchg ptr %p, i8 %v release
  ret i8 %r
}

; CHECK-LABEL: cas_i64:
; CHECK: sync
; CHECK-NEXT: 1:
; CHECK-NEXT: lld $2, 0($4)
; CHECK-NEXT: bne $2, $5, 2f
; CHECK-NEXT: move $8, $6
; CHECK-NEXT: scd $8, 0($4)
; CHECK: sd $2, [[OLD:-[0-9]+]]($30)
; CHECK-NEXT: sb $24,
define i1 @cas_i64(ptr %p, i64 %a, i64 %b) {
  %r = cmpxchg ptr %p, i64 %a, i64 %b seq_cst seq_cst
  %ok = extractvalue { i64, i1 } %r, 1
  ret i1 %ok
}

; CHECK-LABEL: load_seq_cst_i64:
; CHECK: ld $2, 0($4)
; CHECK-NEXT: sync
define i64 @load_seq_cst_i64(ptr %p) {
  %v = load atomic i64, ptr %p seq_cst, align 8
  ret i64 %v
}

; CHECK-LABEL: store_seq_cst_i64:
; CHECK: sync
; CHECK-NEXT: sd $5, 0($4)
; CHECK-NEXT: sync
define void @store_seq_cst_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p seq_cst, align 8
  ret void
}

; CHECK-LABEL: dbl:
; CHECK: sdc1 $f13, -32($30)
; CHECK: lld $2, 0($4)
; CHECK-NEXT: dmtc1 $2, $f0
; CHECK-NEXT: dmtc1 $5, $f2
; CHECK-NEXT: add.d $f0, $f0, $f2
; CHECK-NEXT: dmfc1 $8, $f0
; CHECK-NEXT: scd $8, 0($4)
; CHECK: ld $2, -40($30)
; CHECK-NEXT: dmtc1 $2, $f0
define double @dbl(ptr %p, double %v) {
  %r = atomicrmw fadd ptr %p, double %v seq_cst
  ret double %r
}
