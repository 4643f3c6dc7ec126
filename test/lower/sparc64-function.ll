; Whole functions on SPARC V9: a register window (`save`, `ret` with `restore` in its delay
; slot), slots below %fp+2047 (the stack bias), narrow values stored at their width (big-endian),
; the first six integer arguments in %i0..%i5 / %o0..%o5, float/double ones in %f(2k+1) / %d(2k)
; by position, the rest from %fp+2047+176 (8-byte slots), narrow arguments and results extended
; (zeroext/signext as written, sign-extension without either), srem through sdivx.
; RUN: atomir lower --target=sparc64-linux-gnu %s | FileCheck %s

; CHECK-LABEL: args:
; CHECK-NEXT: save %sp, -{{[0-9]+}}, %sp
; CHECK-NEXT: st %i0, [%fp+2039]
; CHECK-NEXT: stx %i1, [%fp+2031]
; CHECK-NEXT: st %f5, [%fp+2023]
; CHECK-NEXT: stb %i3, [%fp+2015]
; CHECK-NEXT: stx %i4, [%fp+2007]
; CHECK-NEXT: stx %i5, [%fp+1999]
; CHECK-NEXT: ldx [%fp+2223], %l7
; CHECK-NEXT: stx %l7, [%fp+1991]
; CHECK-NEXT: ldx [%fp+2231], %l7
; CHECK-NEXT: sth %l7, [%fp+1983]
; CHECK: ! %r = call
; CHECK-NEXT: sub %sp, 32, %sp
; CHECK-NEXT: ldsw [%fp+2039], %o0
; CHECK-NEXT: ldx [%fp+1967], %o1
; CHECK-NEXT: ldsb [%fp+2015], %o2
; CHECK: mov 3, %l0
; CHECK-NEXT: stx %l0, [%sp+2223]
; CHECK-NEXT: setx 4294967295, %g1, %l0
; CHECK-NEXT: stx %l0, [%sp+2231]
; CHECK: ldd [%fp+{{[0-9]+}}], %f16
; CHECK-NEXT: call callee
; CHECK-NEXT: nop
; CHECK-NEXT: add %sp, 32, %sp
; CHECK-NEXT: stx %o0,
; CHECK: ! ret
; CHECK-NEXT: ldx {{.*}}, %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
declare i64 @callee(i32, i64, i8 signext, i64, i64, i64, i64, i32 zeroext, double)
define i64 @args(i32 %a, i64 %b, float %f, i8 %d, i64 %e, i64 %g, i64 %h, i16 %k) {
  %s = sext i16 %k to i64
  %t = add i64 %b, %s
  %r = call i64 @callee(i32 %a, i64 %t, i8 signext %d, i64 %b, i64 1, i64 2, i64 3, i32 -1, double 1.0)
  ret i64 %r
}

; CHECK-LABEL: rem:
; CHECK: ldsw [%fp+2039], %l0
; CHECK-NEXT: ldsw [%fp+2031], %l1
; CHECK-NEXT: sdivx %l0, %l1, %l2
; CHECK-NEXT: mulx %l2, %l1, %l2
; CHECK-NEXT: sub %l0, %l2, %l0
; CHECK-NEXT: st %l0,
; CHECK: ldsw [%fp+2023], %i0
define i32 @rem(i32 %x, i32 %y) {
  %z = srem i32 %x, %y
  ret i32 %z
}

; CHECK-LABEL: narrow_zext:
; CHECK: lduh [%fp+2039], %i0
define zeroext i16 @narrow_zext(i16 %x) {
  ret i16 %x
}

; A narrow select result is stored at its width: the byte starts the big-endian slot.
; CHECK-LABEL: pick:
; CHECK: ldub [%fp+2031], %l0
; CHECK-NEXT: stb %l0, [%fp+[[R:[0-9]+]]]
; CHECK: ! ret
; CHECK-NEXT: ldsb [%fp+[[R]]], %i0
define i8 @pick(i1 %c, i8 %a, i8 %b) {
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
