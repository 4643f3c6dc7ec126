; Whole functions on Alpha: gp from $27 at entry and from $26 after a call, arguments in
; $16..$21 and the seventh on at 0($30), narrow arguments extended as signext says (32-bit
; ones always sign-extended), division through libgcc's __divq/__remqu ($24, $25 -> $27),
; getelementptr, switch and phi.
; RUN: atomir lower --target=alpha-linux-gnu %s | FileCheck %s

; CHECK-LABEL: mixed:
; CHECK-NEXT: ldgp $29, 0($27)
; CHECK: stq $16, -24($15)
; CHECK-NEXT: stq $17, -32($15)
; CHECK-NEXT: stq $18, -40($15)
; CHECK: sll $2, 3, $2
; CHECK-NEXT: addq $1, $2, $1
; CHECK: ldiq $2, -3
; CHECK-NEXT: bis $31, $1, $24
; CHECK-NEXT: bis $31, $2, $25
; CHECK-NEXT: ldq $27, __divq($29) !literal
; CHECK-NEXT: jsr $23, ($27), __divq
; CHECK-NEXT: bis $31, $27, $1
; CHECK: lda $30, -16($30)
; CHECK-NEXT: ldiq $25, 6
; CHECK-NEXT: stq $25, 0($30)
; CHECK-NEXT: ldiq $25, 7
; CHECK-NEXT: stq $25, 8($30)
; CHECK-NEXT: ldq $16, {{-[0-9]+}}($15)
; CHECK-NEXT: ldiq $17, -5
; CHECK-NEXT: ldiq $18, -1
; CHECK-NEXT: ldiq $19, 300
; CHECK-NEXT: ldiq $20, 4
; CHECK-NEXT: ldiq $21, 5
; CHECK-NEXT: jsr $26, callback
; CHECK-NEXT: ldgp $29, 0($26)
; CHECK-NEXT: lda $30, 16($30)
; CHECK: jsr $23, ($27), __remqu
; CHECK-LABEL: narrow:
; CHECK: ldwu $1, -24($15)
; CHECK: ldwu $0, {{-[0-9]+}}($15)
; CHECK-NEXT: lda $30, -16($15)
declare i64 @callback(i64, i32 signext, i8 signext, i16 signext, i64, i64, i64, i64)

define i64 @mixed(ptr %arr, i64 %k, i32 %sel) {
entry:
  %slot = getelementptr inbounds [8 x i64], ptr %arr, i64 0, i64 %k
  %x = load i64, ptr %slot
  switch i32 %sel, label %other [ i32 1, label %one ]
one:
  %a = sdiv i64 %x, -3
  br label %join
other:
  %c = call i64 @callback(i64 %x, i32 signext -5, i8 signext -1, i16 signext 300, i64 4, i64 5, i64 6, i64 7)
  br label %join
join:
  %r = phi i64 [ %a, %one ], [ %c, %other ]
  %rem = urem i64 %r, 1000003
  ret i64 %rem
}

define zeroext i16 @narrow(i16 %v, i32 %w) {
  %s = add i16 %v, 1
  ret i16 %s
}
