; Whole functions on AArch64: AAPCS64 arguments (x0..x7, then the stack from [x29, #16]),
; frame x29 with slots below it, phis through edge stubs, calls with stack arguments.
; RUN: atomir lower --target=aarch64-linux-gnu %s | FileCheck %s

; CHECK-LABEL: nine:
; CHECK: stp x29, x30, [sp, #-16]!
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: sub sp, sp, #{{[0-9]+}}
; CHECK-NEXT: stur x0, [x29, #-8]
; CHECK: stur x7, [x29, #-64]
; CHECK-NEXT: ldur x16, [x29, #16]
; CHECK-NEXT: stur x16, [x29, #-72]
; CHECK: mov sp, x29
; CHECK-NEXT: ldp x29, x30, [sp], #16
; CHECK-NEXT: ret
define i64 @nine(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %i) {
  %r = add i64 %a, %i
  ret i64 %r
}

; CHECK-LABEL: narrow:
; CHECK: ldursb x0, [x29, #-16]
define signext i8 @narrow(i8 %a) {
  %b = add i8 %a, 1
  ret i8 %b
}

; CHECK-LABEL: loop:
; CHECK: b .Ledge{{[0-9]+}}_0
; CHECK: .LBB{{[0-9]+}}_1:
; CHECK: tst w0, #1
; CHECK-NEXT: b.ne .Ledge{{[0-9]+}}_1
; CHECK-NEXT: b .LBB{{[0-9]+}}_2
define i64 @loop(i64 %n) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i2, %l ]
  %i2 = add i64 %i, 1
  %c = icmp ult i64 %i2, %n
  br i1 %c, label %l, label %done
done:
  ret i64 %i
}

declare i64 @ext(i64, i64, i64, i64, i64, i64, i64, i64, i64)
; CHECK-LABEL: calls:
; CHECK: sub sp, sp, #16
; CHECK-NEXT: movz x16, #9, lsl #0
; CHECK-NEXT: str x16, [sp, #0]
; CHECK: bl ext
; CHECK-NEXT: add sp, sp, #16
define i64 @calls() {
  %r = call i64 @ext(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9)
  ret i64 %r
}
