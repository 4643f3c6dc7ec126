; Whole functions on PowerPC 64 big-endian (ELFv1): a function symbol is its descriptor in
; .opd (entry, TOC base, environment), the code starts at .L.<name>, .size measures from there;
; the frame header is 48 bytes (LR at 16, TOC at 40); an indirect call loads the callee's
; descriptor (entry to ctr, TOC to r2) and restores r2 after it.
; RUN: atomir lower --target=powerpc64-linux-gnu %s | FileCheck %s

; CHECK: .globl twice
; CHECK-NEXT: .section ".opd","aw"
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: twice:
; CHECK-NEXT: .quad .L.twice, .TOC.@tocbase, 0
; CHECK-NEXT: .text
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: .type twice,@function
; CHECK-NEXT: .L.twice:
; CHECK-NEXT: mflr 0
; CHECK-NEXT: std 0, 16(1)
; CHECK-NEXT: std 31, -8(1)
; CHECK-NEXT: mr 31, 1
; CHECK-NEXT: stdu 1, -96(1)
; CHECK: .size twice, .-.L.twice
define i64 @twice(i64 %x) {
  %r = add i64 %x, %x
  ret i64 %r
}

; CHECK-LABEL: .L.indirect:
; CHECK: # %r = call
; CHECK-NEXT: stdu 1, -112(1)
; CHECK-NEXT: ld 12, -32(31)
; CHECK-NEXT: std 12, 48(1)
; CHECK-NEXT: ld 3, 48(1)
; CHECK-NEXT: ld 12, -24(31)
; CHECK-NEXT: std 2, 40(1)
; CHECK-NEXT: ld 0, 0(12)
; CHECK-NEXT: mtctr 0
; CHECK-NEXT: ld 11, 16(12)
; CHECK-NEXT: ld 2, 8(12)
; CHECK-NEXT: bctrl
; CHECK-NEXT: ld 2, 40(1)
; CHECK-NEXT: addi 1, 1, 112
define i64 @indirect(ptr %f, i64 %x) {
  %r = call i64 %f(i64 %x)
  ret i64 %r
}
