; Whole functions on 32-bit ARM (hard-float AAPCS): r4-r12/lr pushed, r11 the frame pointer with
; slots below it; r0-r3 with i64 in an even/odd pair, then the stack (i64 8-aligned) from
; [r11, #40]; float/double arguments in s/d registers with back-filling; narrow results
; extended as zeroext/signext say; 64-bit arithmetic in register pairs, division through the
; AEABI helpers; a global's address PC-relative; calls with stack arguments.
; RUN: atomir lower --target=armv7-linux-gnueabihf %s | FileCheck %s
; RUN: atomir lower --target=armv7-linux-gnueabi %s | FileCheck %s --check-prefix=SOFT

; The soft-float ABI (-gnueabi): floats in core registers, no VFP-arguments attribute.
; SOFT-NOT: .eabi_attribute 28, 1
; SOFT-LABEL: fp:
; SOFT: str r0, [r11, #-8]
; SOFT-NEXT: str r2, [r11, #-16]
; SOFT-NEXT: str r3, [r11, #-12]
; SOFT-NEXT: ldr r12, [r11, #40]
; SOFT: @ ret
; SOFT-NEXT: ldr r0, [r11, #-16]
; SOFT-NEXT: ldr r1, [r11, #-12]
; SOFT-NEXT: mov sp, r11

; CHECK-LABEL: six:
; CHECK: push {r4, r5, r6, r7, r8, r9, r10, r11, r12, lr}
; CHECK-NEXT: mov r11, sp
; CHECK-NEXT: sub sp, sp, #{{[0-9]+}}
; CHECK-NEXT: str r0, [r11, #-8]
; CHECK-NEXT: str r2, [r11, #-16]
; CHECK-NEXT: str r3, [r11, #-12]
; CHECK-NEXT: ldr r12, [r11, #40]
; CHECK-NEXT: str r12, [r11, #-24]
; CHECK-NEXT: ldr r12, [r11, #48]
; CHECK-NEXT: str r12, [r11, #-32]
; CHECK-NEXT: ldr r12, [r11, #52]
; CHECK-NEXT: str r12, [r11, #-28]
; CHECK: adds r0, r0, r2
; CHECK-NEXT: adc r1, r1, r3
; CHECK: mov sp, r11
; CHECK-NEXT: pop {r4, r5, r6, r7, r8, r9, r10, r11, r12, pc}
define i64 @six(i32 %a, i64 %b, i32 %c, i64 %d) {
  %r = add i64 %b, %d
  ret i64 %r
}

; CHECK-LABEL: narrow:
; CHECK: @ ret
; CHECK-NEXT: ldrsh r0, [r11, #{{-[0-9]+}}]
define signext i16 @narrow(i16 %a) {
  %b = add i16 %a, 1
  ret i16 %b
}

; CHECK-LABEL: fp:
; CHECK: vmov r12, s0
; CHECK-NEXT: str r12, [r11, #-8]
; CHECK-NEXT: vmov r12, lr, d1
; CHECK-NEXT: str r12, [r11, #-16]
; CHECK-NEXT: str lr, [r11, #-12]
; CHECK-NEXT: vmov r12, s1
; CHECK: @ ret
; CHECK-NEXT: ldr r0, [r11, #-16]
; CHECK-NEXT: ldr r1, [r11, #-12]
; CHECK-NEXT: vmov d0, r0, r1
define double @fp(float %x, double %y, float %z) {
  ret double %y
}

; CHECK-LABEL: divide:
; CHECK: bl __aeabi_idiv
; CHECK: bl __aeabi_uldivmod
; CHECK-NEXT: mov r0, r2
; CHECK-NEXT: mov r1, r3
; CHECK: subs r12, r2, r0
; CHECK-NEXT: sbcs r12, r3, r1
; CHECK-NEXT: mov r0, #0
; CHECK-NEXT: movlt r0, #1
define i1 @divide(i32 %a, i32 %b, i64 %c, i64 %d) {
  %q = sdiv i32 %a, %b
  %r = urem i64 %c, %d
  %qq = sext i32 %q to i64
  %lt = icmp sgt i64 %qq, %r
  ret i1 %lt
}

@counter = global i32 7

; CHECK-LABEL: caller:
; CHECK: ldr r3, 8f
; CHECK-NEXT: 9:
; CHECK-NEXT: add r3, pc, r3
; CHECK-NEXT: b 7f
; CHECK-NEXT: 8:
; CHECK-NEXT: .word counter-(9b+8)
; CHECK: sub sp, sp, #16
; CHECK: str r12, [sp, #0]
; CHECK: str r12, [sp, #8]
; CHECK-NEXT: str lr, [sp, #12]
; CHECK: mvn r3, #0
; CHECK-NEXT: bl callee
; CHECK-NEXT: add sp, sp, #16
define i32 @caller(ptr %p) {
  %v = load i32, ptr @counter
  %r = call i32 @callee(i32 %v, i32 1, i32 2, i8 signext -1, i32 4, i64 5)
  ret i32 %r
}
declare i32 @callee(i32, i32, i32, i8 signext, i32, i64)


; A frame beyond the 12-bit (words) and 8-bit (halfwords) offsets: slots are reached through
; r10, which never holds a value while a slot is accessed.
; CHECK-LABEL: far:
; CHECK: @ ret
; CHECK-NEXT: mov r10, #{{[0-9]+}}
; CHECK: ldrsh r0, [r11, -r10]
define signext i16 @far(i16 %a) {
  %buf = alloca [1100 x i32]
  %b = add i16 %a, 1
  ret i16 %b
}

; CHECK: .section .note.GNU-stack,"",%progbits
