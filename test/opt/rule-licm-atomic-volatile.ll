; licm and the atomic rules (issue 16, seed 001), in pairs, each as opt-22 does it (outputs
; compared byte for byte with opt-22 -passes=licm when written):
; - no store on a path where none executed: the `x += 1` loop with a conditional store to a
;   global keeps its store in the loop (only the load is promoted, as opt-22 does), the same
;   loop with the store on every iteration is promoted (one store in the exit), and a local
;   that does not escape is promoted even when the store is conditional;
; - a volatile load is not hoisted, a plain one is;
; - an acquire load in the loop stops the hoisting of a plain load after it;
; - an unordered atomic load is hoisted, a monotonic or seq_cst one is not;
; - unordered loads and stores are promoted (unordered in the preheader and exit), a monotonic
;   or volatile store stops promotion.
; CHECK lines: atomir's output, checked identical to opt-22's when written (one CHECK-LABEL per
; function, CHECK-NEXT for its body).
; RUN: atomir opt -S -passes=licm %s | FileCheck %s
; RUN: atomir opt -passes='loop-mssa(licm),verify,verify<memoryssa>' -disable-output %s
; CHECK-LABEL: define void @cond_store(i1 %c, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x.promoted = load i32, ptr @x, align 4
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %latch, %entry
; CHECK-NEXT:   %v12 = phi i32 [ %x.promoted, %entry ], [ %v11, %latch ]
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
; CHECK-NEXT:   br i1 %c, label %then, label %latch
; CHECK-EMPTY:
; CHECK-NEXT: then:                                             ; preds = %loop
; CHECK-NEXT:   %v1 = add i32 %v12, 1
; CHECK-NEXT:   store i32 %v1, ptr @x, align 4
; CHECK-NEXT:   br label %latch
; CHECK-EMPTY:
; CHECK-NEXT: latch:                                            ; preds = %then, %loop
; CHECK-NEXT:   %v11 = phi i32 [ %v1, %then ], [ %v12, %loop ]
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %latch
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @uncond_store(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x.promoted = load i32, ptr @x, align 4
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %v11 = phi i32 [ %x.promoted, %entry ], [ %v1, %loop ]
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %v1 = add i32 %v11, 1
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %v1.lcssa = phi i32 [ %v1, %loop ]
; CHECK-NEXT:   store i32 %v1.lcssa, ptr @x, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @volatile_load(ptr %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
; CHECK-NEXT:   %v = load volatile i32, ptr %p, align 4
; CHECK-NEXT:   %s.next = add i32 %s, %v
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %s.next.lcssa = phi i32 [ %s.next, %loop ]
; CHECK-NEXT:   ret i32 %s.next.lcssa
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @plain_load(ptr %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
; CHECK-NEXT:   %s.next = add i32 %s, %v
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %s.next.lcssa = phi i32 [ %s.next, %loop ]
; CHECK-NEXT:   ret i32 %s.next.lcssa
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @acquire_then_load(ptr %flag, ptr %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
; CHECK-NEXT:   %f = load atomic i32, ptr %flag acquire, align 4
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   %t = add i32 %f, %v
; CHECK-NEXT:   %s.next = add i32 %s, %t
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %s.next.lcssa = phi i32 [ %s.next, %loop ]
; CHECK-NEXT:   ret i32 %s.next.lcssa
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @unordered_load(ptr %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %v = load atomic i32, ptr %p unordered, align 4
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
; CHECK-NEXT:   %s.next = add i32 %s, %v
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %s.next.lcssa = phi i32 [ %s.next, %loop ]
; CHECK-NEXT:   ret i32 %s.next.lcssa
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @monotonic_load(ptr %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
; CHECK-NEXT:   %v = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   %s.next = add i32 %s, %v
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %s.next.lcssa = phi i32 [ %s.next, %loop ]
; CHECK-NEXT:   ret i32 %s.next.lcssa
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @seq_cst_load(ptr %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
; CHECK-NEXT:   %v = load atomic i32, ptr %p seq_cst, align 4
; CHECK-NEXT:   %s.next = add i32 %s, %v
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %s.next.lcssa = phi i32 [ %s.next, %loop ]
; CHECK-NEXT:   ret i32 %s.next.lcssa
; CHECK-NEXT: }
; CHECK-LABEL: define void @unordered_promote(ptr noalias %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %p.promoted = load atomic i32, ptr %p unordered, align 4
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %v11 = phi i32 [ %p.promoted, %entry ], [ %v1, %loop ]
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %v1 = add i32 %v11, %i
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %v1.lcssa = phi i32 [ %v1, %loop ]
; CHECK-NEXT:   store atomic i32 %v1.lcssa, ptr %p unordered, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @monotonic_store(ptr %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   %v1 = add i32 %v, %i
; CHECK-NEXT:   store atomic i32 %v1, ptr %p monotonic, align 4
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @volatile_store(ptr %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   %v1 = add i32 %v, %i
; CHECK-NEXT:   store volatile i32 %v1, ptr %p, align 4
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @local_cond_store(i1 %c, i32 %n, ptr %out) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = alloca i32, align 4
; CHECK-NEXT:   store i32 0, ptr %a, align 4
; CHECK-NEXT:   %a.promoted = load i32, ptr %a, align 4
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %latch, %entry
; CHECK-NEXT:   %v12 = phi i32 [ %a.promoted, %entry ], [ %v11, %latch ]
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
; CHECK-NEXT:   br i1 %c, label %then, label %latch
; CHECK-EMPTY:
; CHECK-NEXT: then:                                             ; preds = %loop
; CHECK-NEXT:   %v1 = add i32 %v12, 1
; CHECK-NEXT:   br label %latch
; CHECK-EMPTY:
; CHECK-NEXT: latch:                                            ; preds = %then, %loop
; CHECK-NEXT:   %v11 = phi i32 [ %v1, %then ], [ %v12, %loop ]
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %latch
; CHECK-NEXT:   %v11.lcssa = phi i32 [ %v11, %latch ]
; CHECK-NEXT:   store i32 %v11.lcssa, ptr %a, align 4
; CHECK-NEXT:   %r = load i32, ptr %a, align 4
; CHECK-NEXT:   store i32 %r, ptr %out, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
@x = global i32 0, align 4
@g = global i32 0, align 4

define void @cond_store(i1 %c, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %c, label %then, label %latch
then:
  %v = load i32, ptr @x, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr @x, align 4
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @uncond_store(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, ptr @x, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr @x, align 4
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define i32 @volatile_load(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %v = load volatile i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}

define i32 @plain_load(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %v = load i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}

define i32 @acquire_then_load(ptr %flag, ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %f = load atomic i32, ptr %flag acquire, align 4
  %v = load i32, ptr %p, align 4
  %t = add i32 %f, %v
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}

define i32 @unordered_load(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %v = load atomic i32, ptr %p unordered, align 4
  %s.next = add i32 %s, %v
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}

define i32 @monotonic_load(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %v = load atomic i32, ptr %p monotonic, align 4
  %s.next = add i32 %s, %v
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}

define i32 @seq_cst_load(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %v = load atomic i32, ptr %p seq_cst, align 4
  %s.next = add i32 %s, %v
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}

define void @unordered_promote(ptr noalias %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load atomic i32, ptr %p unordered, align 4
  %v1 = add i32 %v, %i
  store atomic i32 %v1, ptr %p unordered, align 4
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @monotonic_store(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, ptr %p, align 4
  %v1 = add i32 %v, %i
  store atomic i32 %v1, ptr %p monotonic, align 4
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @volatile_store(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, ptr %p, align 4
  %v1 = add i32 %v, %i
  store volatile i32 %v1, ptr %p, align 4
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @local_cond_store(i1 %c, i32 %n, ptr %out) {
entry:
  %a = alloca i32, align 4
  store i32 0, ptr %a, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %c, label %then, label %latch
then:
  %v = load i32, ptr %a, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %a, align 4
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = load i32, ptr %a, align 4
  store i32 %r, ptr %out, align 4
  ret void
}

