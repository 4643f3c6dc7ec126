; Whole functions on MIPS32 O32: argument words in $4..$7 then the caller's stack from
; 16($30) (i64 on an even word, high word first), frame $30 with slots below the saved $31/$30,
; calls with stack words, i64 arithmetic in pairs (division and shifts through libgcc), narrow
; results extended by the callee: signext/zeroext as written, i8/i16 sign-extended without
; either, phis through edge stubs, switch, getelementptr, alloca.
; RUN: atomir lower --target=mips-linux-gnu %s | FileCheck %s

; CHECK-LABEL: args:
; CHECK: addiu $sp, $sp, -8
; CHECK-NEXT: sw $31, 4($sp)
; CHECK-NEXT: sw $30, 0($sp)
; CHECK-NEXT: addiu $30, $sp, 8
; CHECK-NEXT: li $8, {{[0-9]+}}
; CHECK-NEXT: subu $sp, $sp, $8
; CHECK-NEXT: sw $4, -16($30)
; CHECK-NEXT: sw $6, -24($30)
; CHECK-NEXT: sw $7, -20($30)
; CHECK-NEXT: lw $8, 16($30)
; CHECK-NEXT: sw $8, -32($30)
; CHECK-NEXT: lw $8, 20($30)
; CHECK-NEXT: sb $8, -40($30)
; CHECK: sra $2, $3, 31
; CHECK: addu $3, $3, $5
; CHECK-NEXT: sltu $8, $3, $5
; CHECK-NEXT: addu $2, $2, $4
; CHECK-NEXT: addu $2, $2, $8
; CHECK: # %r = call
; CHECK-NEXT: lb $8, -40($30)
; CHECK-NEXT: sw $8, 16($sp)
; CHECK-NEXT: lw $8, -24($30)
; CHECK-NEXT: lw $9, -20($30)
; CHECK-NEXT: sw $8, 24($sp)
; CHECK-NEXT: sw $9, 28($sp)
; CHECK-NEXT: lw $4, -16($30)
; CHECK-NEXT: lw $6, -56($30)
; CHECK-NEXT: lw $7, -52($30)
; CHECK-NEXT: la $25, callee
; CHECK-NEXT: jalr $25
; CHECK-NEXT: sw $2, -64($30)
; CHECK-NEXT: sw $3, -60($30)
; CHECK: lw $31, -4($30)
; CHECK-NEXT: move $25, $30
; CHECK-NEXT: lw $30, -8($30)
; CHECK-NEXT: move $sp, $25
; CHECK-NEXT: jr $31
declare i64 @callee(i32, i64, i8 signext, i64)
define i64 @args(i32 %a, i64 %b, i32 %c, i8 %d) {
  %s = sext i32 %c to i64
  %t = add i64 %b, %s
  %r = call i64 @callee(i32 %a, i64 %t, i8 signext %d, i64 %b)
  ret i64 %r
}

; CHECK-LABEL: narrow:
; CHECK: # ret
; CHECK-NEXT: lb $2,
define signext i8 @narrow(i8 %x) {
  %y = add i8 %x, 1
  ret i8 %y
}
; CHECK-LABEL: narrow_default:
; CHECK: # ret
; CHECK-NEXT: lh $2,
define i16 @narrow_default(i16 %x) {
  ret i16 %x
}
; CHECK-LABEL: narrow_zext:
; CHECK: # ret
; CHECK-NEXT: lhu $2,
define zeroext i16 @narrow_zext(i16 %x) {
  ret i16 %x
}
; CHECK-LABEL: divide:
; CHECK: la $25, __divdi3
; CHECK: lw $6, -20($30)
; CHECK-NEXT: la $25, __ashldi3
define i64 @divide(i64 %a, i64 %b) {
  %q = sdiv i64 %a, %b
  %s = shl i64 %q, %b
  ret i64 %s
}
; CHECK-LABEL: cmp64:
; CHECK: slt $8, $2, $4
; CHECK-NEXT: sltu $9, $3, $5
; CHECK-NEXT: xor $10, $2, $4
; CHECK-NEXT: sltiu $10, $10, 1
; CHECK-NEXT: and $9, $9, $10
; CHECK-NEXT: or $8, $8, $9
define i1 @cmp64(i64 %a, i64 %b) {
  %c = icmp slt i64 %a, %b
  ret i1 %c
}
; CHECK-LABEL: loop:
; CHECK: j .Ledge{{[0-9]+}}_0
; CHECK: .LBB{{[0-9]+}}_1:
; CHECK: slt $2, $2, $3
; CHECK: beqz $2, 1f
; CHECK: sll $3, $3, 2
; CHECK-NEXT: addu $2, $2, $3
; CHECK: li $3, 3
; CHECK-NEXT: bne $2, $3, 1f
define i32 @loop(ptr %arr, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i2, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %p = getelementptr i32, ptr %arr, i32 %i
  %v = load i32, ptr %p
  %acc2 = add i32 %acc, %v
  %i2 = add i32 %i, 1
  br label %head
done:
  switch i32 %acc, label %other [ i32 3, label %three ]
three:
  ret i32 33
other:
  ret i32 %acc
}
define i32 @local() {
  %a = alloca [4 x i32]
; CHECK-LABEL: local:
; CHECK: addiu $2, $30, -{{[0-9]+}}
; CHECK: mul $2, $2, $3
; CHECK: divu $0, $2, $3
; CHECK-NEXT: mflo $2
  %p = getelementptr [4 x i32], ptr %a, i32 0, i32 2
  store i32 7, ptr %p
  %v = load i32, ptr %p
  %m = mul i32 %v, 6
  %q = udiv i32 %m, 4
  ret i32 %q
}

; A narrow select result is stored at its width: the byte starts the big-endian slot.
; CHECK-LABEL: pick:
; CHECK: beqz $8, 1f
; CHECK-NEXT: lbu $2, [[A:-[0-9]+]]($30)
; CHECK-NEXT: sb $2, [[R:-[0-9]+]]($30)
; CHECK: # ret
; CHECK-NEXT: lb $2, [[R]]($30)
define i8 @pick(i1 %c, i8 %a, i8 %b) {
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
