; print<loops>: nested loops with exiting latches, an irreducible cycle (no loop), an infinite loop.
; RUN: atomir opt -passes='print<loops>' -disable-output %s 2>&1 | FileCheck %s
; CHECK-LABEL: Loop info for function 'nest':
; CHECK-NEXT: Loop at depth 1 containing: %outer<header>,%inner,%olatch<latch><exiting>
; CHECK-NEXT:     Loop at depth 2 containing: %inner<header><latch><exiting>
; CHECK-LABEL: Loop info for function 'inf':
; CHECK-NEXT: Loop at depth 1 containing: %a<header>,%a2<latch>
; CHECK-LABEL: Loop info for function 'multi':
; CHECK-LABEL: Loop info for function 'irr':
; CHECK-LABEL: Loop info for function 'allinf':
; CHECK-NEXT: Loop at depth 1 containing: %l<header><latch>

define void @nest(ptr %p, i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [0, %entry], [%i1, %olatch]
  br label %inner
inner:
  %j = phi i32 [0, %outer], [%j1, %inner]
  %j1 = add i32 %j, 1
  %c = icmp slt i32 %j1, %n
  br i1 %c, label %inner, label %olatch
olatch:
  %i1 = add i32 %i, 1
  %c2 = icmp slt i32 %i1, %n
  br i1 %c2, label %outer, label %exit2
exit2:
  br i1 %c2, label %x, label %1
x:
  ret void
1:
  br label %x
}

define void @inf(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %a2
a2:
  br label %a
b:
  ret void
}

define void @multi(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret void
b:
  unreachable
dead:
  br label %a
}

define void @irr(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br i1 %c, label %b, label %e
b:
  br label %a
e:
  ret void
}

define void @allinf() {
entry:
  br label %l
l:
  br label %l
}
