; gvn propagates an equality a branch implies into the blocks only that edge reaches, and
; splits it through `and` (known true) and `or` (known false) only when the value is an i1:
; `(%c & 128) == 0` on the taken edge says nothing about %c, so the reload of %c's byte
; becomes %c (the same load) and the `or` stays. (A miscompile of SQLite's
; sqlite3GetVarint32 before the fix: the `or` folded away as if %c were 0.) CHECK lines from
; opt-22 -passes=gvn.
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s
; CHECK-LABEL: t:
; CHECK-NEXT: %x = load i8, ptr %p, align 1
; CHECK-NEXT: %y = zext i8 %x to i32
; CHECK-NEXT: %s = shl i32 %y, 7
; CHECK-NEXT: %r = or i32 %s, %c
; CHECK-NEXT: ret i32 %r
define i32 @f(ptr %p) {
  %a = getelementptr inbounds i8, ptr %p, i64 1
  %b = load i8, ptr %a, align 1
  %c = zext i8 %b to i32
  %d = and i32 %c, 128
  %e = icmp eq i32 %d, 0
  br i1 %e, label %t, label %f
t:
  %x = load i8, ptr %p, align 1
  %y = zext i8 %x to i32
  %s = shl i32 %y, 7
  %a2 = getelementptr inbounds i8, ptr %p, i64 1
  %b2 = load i8, ptr %a2, align 1
  %c2 = zext i8 %b2 to i32
  %r = or i32 %s, %c2
  ret i32 %r
f:
  ret i32 0
}
