; simplifycfg, atomir's documented subset: constant branches and switches folded, a branch with two
; equal destinations made unconditional, unreachable blocks deleted, trivial phis replaced, a block
; merged into its only predecessor, a forwarding block bypassed when the destination's phis agree;
; loops kept. opt-22 gives the same result on every function here but @forwarding and
; @forwarding_conflict, where it also speculates the phi into a `select` (not in the subset).
; RUN: atomir opt -S -passes=simplifycfg %s | FileCheck %s
; CHECK-LABEL: define i32 @const_branch(i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 1
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @const_switch(i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 20
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @same_targets(i1 %c, i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 %a
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @unreachable_block(i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 %a
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @chain(i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = add i32 %a, 1
; CHECK-NEXT:   %y = mul i32 %x, 2
; CHECK-NEXT:   ret i32 %y
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @forwarding(i1 %c, i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %join, label %other
; CHECK-EMPTY:
; CHECK-NEXT: other:                                            ; preds = %entry
; CHECK-NEXT:   %o = add i32 %a, 5
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %entry, %other
; CHECK-NEXT:   %r = phi i32 [ %o, %other ], [ 0, %entry ]
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @forwarding_conflict(i1 %c, i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %fwd, label %join
; CHECK-EMPTY:
; CHECK-NEXT: fwd:                                              ; preds = %entry
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %fwd, %entry
; CHECK-NEXT:   %r = phi i32 [ 0, %fwd ], [ %a, %entry ]
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @loop_kept(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i1, %n
; CHECK-NEXT:   br i1 %c, label %loop, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret i32 %i1
; CHECK-NEXT: }

define i32 @const_branch(i32 %a) {
entry:
  br i1 true, label %yes, label %no
yes:
  br label %join
no:
  br label %join
join:
  %r = phi i32 [ 1, %yes ], [ 2, %no ]
  ret i32 %r
}

define i32 @const_switch(i32 %a) {
entry:
  switch i32 2, label %d [ i32 1, label %one
                           i32 2, label %two ]
one:
  ret i32 10
two:
  ret i32 20
d:
  ret i32 0
}

define i32 @same_targets(i1 %c, i32 %a) {
entry:
  br i1 %c, label %next, label %next
next:
  %p = phi i32 [ %a, %entry ], [ %a, %entry ]
  ret i32 %p
}

define i32 @unreachable_block(i32 %a) {
entry:
  ret i32 %a
dead:
  %x = add i32 %a, 1
  br label %dead2
dead2:
  ret i32 %x
}

define i32 @chain(i32 %a) {
entry:
  %x = add i32 %a, 1
  br label %b1
b1:
  %y = mul i32 %x, 2
  br label %b2
b2:
  ret i32 %y
}

define i32 @forwarding(i1 %c, i32 %a) {
entry:
  br i1 %c, label %fwd, label %other
fwd:
  br label %join
other:
  %o = add i32 %a, 5
  br label %join
join:
  %r = phi i32 [ 0, %fwd ], [ %o, %other ]
  ret i32 %r
}

define i32 @forwarding_conflict(i1 %c, i32 %a) {
entry:
  br i1 %c, label %fwd, label %join
fwd:
  br label %join
join:
  %r = phi i32 [ 0, %fwd ], [ %a, %entry ]
  ret i32 %r
}

define i32 @loop_kept(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i1
}
