; lcssa as opt-22 does it (outputs compared byte for byte with opt-22 when written): a value
; used after the loop gets a `.lcssa` phi in each exit it dominates, a use in a phi counts in its
; incoming block, a use after two exits meet goes through a phi of the two `.lcssa` phis, and
; values of an inner loop used in the outer loop get phis in the inner loop's exit.
; CHECK lines: atomir's output, checked identical to opt-22's when written (one CHECK-LABEL per
; function, CHECK-NEXT for its body).
; RUN: atomir opt -S -passes=lcssa %s | FileCheck %s
; CHECK-LABEL: define i32 @one_exit(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %sq = mul i32 %i, %i
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %loop, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %sq.lcssa = phi i32 [ %sq, %loop ]
; CHECK-NEXT:   %i.next.lcssa = phi i32 [ %i.next, %loop ]
; CHECK-NEXT:   %r = add i32 %sq.lcssa, %i.next.lcssa
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @two_exits(i32 %n, i1 %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %latch, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   br i1 %b, label %e1, label %latch
; CHECK-EMPTY:
; CHECK-NEXT: latch:                                            ; preds = %loop
; CHECK-NEXT:   %c = icmp slt i32 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %loop, label %e2
; CHECK-EMPTY:
; CHECK-NEXT: e1:                                               ; preds = %loop
; CHECK-NEXT:   %i.next.lcssa = phi i32 [ %i.next, %loop ]
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: e2:                                               ; preds = %latch
; CHECK-NEXT:   %i.next.lcssa1 = phi i32 [ %i.next, %latch ]
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %e2, %e1
; CHECK-NEXT:   %i.next2 = phi i32 [ %i.next.lcssa1, %e2 ], [ %i.next.lcssa, %e1 ]
; CHECK-NEXT:   %r = mul i32 %i.next2, 2
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @phi_use(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %loop, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %p = phi i32 [ %i.next, %loop ]
; CHECK-NEXT:   ret i32 %p
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @nest(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %outer
; CHECK-EMPTY:
; CHECK-NEXT: outer:                                            ; preds = %olatch, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %olatch ]
; CHECK-NEXT:   br label %inner
; CHECK-EMPTY:
; CHECK-NEXT: inner:                                            ; preds = %inner, %outer
; CHECK-NEXT:   %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
; CHECK-NEXT:   %j.next = add i32 %j, %i
; CHECK-NEXT:   %jc = icmp slt i32 %j.next, %n
; CHECK-NEXT:   br i1 %jc, label %inner, label %olatch
; CHECK-EMPTY:
; CHECK-NEXT: olatch:                                           ; preds = %inner
; CHECK-NEXT:   %j.next.lcssa = phi i32 [ %j.next, %inner ]
; CHECK-NEXT:   %i.next = add i32 %i, %j.next.lcssa
; CHECK-NEXT:   %ic = icmp slt i32 %i.next, %n
; CHECK-NEXT:   br i1 %ic, label %outer, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %olatch
; CHECK-NEXT:   %j.next.lcssa.lcssa = phi i32 [ %j.next.lcssa, %olatch ]
; CHECK-NEXT:   ret i32 %j.next.lcssa.lcssa
; CHECK-NEXT: }
define i32 @one_exit(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sq = mul i32 %i, %i
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = add i32 %sq, %i.next
  ret i32 %r
}

define i32 @two_exits(i32 %n, i1 %b) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %i.next = add i32 %i, 1
  br i1 %b, label %e1, label %latch
latch:
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %e2
e1:
  br label %join
e2:
  br label %join
join:
  %r = mul i32 %i.next, 2
  ret i32 %r
}

define i32 @phi_use(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %p = phi i32 [ %i.next, %loop ]
  ret i32 %p
}

define i32 @nest(i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %olatch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %j.next = add i32 %j, %i
  %jc = icmp slt i32 %j.next, %n
  br i1 %jc, label %inner, label %olatch
olatch:
  %i.next = add i32 %i, %j.next
  %ic = icmp slt i32 %i.next, %n
  br i1 %ic, label %outer, label %exit
exit:
  ret i32 %j.next
}

