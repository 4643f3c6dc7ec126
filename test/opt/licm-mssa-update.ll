; licm keeps MemorySSA through the updater and reports it preserved: the MemorySSA printed after
; `loop-mssa(licm)` is the one licm kept (no new build), and it is a fresh build's. Learned from
; opt-22 (`opt -passes='loop-mssa(licm),print<memoryssa>'`): the same IR, the same accesses and
; the same clobbers (the hoisted load of %q is MemoryUse(1), the `.promoted` loads
; MemoryUse(liveOnEntry), the exit stores defs clobbering what precedes them); opt-22 differs in
; two ways atomir does not copy: its updater numbers the new exit stores after the highest
; number it ever gave (`4 = MemoryDef(3)` in @promote_and_hoist, `6`/`7` in @nest) and keeps
; the phis the promoted stores left behind although they became trivial
; (`3 = MemoryPhi({entry,1},{loop,3})`; in @nest `4 = MemoryPhi({entry,liveOnEntry},
; {outer.latch,3})` and `3 = MemoryPhi({outer,4},{inner,3})`, the exit stores hanging on them).
; A fresh build of the result (opt-22's or atomir's) has no phi there and numbers defs in order.
; The printer runs in a function pipeline of its own: atomir's MemorySSA printers need the body
; back in the module.
; RUN: atomir opt -passes='function(loop-mssa(licm)),function(print<memoryssa>)' -disable-output %s 2>&1 | FileCheck %s
; RUN: atomir opt -passes='function(loop-mssa(licm)),function(invalidate<memoryssa>,print<memoryssa>)' -disable-output %s 2>&1 | FileCheck %s
; RUN: atomir opt -passes='loop-mssa(licm),verify<memoryssa>' -disable-output %s
; CHECK-LABEL: MemorySSA for function: promote_and_hoist
; CHECK-NEXT: define i32 @promote_and_hoist(ptr noalias %p, ptr noalias %q, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 1, ptr %q, align 4
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT:   %inv = load i32, ptr %q, align 4
; CHECK-NEXT: ; MemoryUse(liveOnEntry)
; CHECK-NEXT:   %p.promoted = load i32, ptr %p, align 4
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %s1 = phi i32 [ %p.promoted, %entry ], [ %s, %loop ]
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %s = add i32 %s1, %inv
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %loop, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %s.lcssa = phi i32 [ %s, %loop ]
; CHECK-NEXT: ; 2 = MemoryDef(1)
; CHECK-NEXT:   store i32 %s.lcssa, ptr %p, align 4
; CHECK-NEXT: ; MemoryUse(2)
; CHECK-NEXT:   %r = load i32, ptr %p, align 4
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-LABEL: MemorySSA for function: nest
; CHECK-NEXT: define void @nest(ptr noalias %p, ptr noalias %q, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT: ; MemoryUse(liveOnEntry)
; CHECK-NEXT:   %p.promoted2 = load i32, ptr %p, align 4
; CHECK-NEXT:   br label %outer
; CHECK-EMPTY:
; CHECK-NEXT: outer:                                            ; preds = %outer.latch, %entry
; CHECK-NEXT:   %w.lcssa3 = phi i32 [ %p.promoted2, %entry ], [ %w.lcssa, %outer.latch ]
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
; CHECK-NEXT:   br label %inner
; CHECK-EMPTY:
; CHECK-NEXT: inner:                                            ; preds = %inner, %outer
; CHECK-NEXT:   %w1 = phi i32 [ %w.lcssa3, %outer ], [ %w, %inner ]
; CHECK-NEXT:   %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
; CHECK-NEXT:   %w = add i32 %w1, %j
; CHECK-NEXT:   %j.next = add i32 %j, 1
; CHECK-NEXT:   %jc = icmp slt i32 %j.next, %n
; CHECK-NEXT:   br i1 %jc, label %inner, label %outer.latch
; CHECK-EMPTY:
; CHECK-NEXT: outer.latch:                                      ; preds = %inner
; CHECK-NEXT:   %w.lcssa = phi i32 [ %w, %inner ]
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %ic = icmp slt i32 %i.next, %n
; CHECK-NEXT:   br i1 %ic, label %outer, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %outer.latch
; CHECK-NEXT:   %w.lcssa.lcssa = phi i32 [ %w.lcssa, %outer.latch ]
; CHECK-NEXT:   %i.lcssa = phi i32 [ %i, %outer.latch ]
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 %i.lcssa, ptr %q, align 4
; CHECK-NEXT: ; 2 = MemoryDef(1)
; CHECK-NEXT:   store i32 %w.lcssa.lcssa, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

define i32 @promote_and_hoist(ptr noalias %p, ptr noalias %q, i32 %n) {
entry:
  store i32 1, ptr %q, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %inv = load i32, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  %s = add i32 %v, %inv
  store i32 %s, ptr %p, align 4
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = load i32, ptr %p, align 4
  ret i32 %r
}

define void @nest(ptr noalias %p, ptr noalias %q, i32 %n) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  store i32 %i, ptr %q, align 4
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, %j
  store i32 %w, ptr %p, align 4
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
