; i128 read-modify-writes libatomic has no function for, on Alpha: a plain initial load, then a
; branch-free loop (cmpult/cmpeq/cmplt and cmov for the 128-bit compare) computing the new
; value in $19:$18, the desired argument of __atomic_compare_exchange_16, with the ordering and
; its failure ordering. (No LLVM 22 oracle: the shape LLVM 22 builds on the 64-bit targets.)
; RUN: atomir lower --target=alpha-linux-gnu %s | FileCheck %s

; CHECK-LABEL: min128:
; CHECK: # atomicrmw min release i128: table row {{[0-9]+}} (cmpxchg loop)
; CHECK: ldq $5, 0($16)
; CHECK-NEXT: ldq $6, 8($16)
; CHECK: [[LOOP:\.Lcas[0-9_]+]]:
; CHECK: bis $5, $5, $18
; CHECK-NEXT: bis $6, $6, $19
; CHECK-NEXT: cmpult $7, $5, $22
; CHECK-NEXT: cmpeq $8, $6, $23
; CHECK-NEXT: cmplt $8, $6, $24
; CHECK-NEXT: cmoveq $23, $24, $22
; CHECK-NEXT: cmovne $22, $7, $18
; CHECK-NEXT: cmovne $22, $8, $19
; CHECK: lda $20, 3($31)
; CHECK-NEXT: lda $21, 0($31)
; CHECK-NEXT: jsr $26, __atomic_compare_exchange_16
; CHECK-NEXT: ldgp $29, 0($26)
; CHECK-NEXT: and $0, 255, $0
; CHECK-NEXT: beq $0, [[LOOP]]
define i128 @min128(ptr %p, i128 %v) {
  %r = atomicrmw min ptr %p, i128 %v release, align 16
  ret i128 %r
}

; CHECK-LABEL: usubsat128:
; CHECK: cmpult $5, $7, $24
; CHECK-NEXT: subq $5, $7, $18
; CHECK-NEXT: subq $6, $8, $19
; CHECK-NEXT: subq $19, $24, $19
; CHECK: cmovne $22, $31, $18
; CHECK-NEXT: cmovne $22, $31, $19
define i128 @usubsat128(ptr %p, i128 %v) {
  %r = atomicrmw usub_sat ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}
