; Whole functions on PowerPC 64 LE (ELFv2): global entry point setting r2 from r12 and
; .localentry, LR saved in the caller's header, r31 = the entry stack pointer with slots below
; it, r3..r10 then the parameter area at 32(r31), floats in f1..f13 (each also taking a
; doubleword), calls with a parameter area of every argument, .toc entries for global
; addresses, narrow results extended as signext/zeroext say (i32 as C int), phis through edge
; stubs, switch.
; RUN: atomir lower --target=powerpc64le-linux-gnu %s | FileCheck %s

@g = global i32 7

declare i64 @callee(i64, i64, i64, i64, i64, i64, i64, i64, i64, i32)

; CHECK-LABEL: nine:
; CHECK-NEXT: .Lgep1:
; CHECK-NEXT: addis 2, 12, .TOC.-.Lgep1@ha
; CHECK-NEXT: addi 2, 2, .TOC.-.Lgep1@l
; CHECK-NEXT: .localentry nine, .-nine
; CHECK-NEXT: mflr 0
; CHECK-NEXT: std 0, 16(1)
; CHECK-NEXT: std 31, -8(1)
; CHECK-NEXT: mr 31, 1
; CHECK-NEXT: stdu 1, -144(1)
; CHECK-NEXT: std 3, -24(31)
; CHECK: std 10, -80(31)
; CHECK-NEXT: ld 12, 96(31)
; CHECK-NEXT: std 12, -88(31)
; CHECK: mr 1, 31
; CHECK-NEXT: ld 0, 16(1)
; CHECK-NEXT: mtlr 0
; CHECK-NEXT: ld 31, -8(1)
; CHECK-NEXT: blr
define i64 @nine(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %i) {
  %s = add i64 %a, %i
  ret i64 %s
}

; CHECK-LABEL: calls:
; CHECK: stdu 1, -112(1)
; CHECK-NEXT: li 12, 1
; CHECK-NEXT: std 12, 32(1)
; CHECK: ld 12, -24(31)
; CHECK-NEXT: std 12, 96(1)
; CHECK-NEXT: li 12, -1
; CHECK-NEXT: std 12, 104(1)
; CHECK-NEXT: ld 3, 32(1)
; CHECK: ld 10, 88(1)
; CHECK-NEXT: bl callee
; CHECK-NEXT: nop
; CHECK-NEXT: addi 1, 1, 112
define i64 @calls(i64 %x) {
  %r = call i64 @callee(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 %x, i32 -1)
  ret i64 %r
}

; CHECK-LABEL: global_load:
; CHECK: .pushsection .toc,"aw"
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: .LTOC3_0:
; CHECK-NEXT: .quad g
; CHECK-NEXT: .popsection
; CHECK-NEXT: addis 4, 2, .LTOC3_0@toc@ha
; CHECK-NEXT: ld 4, .LTOC3_0@toc@l(4)
; CHECK-NEXT: lwz 3, 0(4)
define i32 @global_load() {
  %v = load i32, ptr @g
  ret i32 %v
}

; CHECK-LABEL: narrow:
; CHECK: sth 3, -24(31)
; CHECK-NEXT: # ret
; CHECK-NEXT: lha 3, -24(31)
define signext i16 @narrow(i16 signext %a) {
  ret i16 %a
}

; CHECK-LABEL: fret:
; CHECK: stfs 1, -24(31)
; CHECK-NEXT: stfd 2, -32(31)
; CHECK-NEXT: # ret
; CHECK-NEXT: lwz 3, -24(31)
; CHECK-NEXT: stw 3, -48(31)
; CHECK-NEXT: lfs 1, -48(31)
define float @fret(float %a, double %b) {
  ret float %a
}

; CHECK-LABEL: loop:
; CHECK: b .Ledge6_0
; CHECK-NEXT: .Ledge6_0:
; CHECK-NEXT: li 3, 0
; CHECK-NEXT: stw 3, -40(31)
; CHECK-NEXT: b .LBB6_1
; CHECK-NEXT: .LBB6_1:
; CHECK: lwa 3, -48(31)
; CHECK-NEXT: lwa 4, -24(31)
; CHECK-NEXT: cmpd 0, 3, 4
; CHECK-NEXT: li 3, 1
; CHECK-NEXT: bge 0, 1f
; CHECK-NEXT: li 3, 0
; CHECK: andi. 3, 3, 1
; CHECK-NEXT: beq 0, 1f
; CHECK-NEXT: b .LBB6_2
; CHECK: .LBB6_2:
; CHECK: li 4, 3
; CHECK-NEXT: cmpd 0, 3, 4
; CHECK-NEXT: bne 0, 1f
; CHECK-NEXT: b .LBB6_3
define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %head ]
  %next = add i32 %i, 1
  %done = icmp sge i32 %next, %n
  br i1 %done, label %exit, label %head
exit:
  switch i32 %next, label %other [ i32 3, label %three ]
three:
  ret i32 30
other:
  ret i32 %next
}
