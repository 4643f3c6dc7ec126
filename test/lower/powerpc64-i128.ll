; i128 read-modify-writes libatomic has no function for, on PowerPC 64 (LE and BE): a plain
; initial load, then a loop computing the new value (cmpd/cmpld on the high doublewords, the
; low ones unsigned when they are equal) and calling __atomic_compare_exchange_16 with the
; desired value in argument order (big-endian: the high doubleword first) and the expected
; value in the scratch area in memory order. llc-22 crashes on these (no oracle).
; RUN: atomir lower --target=powerpc64le-linux-gnu %s | FileCheck %s --check-prefixes=CHECK,LE
; RUN: atomir lower --target=powerpc64-linux-gnu %s | FileCheck %s --check-prefixes=CHECK,BE

; CHECK-LABEL: max128:
; CHECK: # atomicrmw max acq_rel i128: table row {{[0-9]+}} (cmpxchg loop)
; CHECK: ld 8, 0(3)
; CHECK-NEXT: ld 9, 8(3)
; CHECK: [[LOOP:\.Lcas[0-9_]+]]:
; CHECK-NEXT: ld 8, {{-[0-9]+}}(31)
; CHECK: cmpd 9, 7
; CHECK-NEXT: bne 3f
; CHECK-NEXT: cmpld 8, 6
; CHECK-NEXT: 3:
; CHECK-NEXT: bge 2f
; LE: mr 5, 10
; LE-NEXT: mr 6, 12
; BE: mr 5, 12
; BE-NEXT: mr 6, 10
; CHECK: li 7, 4
; CHECK-NEXT: li 8, 2
; CHECK: bl __atomic_compare_exchange_16
; CHECK: bne 0, 1f
; CHECK-NEXT: b [[LOOP]]
define i128 @max128(ptr %p, i128 %v) {
  %r = atomicrmw max ptr %p, i128 %v acq_rel
  ret i128 %r
}

; CHECK-LABEL: udecwrap128:
; CHECK: addic 10, 8, -1
; CHECK-NEXT: addme 12, 9
; CHECK-NEXT: or. 0, 8, 9
; CHECK-NEXT: beq 4f
; CHECK-NEXT: cmpld 9, 7
define i128 @udecwrap128(ptr %p, i128 %v) {
  %r = atomicrmw udec_wrap ptr %p, i128 %v seq_cst
  ret i128 %r
}
