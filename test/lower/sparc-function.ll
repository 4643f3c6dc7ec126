; Whole functions on SPARC V8 (sparc-linux-gnu): a register window (`save`, `ret` with
; `restore` in its delay slot), no stack bias, slots below %fp, every argument in 32-bit words
; (%i0..%i5, then %fp+92 upwards; i64 and double as two words, high first, split between %i5
; and the stack when they fall there), narrow arguments stored at their width (big-endian),
; 64-bit add/sub with the carry (addcc/addx), 64-bit comparisons on the high then the low
; words, 32-bit division with %y set first, 64-bit division through libgcc, double results in
; %f0:%f1.
; RUN: atomir lower --target=sparc-linux-gnu %s | FileCheck %s

; CHECK-LABEL: args:
; CHECK-NEXT: save %sp, -{{[0-9]+}}, %sp
; CHECK-NEXT: st %i0, [%fp-8]
; CHECK-NEXT: st %i1, [%fp-16]
; CHECK-NEXT: st %i2, [%fp-12]
; CHECK-NEXT: st %i3, [%fp-24]
; CHECK-NEXT: st %i4, [%fp-20]
; CHECK-NEXT: stb %i5, [%fp-32]
; CHECK-NEXT: ld [%fp+92], %l4
; CHECK-NEXT: st %l4, [%fp-40]
; CHECK-NEXT: ld [%fp+96], %l4
; CHECK-NEXT: st %l4, [%fp-36]
; CHECK-NEXT: ld [%fp+100], %l4
; CHECK-NEXT: sth %l4, [%fp-48]
; CHECK: addcc %l1, %l3, %l1
; CHECK-NEXT: addx %l0, %l2, %l0
; CHECK: umul %l1, %l3, %l4
; CHECK-NEXT: rd %y, %l5
; CHECK: subcc %l1, %l3, %l1
; CHECK-NEXT: subx %l0, %l2, %l0
; CHECK: ld [%fp-{{[0-9]+}}], %i0
; CHECK-NEXT: ld [%fp-{{[0-9]+}}], %i1
; CHECK-NEXT: ret
; CHECK-NEXT: restore

; CHECK-LABEL: divs:
; CHECK: sra %l0, 31, %l4
; CHECK-NEXT: wr %l4, %g0, %y
; CHECK-NEXT: nop
; CHECK-NEXT: nop
; CHECK-NEXT: nop
; CHECK-NEXT: sdiv %l0, %l1, %l0
; CHECK: wr %g0, %g0, %y
; CHECK: udiv %l0, %l1, %l4
; CHECK-NEXT: smul %l4, %l1, %l4
; CHECK-NEXT: sub %l0, %l4, %l0

; CHECK-LABEL: div64:
; CHECK: call __divdi3
; CHECK: call __ashldi3

; CHECK-LABEL: slt64:
; CHECK: cmp %l0, %l2
; CHECK-NEXT: bne 2f
; CHECK-NEXT: nop
; CHECK-NEXT: cmp %l1, %l3
; CHECK-NEXT: blu 3f
; CHECK-NEXT: mov 1, %l4
; CHECK-NEXT: ba 3f
; CHECK-NEXT: mov 0, %l4
; CHECK-NEXT: 2:
; CHECK-NEXT: bl 3f
; CHECK-NEXT: mov 1, %l4
; CHECK-NEXT: mov 0, %l4
; CHECK-NEXT: 3:

; CHECK-LABEL: ugt64:
; CHECK: bgu 3f
; CHECK: bgu 3f

; Narrow results are sign-extended by the callee without an attribute.
; CHECK-LABEL: smax8:
; CHECK: ldsb [%fp-{{[0-9]+}}], %i0

; The seventh argument word and the i64's low half go to the stack area above %sp+92.
; CHECK-LABEL: caller:
; CHECK: sub %sp, 8, %sp
; CHECK-NEXT: mov 1, %o0
; CHECK-NEXT: mov 2, %o1
; CHECK-NEXT: mov 3, %o2
; CHECK-NEXT: mov 4, %o3
; CHECK-NEXT: ld [%fp-{{[0-9]+}}], %o4
; CHECK-NEXT: mov 1, %l4
; CHECK-NEXT: mov 0, %l5
; CHECK-NEXT: mov %l4, %o5
; CHECK-NEXT: st %l5, [%sp+92]
; CHECK-NEXT: mov 7, %l4
; CHECK-NEXT: st %l4, [%sp+96]
; CHECK-NEXT: call callee
; CHECK-NEXT: nop
; CHECK-NEXT: add %sp, 8, %sp
; CHECK-NEXT: st %o0, [%fp-[[V:[0-9]+]]]
; CHECK-NEXT: st %o1, [%fp-{{[0-9]+}}]

; CHECK-LABEL: dret:
; CHECK: ld [%fp-{{[0-9]+}}], %f0
; CHECK-NEXT: ld [%fp-{{[0-9]+}}], %f1
; CHECK-NEXT: ret

define i64 @args(i32 %a, i64 %b, double %c, i8 signext %d, i64 %e, i16 %f) {
  %cb = bitcast double %c to i64
  %x = add i64 %b, %cb
  %y = mul i64 %x, %e
  %d64 = sext i8 %d to i64
  %f64 = zext i16 %f to i64
  %z = sub i64 %y, %d64
  %w = add i64 %z, %f64
  %a64 = sext i32 %a to i64
  %r = xor i64 %w, %a64
  ret i64 %r
}
define i32 @divs(i32 %a, i32 %b) {
  %q = sdiv i32 %a, %b
  %r = urem i32 %a, %b
  %s = add i32 %q, %r
  ret i32 %s
}
define i64 @div64(i64 %a, i64 %b) {
  %q = sdiv i64 %a, %b
  %s = shl i64 %q, 3
  ret i64 %s
}
define i1 @slt64(i64 %a, i64 %b) {
  %c = icmp slt i64 %a, %b
  ret i1 %c
}
define i1 @ugt64(i64 %a, i64 %b) {
  %c = icmp ugt i64 %a, %b
  ret i1 %c
}
define i8 @smax8(i8 %a, i8 %b) {
  %c = icmp sgt i8 %a, %b
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
declare i64 @callee(i32, i32, i32, i32, i32, i64, i32)
define i64 @caller(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %v = call i64 @callee(i32 1, i32 2, i32 3, i32 4, i32 %i, i64 4294967296, i32 7)
  %acc2 = add i64 %acc, %v
  %n = add i32 %i, 1
  %done = icmp eq i32 %n, %k
  br i1 %done, label %out, label %loop
out:
  ret i64 %acc2
}
define double @dret(double %x) {
  ret double %x
}
