; PowerPC 32 (powerpc-linux-gnu, SysV): whole functions. The frame (LR in the caller's save
; word at 4(r1), r31 the entry stack pointer, no store below the stack pointer), arguments in
; r3..r10 with each i64 in an odd-even pair and the rest from 8(r31) once the registers are
; used up, 64-bit arithmetic in register pairs (carry instructions, libgcc for division and
; shifts), 64-bit compares on the high words then the low words, globals by @ha/@l, calls
; with the stack words in a new frame and CR bit 6 cleared. The values these functions compute
; were checked against a C caller under qemu-ppc when this golden was written.
; RUN: atomir lower --target=powerpc-linux-gnu %s | FileCheck %s

; CHECK: .data
; CHECK: counter:
; CHECK-NEXT: .long 7
@counter = global i32 7, align 4
; CHECK: table:
; CHECK-NEXT: .short 1
@table = global [4 x i16] [i16 1, i16 2, i16 3, i16 4], align 2

; CHECK-LABEL: mix:
; CHECK-NEXT: mflr 0
; CHECK-NEXT: stw 0, 4(1)
; CHECK-NEXT: mr 11, 1
; CHECK-NEXT: stwu 1, -{{[0-9]+}}(1)
; CHECK-NEXT: stw 31, -4(11)
; CHECK-NEXT: mr 31, 11
; CHECK-NEXT: stw 3, -16(31)
; CHECK-NEXT: stw 5, -24(31)
; CHECK-NEXT: stw 6, -20(31)
; CHECK-NEXT: stb 7, -32(31)
; CHECK-NEXT: stw 9, -40(31)
; CHECK-NEXT: stw 10, -36(31)
; CHECK-NEXT: lwz 12, 8(31)
; CHECK-NEXT: stw 12, -48(31)
; CHECK-NEXT: lwz 12, 16(31)
; CHECK-NEXT: stw 12, -56(31)
; CHECK-NEXT: lwz 12, 20(31)
; CHECK-NEXT: stw 12, -52(31)
; CHECK-NEXT: lwz 12, 24(31)
; CHECK-NEXT: sth 12, -64(31)
; CHECK-NEXT: lwz 12, 28(31)
; CHECK-NEXT: stw 12, -72(31)
; CHECK: # %a64 = sext
; CHECK-NEXT: lwz 4, -16(31)
; CHECK-NEXT: srawi 3, 4, 31
; CHECK: # %s1 = add
; CHECK: addc 4, 4, 6
; CHECK-NEXT: adde 3, 3, 5
; CHECK: # %s2 = mul
; CHECK: mulhwu 0, 4, 6
; CHECK-NEXT: mullw 11, 4, 5
; CHECK-NEXT: add 0, 0, 11
; CHECK-NEXT: mullw 11, 3, 6
; CHECK-NEXT: add 0, 0, 11
; CHECK-NEXT: mullw 4, 4, 6
; CHECK-NEXT: mr 3, 0
; CHECK: # %s3 = sub
; CHECK: subfc 4, 6, 4
; CHECK-NEXT: subfe 3, 5, 3
; CHECK: # ret
; CHECK-NEXT: lwz 3, [[HI:-[0-9]+]](31)
; CHECK-NEXT: lwz 4, {{-[0-9]+}}(31)
; CHECK-NEXT: lwz 0, 4(31)
; CHECK-NEXT: mtlr 0
; CHECK-NEXT: mr 11, 31
; CHECK-NEXT: lwz 31, -4(11)
; CHECK-NEXT: mr 1, 11
; CHECK-NEXT: blr
define i64 @mix(i32 %a, i64 %b, i8 signext %c, i64 %d, i32 %e, i64 %f, i16 zeroext %g, i32 %h) {
  %a64 = sext i32 %a to i64
  %c64 = sext i8 %c to i64
  %g64 = zext i16 %g to i64
  %h64 = zext i32 %h to i64
  %s1 = add i64 %a64, %b
  %s2 = mul i64 %s1, %c64
  %s3 = sub i64 %s2, %d
  %e64 = sext i32 %e to i64
  %s4 = xor i64 %s3, %e64
  %s5 = add i64 %s4, %f
  %s6 = add i64 %s5, %g64
  %s7 = add i64 %s6, %h64
  ret i64 %s7
}

