; loop-simplify as opt-22 does it (outputs compared byte for byte with opt-22 when written): a
; `.preheader` split off two outside predecessors (with a `.ph` phi) and placed after the one
; that falls into the loop, a `.loopexit` for an exit also reached from outside, a single
; `.backedge` with a `.be` phi for two latches, and a header phi left with one value removed.
; CHECK lines: atomir's output, checked identical to opt-22's when written (one CHECK-LABEL per
; function, CHECK-NEXT for its body).
; RUN: atomir opt -S -passes=loop-simplify %s | FileCheck %s
; CHECK-LABEL: define i32 @f(i32 %n, ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c0 = icmp sgt i32 %n, 0
; CHECK-NEXT:   br i1 %c0, label %loop.preheader, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: loop.preheader:                                   ; preds = %entry
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop.backedge, %loop.preheader
; CHECK-NEXT:   %i = phi i32 [ 0, %loop.preheader ], [ %i.be, %loop.backedge ]
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i1, %n
; CHECK-NEXT:   br i1 %c, label %loop.backedge, label %cont
; CHECK-EMPTY:
; CHECK-NEXT: loop.backedge:                                    ; preds = %loop, %cont
; CHECK-NEXT:   %i.be = phi i32 [ %i2, %cont ], [ %i1, %loop ]
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: cont:                                             ; preds = %loop
; CHECK-NEXT:   %i2 = add i32 %i1, 2
; CHECK-NEXT:   %d = icmp slt i32 %i2, 100
; CHECK-NEXT:   br i1 %d, label %loop.backedge, label %exit.loopexit
; CHECK-EMPTY:
; CHECK-NEXT: exit.loopexit:                                    ; preds = %cont
; CHECK-NEXT:   br label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %exit.loopexit, %entry
; CHECK-NEXT:   %r = phi i32 [ 0, %entry ], [ %i2, %exit.loopexit ]
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @two_entries(i1 %c, i32 %a, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %left, label %right
; CHECK-EMPTY:
; CHECK-NEXT: left:                                             ; preds = %entry
; CHECK-NEXT:   br label %loop.preheader
; CHECK-EMPTY:
; CHECK-NEXT: right:                                            ; preds = %entry
; CHECK-NEXT:   %b = add i32 %a, 1
; CHECK-NEXT:   br label %loop.preheader
; CHECK-EMPTY:
; CHECK-NEXT: loop.preheader:                                   ; preds = %left, %right
; CHECK-NEXT:   %i.ph = phi i32 [ %b, %right ], [ %a, %left ]
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop.preheader, %loop
; CHECK-NEXT:   %i = phi i32 [ %i.next, %loop ], [ %i.ph, %loop.preheader ]
; CHECK-NEXT:   %i.next = add i32 %i, 7
; CHECK-NEXT:   %d = icmp slt i32 %i.next, %n
; CHECK-NEXT:   br i1 %d, label %loop, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret i32 %i.next
; CHECK-NEXT: }
define i32 @f(i32 %n, ptr %p) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ], [ %i2, %cont ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %cont
cont:
  %i2 = add i32 %i1, 2
  %d = icmp slt i32 %i2, 100
  br i1 %d, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %i2, %cont ]
  ret i32 %r
}

define i32 @two_entries(i1 %c, i32 %a, i32 %n) {
entry:
  br i1 %c, label %left, label %right
left:
  br label %loop
right:
  %b = add i32 %a, 1
  br label %loop
loop:
  %i = phi i32 [ %a, %left ], [ %b, %right ], [ %i.next, %loop ]
  %k = phi i32 [ 7, %left ], [ 7, %right ], [ %k, %loop ]
  %i.next = add i32 %i, %k
  %d = icmp slt i32 %i.next, %n
  br i1 %d, label %loop, label %exit
exit:
  ret i32 %i.next
}

