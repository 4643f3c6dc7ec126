; Whole functions on ARMv6-M (Thumb-1, soft-float AAPCS): r3-r7/lr pushed (six words, sp stays
; 8-aligned), r7 the frame base at the frame's lowest address with slots above it; r0-r3 with
; i64 in an even/odd pair, then the stack (i64 8-aligned) above the pushed words; constants
; from 8-bit immediates and shifts; comparisons and select by branches (no conditional
; execution); 64-bit add with adds/adcs and compares through subs/sbcs; division through the
; AEABI helpers; a global's address in a word the code branches over; stack arguments stored
; sp-relative; narrow signext results re-extended.
; RUN: atomir lower --target=thumbv6m-none-eabi %s | FileCheck %s

; CHECK-LABEL: six:
; CHECK: push {r3, r4, r5, r6, r7, lr}
; CHECK-NEXT: sub sp, #80
; CHECK-NEXT: mov r7, sp
; CHECK-NEXT: str r0, [r7, #72]
; CHECK-NEXT: str r2, [r7, #64]
; CHECK-NEXT: str r3, [r7, #68]
; CHECK-NEXT: ldr r4, [r7, #104]
; CHECK-NEXT: str r4, [r7, #56]
; CHECK-NEXT: ldr r4, [r7, #112]
; CHECK-NEXT: str r4, [r7, #48]
; CHECK-NEXT: ldr r4, [r7, #116]
; CHECK-NEXT: str r4, [r7, #52]
; CHECK: asrs r1, r0, #31
; CHECK: adds r0, r0, r2
; CHECK-NEXT: adcs r1, r3
; CHECK: @ ret
; CHECK-NEXT: ldr r0, [r7, #24]
; CHECK-NEXT: ldr r1, [r7, #28]
; CHECK-NEXT: mov sp, r7
; CHECK-NEXT: add sp, #80
; CHECK-NEXT: pop {r3, r4, r5, r6, r7, pc}
define i64 @six(i32 %a, i64 %b, i32 %c, i64 %d) {
  %s = sext i32 %c to i64
  %t = add i64 %b, %d
  %u = add i64 %t, %s
  ret i64 %u
}

; sdiv on sign-extended operands (ldrsb has only the register-offset form: r6 holds the
; offset), the result sign-extended for the signext return.
; CHECK-LABEL: narrow:
; CHECK: movs r6, #40
; CHECK-NEXT: ldrsb r0, [r7, r6]
; CHECK-NEXT: movs r6, #32
; CHECK-NEXT: ldrsb r1, [r7, r6]
; CHECK-NEXT: bl __aeabi_idiv
; CHECK: @ ret
; CHECK-NEXT: movs r6, #24
; CHECK-NEXT: ldrsb r0, [r7, r6]
define signext i8 @narrow(i8 %x, i8 %y) {
  %q = sdiv i8 %x, %y
  ret i8 %q
}

; CHECK-LABEL: cmp_select:
; CHECK: subs r4, r0, r2
; CHECK-NEXT: mov r4, r1
; CHECK-NEXT: sbcs r4, r3
; CHECK-NEXT: blt 1f
; CHECK-NEXT: movs r0, #0
; CHECK-NEXT: b 2f
; CHECK-NEXT: 1:
; CHECK-NEXT: movs r0, #1
; CHECK-NEXT: 2:
; CHECK: lsls r0, r0, #31
; CHECK-NEXT: bne 3f
; CHECK-NEXT: bl 1f
; CHECK-NEXT: 3:
; CHECK: bl 2f
; CHECK-NEXT: 1:
; CHECK-NEXT: movs r0, #18
; CHECK-NEXT: lsls r0, r0, #8
; CHECK-NEXT: adds r0, #52
; CHECK-NEXT: lsls r0, r0, #8
; CHECK-NEXT: adds r0, #86
; CHECK-NEXT: lsls r0, r0, #8
; CHECK-NEXT: adds r0, #120
define i32 @cmp_select(i64 %a, i64 %b, i32 %x) {
  %lt = icmp slt i64 %a, %b
  %big = select i1 %lt, i32 %x, i32 305419896
  ret i32 %big
}

; Branches: bit 0 tested by a shift, a short conditional skip and far jumps (bl: lr is saved,
; and b reaches only 2 KiB); switch cases compare and skip.
; CHECK-LABEL: loop:
; CHECK: lsls r0, r0, #31
; CHECK-NEXT: beq 1f
; CHECK-NEXT: bl .LBB3_2
; CHECK-NEXT: 1:
; CHECK-NEXT: bl .Ledge3_
; CHECK: movs r1, #3
; CHECK-NEXT: cmp r0, r1
; CHECK-NEXT: bne 1f
; CHECK-NEXT: bl .LBB3_3
; CHECK: .LBB3_3:
; CHECK-NEXT: @ ret
; CHECK-NEXT: movs r0, #0
; CHECK-NEXT: mvns r0, r0
define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %head ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %head ]
  %acc2 = add i32 %acc, %i
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %head
exit:
  switch i32 %acc2, label %other [ i32 3, label %three ]
three:
  ret i32 -1
other:
  ret i32 %acc2
}

@counter = global i32 7, align 4
declare i32 @callee(i32, i64, i32, i32)

; CHECK-LABEL: calls:
; CHECK: @ %slot = alloca
; CHECK-NEXT: movs r0, #64
; CHECK-NEXT: add r0, r7
; CHECK: muls r1, r2, r1
; CHECK-NEXT: adds r0, r0, r1
; CHECK: ldr r3, 8f
; CHECK-NEXT: b 7f
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: 8:
; CHECK-NEXT: .word counter
; CHECK-NEXT: 7:
; CHECK: sub sp, #8
; CHECK-NEXT: movs r4, #3
; CHECK-NEXT: str r4, [sp, #0]
; CHECK-NEXT: movs r4, #4
; CHECK-NEXT: str r4, [sp, #4]
; CHECK-NEXT: ldr r0, [r7, #48]
; CHECK-NEXT: movs r2, #0
; CHECK-NEXT: movs r3, #1
; CHECK-NEXT: lsls r3, r3, #8
; CHECK-NEXT: bl callee
; CHECK-NEXT: add sp, #8
; CHECK: muls r0, r1, r0
define i32 @calls(ptr %p, i32 %i) {
  %slot = alloca [4 x i32], align 4
  %e = getelementptr [4 x i32], ptr %slot, i32 0, i32 %i
  store i32 5, ptr %e, align 4
  %g = load i32, ptr @counter, align 4
  %r = call i32 @callee(i32 %g, i64 1099511627776, i32 3, i32 4)
  %v = load i32, ptr %e, align 4
  %w = mul i32 %r, %v
  ret i32 %w
}
