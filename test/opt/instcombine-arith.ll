; instcombine: constant folding, algebraic identities and the rewrites opt-22 makes
; (sub/add of a constant, mul by a power of two or -1, x+x, double negation, sign-mask add/sub,
; select on a constant); @negative keeps what opt-22 keeps too.
; CHECK lines from opt-22 (atomir prints the same).
; RUN: atomir opt -S -passes='instcombine' %s | FileCheck %s
; CHECK-LABEL: define void @identities(i32 %x, i32 %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void (...) @use(i32 %x, i32 0, i32 %x, i32 %x, i32 %x, i32 %x, i32 5)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @rewrites(i32 %x, i32 %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a1 = add i32 %x, 5
; CHECK-NEXT:   %a2 = add nsw i32 %x, -7
; CHECK-NEXT:   %a3 = shl nuw i32 %x, 3
; CHECK-NEXT:   %a4 = sub nsw i32 0, %x
; CHECK-NEXT:   %a5 = shl nuw nsw i32 %x, 1
; CHECK-NEXT:   %a7 = xor i32 %x, -2147483648
; CHECK-NEXT:   call void (...) @use(i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %y, i32 %a7)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @negative(i32 %x, i32 %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = mul i32 %x, 6
; CHECK-NEXT:   %b = sub i32 %x, %y
; CHECK-NEXT:   %c = add i32 %a, %b
; CHECK-NEXT:   %d = udiv i32 %c, %y
; CHECK-NEXT:   ret i32 %d
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @select_const(i32 %x, i32 %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %r = add i32 %x, %y
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }

declare void @use(...)

define void @identities(i32 %x, i32 %y) {
entry:
  %a = add i32 %x, 0
  %b = mul i32 %a, 1
  %c = sub i32 %x, %x
  %d = and i32 %x, %x
  %e = or i32 %x, 0
  %n = xor i32 %x, -1
  %nn = xor i32 %n, -1
  %s = shl i32 %x, 0
  %f = add i32 2, 3
  call void (...) @use(i32 %b, i32 %c, i32 %d, i32 %e, i32 %nn, i32 %s, i32 %f)
  ret void
}

define void @rewrites(i32 %x, i32 %y) {
entry:
  %a1 = add i32 5, %x
  %a2 = sub nsw i32 %x, 7
  %a3 = mul nuw i32 %x, 8
  %a4 = mul nsw i32 %x, -1
  %a5 = add nuw nsw i32 %x, %x
  %neg = sub i32 0, %y
  %a6 = sub i32 0, %neg
  %a7 = sub i32 %x, -2147483648
  call void (...) @use(i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define i32 @negative(i32 %x, i32 %y) {
entry:
  %a = mul i32 %x, 6
  %b = sub i32 %x, %y
  %c = add i32 %a, %b
  %d = udiv i32 %c, %y
  ret i32 %d
}

define i32 @select_const(i32 %x, i32 %y) {
entry:
  %s = select i1 true, i32 %x, i32 %y
  %t = select i1 false, i32 %x, i32 %y
  %r = add i32 %s, %t
  ret i32 %r
}