; CHECK-LABEL: divs:
; CHECK: bl __divdi3
; CHECK: bl __umoddi3
; CHECK: li 5, 3
; CHECK-NEXT: bl __ashldi3
; CHECK: bl __lshrdi3
define i64 @divs(i64 %a, i64 %b) {
  %q = sdiv i64 %a, %b
  %r = urem i64 %a, %b
  %s = shl i64 %q, 3
  %t = lshr i64 %r, 1
  %u = add i64 %s, %t
  ret i64 %u
}

; Without signext/zeroext a narrow result is zero-extended to 32 bits.
; CHECK-LABEL: neg8:
; CHECK: subf 3, 4, 3
; CHECK-NEXT: stb 3, [[R:-[0-9]+]](31)
; CHECK-NEXT: # ret
; CHECK-NEXT: lbz 3, [[R]](31)
define i8 @neg8(i8 %x) {
  %r = sub i8 0, %x
  ret i8 %r
}

; CHECK-LABEL: cmp64:
; CHECK: cmpw 0, 3, 5
; CHECK-NEXT: bne 0, 2f
; CHECK-NEXT: cmplw 0, 4, 6
; CHECK-NEXT: 2:
; CHECK-NEXT: li 3, 1
; CHECK-NEXT: blt 0, 1f
; CHECK-NEXT: li 3, 0
; CHECK: cmplw 0, 3, 5
; CHECK-NEXT: bne 0, 2f
define i32 @cmp64(i64 %a, i64 %b) {
  %lt = icmp slt i64 %a, %b
  %ult = icmp ult i64 %a, %b
  %x = zext i1 %lt to i32
  %y = zext i1 %ult to i32
  %y2 = shl i32 %y, 1
  %z = or i32 %x, %y2
  ret i32 %z
}

; CHECK-LABEL: sum_table:
; CHECK: lis 3, table@ha
; CHECK-NEXT: addi 3, 3, table@l
; CHECK: slwi 4, 4, 1
; CHECK: lhz 3, 0(4)
; CHECK: lis 4, counter@ha
; CHECK-NEXT: addi 4, 4, counter@l
define i32 @sum_table(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %p = getelementptr [4 x i16], ptr @table, i32 0, i32 %i
  %v = load i16, ptr %p, align 2
  %v32 = zext i16 %v to i32
  %acc1 = add i32 %acc, %v32
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  %c = load i32, ptr @counter, align 4
  %r = add i32 %acc1, %c
  ret i32 %r
}

; CHECK-LABEL: pick:
; CHECK: li 4, 1
; CHECK-NEXT: cmpw 0, 3, 4
; CHECK: lis 4, 1
; CHECK-NEXT: ori 4, 4, 4464
; CHECK-NEXT: cmpw 0, 3, 4
define i32 @pick(i32 %k) {
  switch i32 %k, label %other [ i32 1, label %one
                                i32 70000, label %big ]
one:
  ret i32 10
big:
  ret i32 20
other:
  %buf = alloca [3 x i32], align 4
  %q = getelementptr [3 x i32], ptr %buf, i32 0, i32 2
  store i32 %k, ptr %q, align 4
  %w = load i32, ptr %q, align 4
  %sel = select i1 true, i32 %w, i32 0
  ret i32 %sel
}

declare i64 @callback(i64, i32, double)

; The double goes in f1 through the scratch area; the i64 in r3:r4, the i32 in r5. The second
; call has five stack words (e, f 8-aligned, g, h) in a 32-byte frame above its header.
; CHECK-LABEL: calls:
; CHECK: lfd 1, {{-[0-9]+}}(31)
; CHECK: lwz 3, {{-[0-9]+}}(31)
; CHECK-NEXT: lwz 4, {{-[0-9]+}}(31)
; CHECK-NEXT: li 5, 5
; CHECK-NEXT: creqv 6, 6, 6
; CHECK-NEXT: bl callback
; CHECK: stwu 1, -32(1)
; CHECK-NEXT: li 12, 4
; CHECK-NEXT: stw 12, 8(1)
; CHECK-NEXT: li 0, 0
; CHECK-NEXT: li 12, 5
; CHECK-NEXT: stw 0, 16(1)
; CHECK-NEXT: stw 12, 20(1)
; CHECK: crxor 6, 6, 6
; CHECK-NEXT: bl mix
; CHECK-NEXT: addi 1, 1, 32
define i64 @calls(i64 %x) {
  %r = call i64 @callback(i64 %x, i32 5, double 2.5)
  %r2 = call i64 @mix(i32 -1, i64 %r, i8 signext -2, i64 3, i32 4, i64 5, i16 zeroext 65535, i32 -1)
  ret i64 %r2
}
