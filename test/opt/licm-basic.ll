; licm as opt-22 runs it (outputs compared byte for byte with opt-22 -passes=licm when written):
; invariant arithmetic hoisted from the header and from a conditional block when it cannot
; trap (sdiv by 7 yes, by a variable no), dead code in the loop erased, a load of a local hoisted
; and the locals promoted (`.promoted` loads, phis, `.lcssa` phis and stores in the exit), a load
; before an unknown call kept, promotion in a nest (the inner loop's, then the outer's), and a
; loop with two exits (a store in each, the exits split by loop-simplify), and a value used only
; after the loop sunk into the exit (`.le` copies, its loop operand through a `.lcssa` phi).
; function, CHECK-NEXT for its body).
; RUN: atomir opt -S -passes=licm %s | FileCheck %s
; RUN: atomir opt -passes='loop-mssa(licm),verify,verify<memoryssa>' -disable-output %s
; CHECK-LABEL: define i32 @hoist_arith(i32 %a, i32 %b, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %m = mul i32 %a, %b
; CHECK-NEXT:   %q = sdiv i32 %a, 7
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %latch, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
; CHECK-NEXT:   %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
; CHECK-NEXT:   %c = icmp slt i32 %i, %m
; CHECK-NEXT:   br i1 %c, label %then, label %latch
; CHECK-EMPTY:
; CHECK-NEXT: then:                                             ; preds = %loop
; CHECK-NEXT:   %r = sdiv i32 %a, %b
; CHECK-NEXT:   %t = add i32 %q, %r
; CHECK-NEXT:   br label %latch
; CHECK-EMPTY:
; CHECK-NEXT: latch:                                            ; preds = %then, %loop
; CHECK-NEXT:   %x = phi i32 [ %t, %then ], [ 0, %loop ]
; CHECK-NEXT:   %s.next = add i32 %s, %x
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %latch
; CHECK-NEXT:   %s.next.lcssa = phi i32 [ %s.next, %latch ]
; CHECK-NEXT:   ret i32 %s.next.lcssa
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @locals(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %sum = alloca i32, align 4
; CHECK-NEXT:   %i = alloca i32, align 4
; CHECK-NEXT:   %inv = alloca i32, align 4
; CHECK-NEXT:   store i32 0, ptr %sum, align 4
; CHECK-NEXT:   store i32 0, ptr %i, align 4
; CHECK-NEXT:   store i32 5, ptr %inv, align 4
; CHECK-NEXT:   %x = load i32, ptr %inv, align 4
; CHECK-NEXT:   %m = mul i32 %x, 3
; CHECK-NEXT:   %i.promoted = load i32, ptr %i, align 4
; CHECK-NEXT:   %sum.promoted = load i32, ptr %sum, align 4
; CHECK-NEXT:   br label %cond
; CHECK-EMPTY:
; CHECK-NEXT: cond:                                             ; preds = %body, %entry
; CHECK-NEXT:   %add2 = phi i32 [ %add, %body ], [ %sum.promoted, %entry ]
; CHECK-NEXT:   %inc1 = phi i32 [ %inc, %body ], [ %i.promoted, %entry ]
; CHECK-NEXT:   %cmp = icmp slt i32 %inc1, %n
; CHECK-NEXT:   br i1 %cmp, label %body, label %end
; CHECK-EMPTY:
; CHECK-NEXT: body:                                             ; preds = %cond
; CHECK-NEXT:   %add = add nsw i32 %add2, %m
; CHECK-NEXT:   %inc = add nsw i32 %inc1, 1
; CHECK-NEXT:   br label %cond
; CHECK-EMPTY:
; CHECK-NEXT: end:                                              ; preds = %cond
; CHECK-NEXT:   %add2.lcssa = phi i32 [ %add2, %cond ]
; CHECK-NEXT:   %inc1.lcssa = phi i32 [ %inc1, %cond ]
; CHECK-NEXT:   store i32 %inc1.lcssa, ptr %i, align 4
; CHECK-NEXT:   store i32 %add2.lcssa, ptr %sum, align 4
; CHECK-NEXT:   %r = load i32, ptr %sum, align 4
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-LABEL: define void @call_in_loop(ptr %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   call void @use(i32 %v)
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @nested(ptr %q, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %q.promoted2 = load i32, ptr %q, align 4
; CHECK-NEXT:   br label %outer
; CHECK-EMPTY:
; CHECK-NEXT: outer:                                            ; preds = %outer.latch, %entry
; CHECK-NEXT:   %v1.lcssa3 = phi i32 [ %q.promoted2, %entry ], [ %v1.lcssa, %outer.latch ]
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
; CHECK-NEXT:   br label %inner
; CHECK-EMPTY:
; CHECK-NEXT: inner:                                            ; preds = %inner, %outer
; CHECK-NEXT:   %v11 = phi i32 [ %v1.lcssa3, %outer ], [ %v1, %inner ]
; CHECK-NEXT:   %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
; CHECK-NEXT:   %v1 = add i32 %v11, %j
; CHECK-NEXT:   %j.next = add i32 %j, 1
; CHECK-NEXT:   %jc = icmp slt i32 %j.next, %n
; CHECK-NEXT:   br i1 %jc, label %inner, label %outer.latch
; CHECK-EMPTY:
; CHECK-NEXT: outer.latch:                                      ; preds = %inner
; CHECK-NEXT:   %v1.lcssa = phi i32 [ %v1, %inner ]
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %ic = icmp slt i32 %i.next, %n
; CHECK-NEXT:   br i1 %ic, label %outer, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %outer.latch
; CHECK-NEXT:   %v1.lcssa.lcssa = phi i32 [ %v1.lcssa, %outer.latch ]
; CHECK-NEXT:   store i32 %v1.lcssa.lcssa, ptr %q, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @two_exits(ptr noalias %p, i32 %n, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %loop.preheader, label %out
; CHECK-EMPTY:
; CHECK-NEXT: loop.preheader:                                   ; preds = %entry
; CHECK-NEXT:   %p.promoted = load i32, ptr %p, align 4
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop.preheader, %latch
; CHECK-NEXT:   %v11 = phi i32 [ %v1, %latch ], [ %p.promoted, %loop.preheader ]
; CHECK-NEXT:   %i = phi i32 [ %i.next, %latch ], [ 0, %loop.preheader ]
; CHECK-NEXT:   %v1 = add i32 %v11, 1
; CHECK-NEXT:   %e = icmp eq i32 %v1, 100
; CHECK-NEXT:   br i1 %e, label %out.loopexit, label %latch
; CHECK-EMPTY:
; CHECK-NEXT: latch:                                            ; preds = %loop
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %out.loopexit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: out.loopexit:                                     ; preds = %loop, %latch
; CHECK-NEXT:   %v1.lcssa = phi i32 [ %v1, %loop ], [ %v1, %latch ]
; CHECK-NEXT:   %r.ph = phi i32 [ %i.next, %latch ], [ %i, %loop ]
; CHECK-NEXT:   store i32 %v1.lcssa, ptr %p, align 4
; CHECK-NEXT:   br label %out
; CHECK-EMPTY:
; CHECK-NEXT: out:                                              ; preds = %out.loopexit, %entry
; CHECK-NEXT:   %r = phi i32 [ 0, %entry ], [ %r.ph, %out.loopexit ]
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @sink_to_exit(i32 %a, i32 %b, i32 %n) {
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
; CHECK-NEXT:   %i.lcssa = phi i32 [ %i, %loop ]
; CHECK-NEXT:   %d.le = sub i32 %a, %b
; CHECK-NEXT:   %e.le = mul i32 %d.le, %i.lcssa
; CHECK-NEXT:   ret i32 %e.le
; CHECK-NEXT: }
declare void @use(i32)

define i32 @hoist_arith(i32 %a, i32 %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %m = mul i32 %a, %b
  %c = icmp slt i32 %i, %m
  br i1 %c, label %then, label %latch
then:
  %q = sdiv i32 %a, 7
  %r = sdiv i32 %a, %b
  %t = add i32 %q, %r
  %dead = mul i32 %t, 3
  br label %latch
latch:
  %x = phi i32 [ %t, %then ], [ 0, %loop ]
  %s.next = add i32 %s, %x
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}

define i32 @locals(i32 %n) {
entry:
  %sum = alloca i32, align 4
  %i = alloca i32, align 4
  %inv = alloca i32, align 4
  store i32 0, ptr %sum, align 4
  store i32 0, ptr %i, align 4
  store i32 5, ptr %inv, align 4
  br label %cond
cond:
  %iv = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %iv, %n
  br i1 %cmp, label %body, label %end
body:
  %x = load i32, ptr %inv, align 4
  %m = mul i32 %x, 3
  %sv = load i32, ptr %sum, align 4
  %add = add nsw i32 %sv, %m
  store i32 %add, ptr %sum, align 4
  %inc = add nsw i32 %iv, 1
  store i32 %inc, ptr %i, align 4
  br label %cond
end:
  %r = load i32, ptr %sum, align 4
  ret i32 %r
}

define void @call_in_loop(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, ptr %p, align 4
  call void @use(i32 %v)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @nested(ptr %q, i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %v = load i32, ptr %q, align 4
  %v1 = add i32 %v, %j
  store i32 %v1, ptr %q, align 4
  %j.next = add i32 %j, 1
  %jc = icmp slt i32 %j.next, %n
  br i1 %jc, label %inner, label %outer.latch
outer.latch:
  %i.next = add i32 %i, 1
  %ic = icmp slt i32 %i.next, %n
  br i1 %ic, label %outer, label %exit
exit:
  ret void
}

define i32 @two_exits(ptr noalias %p, i32 %n, i1 %c) {
entry:
  br i1 %c, label %loop, label %out
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, ptr %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %p, align 4
  %e = icmp eq i32 %v1, 100
  br i1 %e, label %out, label %latch
latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %out, label %loop
out:
  %r = phi i32 [ 0, %entry ], [ %i, %loop ], [ %i.next, %latch ]
  ret i32 %r
}




define i32 @sink_to_exit(i32 %a, i32 %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %d = sub i32 %a, %b
  %e = mul i32 %d, %i
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %e
}
