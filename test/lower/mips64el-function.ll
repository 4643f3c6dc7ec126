; Whole functions on MIPS64EL N64: the first eight arguments in $4..$11 or, for float/double,
; $f12..$f19 by the same position (no home area), the rest from 0($30) in 8-byte slots; frame
; $30 with slots below the saved $31/$30; calls put the ninth and later arguments at 0($sp);
; i32 values sign-extended whatever their type (lw, dli -1), narrow results as zeroext/signext
; say; 32-bit operations on 32-bit values.
; RUN: atomir lower --target=mips64el-linux-gnuabi64 %s | FileCheck %s

; CHECK-LABEL: args:
; CHECK: daddiu $sp, $sp, -16
; CHECK-NEXT: sd $31, 8($sp)
; CHECK-NEXT: sd $30, 0($sp)
; CHECK-NEXT: daddiu $30, $sp, 16
; CHECK-NEXT: dli $12, {{[0-9]+}}
; CHECK-NEXT: dsubu $sp, $sp, $12
; CHECK-NEXT: sd $4, -24($30)
; CHECK-NEXT: sd $5, -32($30)
; CHECK-NEXT: swc1 $f14, -40($30)
; CHECK-NEXT: sd $7, -48($30)
; CHECK: sd $11, -80($30)
; CHECK-NEXT: ld $12, 0($30)
; CHECK-NEXT: sd $12, -88($30)
; CHECK-NEXT: ld $12, 8($30)
; CHECK-NEXT: sd $12, -96($30)
; CHECK: # %r = call
; CHECK-NEXT: daddiu $sp, $sp, -16
; CHECK-NEXT: dli $12, -1
; CHECK-NEXT: sd $12, 0($sp)
; CHECK-NEXT: lwu $12, -40($30)
; CHECK-NEXT: sd $12, 8($sp)
; CHECK-NEXT: lw $4, -24($30)
; CHECK-NEXT: ld $5, -112($30)
; CHECK-NEXT: lb $6, -48($30)
; CHECK: dli $11, 4
; CHECK-NEXT: dla $25, callee
; CHECK-NEXT: jalr $25
; CHECK-NEXT: daddiu $sp, $sp, 16
; CHECK: ld $31, -8($30)
; CHECK-NEXT: move $25, $30
; CHECK-NEXT: ld $30, -16($30)
; CHECK-NEXT: move $sp, $25
; CHECK-NEXT: jr $31
declare i64 @callee(i32, i64, i8 signext, i64, i64, i64, i64, i64, i32, float)
define i64 @args(i32 %a, i64 %b, float %f, i8 %d, i64 %e, i64 %g, i64 %h, i64 %i, i32 %j, i16 %k) {
  %s = sext i32 %j to i64
  %t = add i64 %b, %s
  %r = call i64 @callee(i32 %a, i64 %t, i8 signext %d, i64 %b, i64 1, i64 2, i64 3, i64 4, i32 -1, float %f)
  ret i64 %r
}

; CHECK-LABEL: word:
; CHECK: lw $2, -24($30)
; CHECK-NEXT: lw $3, -32($30)
; CHECK-NEXT: divu $0, $2, $3
; CHECK-NEXT: mflo $2
; CHECK: # ret
; CHECK-NEXT: lw $2,
define i32 @word(i32 %x, i32 %y) {
  %z = udiv i32 %x, %y
  ret i32 %z
}

; CHECK-LABEL: narrow_zext:
; CHECK: # ret
; CHECK-NEXT: lhu $2,
define zeroext i16 @narrow_zext(i16 %x) {
  ret i16 %x
}
