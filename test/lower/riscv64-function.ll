; Whole functions on RISC-V 64: LP64D arguments (a0..a7, fa0..fa7 with +f/+d, then the stack
; from 0(s0)), frame s0 with slots below the saved ra/s0, i32 results sign-extended whatever
; their type (the psABI), narrower ones as zeroext/signext say, phis through edge stubs, calls
; with stack arguments, mul/div only with +m.
; RUN: atomir lower --target=riscv64-linux-gnu -mattr=+m,+f,+d %s | FileCheck %s
; RUN: not atomir lower --target=riscv64-linux-gnu %s 2>&1 | FileCheck %s --check-prefix=NOM

; CHECK-LABEL: nine:
; CHECK: addi sp, sp, -16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: sd s0, 0(sp)
; CHECK-NEXT: addi s0, sp, 16
; CHECK-NEXT: li t0, {{[0-9]+}}
; CHECK-NEXT: sub sp, sp, t0
; CHECK-NEXT: sd a0, -24(s0)
; CHECK: sd a7, -80(s0)
; CHECK-NEXT: ld t5, 0(s0)
; CHECK-NEXT: sd t5, -88(s0)
; CHECK: addi sp, s0, -16
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: ld s0, 0(sp)
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: ret
define i64 @nine(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %i) {
  %r = add i64 %a, %i
  ret i64 %r
}

; CHECK-LABEL: word:
; CHECK: # ret
; CHECK-NEXT: lw a0, -32(s0)
define i32 @word(i32 %a) {
  %b = add i32 %a, 1
  ret i32 %b
}

; CHECK-LABEL: half:
; CHECK: # ret
; CHECK-NEXT: lhu a0, -32(s0)
define zeroext i16 @half(i16 %a) {
  %b = add i16 %a, 1
  ret i16 %b
}

; CHECK-LABEL: fp:
; CHECK: fsd fa0, -24(s0)
; CHECK-NEXT: fsw fa1, -32(s0)
; CHECK: ld a0, -24(s0)
; CHECK-NEXT: fmv.d.x fa0, a0
define double @fp(double %x, float %y) {
  ret double %x
}

; CHECK-LABEL: loop:
; CHECK: j .Ledge[[F:[0-9]+]]_0
; CHECK-NEXT: .Ledge[[F]]_0:
; CHECK-NEXT: li a0, 0
; CHECK-NEXT: sd a0, [[SHADOW:-[0-9]+]](s0)
; CHECK-NEXT: j .LBB[[F]]_1
; CHECK-NEXT: .LBB[[F]]_1:
; CHECK-NEXT: ld t5, [[SHADOW]](s0)
; CHECK: sltu a0, a0, a1
; CHECK: beqz a0, 1f
; CHECK-NEXT: j .Ledge[[F]]_1
; CHECK-NEXT: 1:
; CHECK-NEXT: j .LBB[[F]]_2
; CHECK-NEXT: .Ledge[[F]]_1:
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
; CHECK: # %r = call
; CHECK: addi sp, sp, -16
; CHECK-NEXT: li t5, 9
; CHECK-NEXT: sd t5, 0(sp)
; CHECK-NEXT: li a0, 1
; CHECK: li a7, 8
; CHECK-NEXT: call ext
; CHECK-NEXT: addi sp, sp, 16
define i64 @calls() {
  %r = call i64 @ext(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9)
  ret i64 %r
}

; CHECK-LABEL: div:
; CHECK: div a0, a0, a1
; NOM: error: cannot lower 'sdiv' for riscv64-linux-gnu: multiplication and division need -mattr=+m
; NOM-NEXT: --> {{.*}}riscv64-function.ll:102:8
; NOM: {{^}}102 |   %r = sdiv i64 %a, %b
; NOM-NEXT: {{^}}    |        ^
define i64 @div(i64 %a, i64 %b) {
  %r = sdiv i64 %a, %b
  ret i64 %r
}
