; PowerPC 64 big-endian (ELFv1, generic ppc64 CPU): i8/i16 masked inside the aligned word with
; the shift mirrored for big-endian (xori), i128 through libatomic with the high doubleword in
; the lower-numbered register of each pair.
; RUN: atomir lower --target=powerpc64-linux-gnu %s | FileCheck %s

; CHECK: # features: +64bit
; CHECK-NEXT: .machine ppc64
; CHECK-NEXT: .abiversion 1

; CHECK-LABEL: add_i16:
; CHECK: rlwinm 9, 3, 3, 27, 28
; CHECK-NEXT: xori 9, 9, 16
; CHECK-NEXT: rldicr 10, 3, 0, 61
; CHECK-NEXT: li 11, 0
; CHECK-NEXT: ori 11, 11, 65535
; CHECK-NEXT: slw 11, 11, 9
; CHECK-NEXT: slw 8, 4, 9
; CHECK-NEXT: sync
; CHECK-NEXT: 1:
; CHECK-NEXT: lwarx 7, 0, 10
; CHECK-NEXT: add 12, 7, 8
; CHECK: stwcx. 12, 0, 10
; CHECK-NEXT: bne- 0, 1b
; CHECK-NEXT: lwsync
; CHECK-NEXT: srw 5, 7, 9
; CHECK-NEXT: clrlwi 5, 5, 16
define zeroext i16 @add_i16(ptr %p, i16 zeroext %v) {
  %r = atomicrmw add ptr %p, i16 %v seq_cst
  ret i16 %r
}

; CHECK-LABEL: cas_i8:
; CHECK: xori 9, 9, 24
; CHECK: slw 6, 6, 9
; CHECK-NEXT: 1:
; CHECK-NEXT: lwarx 7, 0, 10
; CHECK-NEXT: and 0, 7, 11
; CHECK-NEXT: cmpw 0, 0, 8
; CHECK-NEXT: bne- 0, 2f
define zeroext i8 @cas_i8(ptr %p, i8 zeroext %a, i8 zeroext %b) {
  %r = cmpxchg ptr %p, i8 %a, i8 %b monotonic monotonic
  %v = extractvalue { i8, i1 } %r, 0
  ret i8 %v
}

; The i128 operand's slot holds the low doubleword first; the call wants the high one in r5.
; CHECK-LABEL: xchg_i128:
; CHECK: std 4, -40(31)
; CHECK-NEXT: std 5, -48(31)
; CHECK: ld 5, -48(31)
; CHECK-NEXT: ld 4, -40(31)
; CHECK: li 6, 5
; CHECK: bl __atomic_exchange_16
; CHECK-NEXT: nop
; CHECK-NEXT: addi 1, 1, 112
; CHECK-NEXT: std 4, -64(31)
; CHECK-NEXT: std 3, -56(31)
define i128 @xchg_i128(ptr %p, i128 %v) {
  %r = atomicrmw xchg ptr %p, i128 %v seq_cst
  ret i128 %r
}
