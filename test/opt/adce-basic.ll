; adce as opt-22 runs it (control flow removed, loops kept): dead arithmetic and side-effect-free
; calls go (a call stays without `willreturn` or `nounwind`, or when it may write); a dead
; conditional branch becomes a branch to the successor nearest the exit, its other successors'
; phis lose an entry (the last entry fills the hole) and the new branch is its target's first
; predecessor; a switch that decides a live block stays; loop branches stay; a block that cannot
; reach a return keeps its branch. The dominator tree is kept (updated), loop info is not when the
; CFG changed. CHECK lines from opt-22.
; RUN: atomir opt -S -passes=adce %s | FileCheck %s
; RUN: atomir opt -disable-output -debug-pass-manager -passes='require<domtree>,require<loops>,adce,print<domtree>' %s 2>&1 | FileCheck %s --check-prefix=DBG
; DBG-LABEL: Running pass: ADCEPass on arith (8 instructions)
; DBG-NEXT: Running analysis: PostDominatorTreeAnalysis on arith
; DBG-NEXT: Running pass: DominatorTreePrinterPass on arith (4 instructions)
; DBG-LABEL: Running pass: ADCEPass on diamond (8 instructions)
; DBG-NEXT: Running analysis: PostDominatorTreeAnalysis on diamond
; DBG-NEXT: Invalidating analysis: LoopAnalysis on diamond
; DBG-NEXT: Running pass: DominatorTreePrinterPass on diamond (5 instructions)
; DBG-NEXT: DominatorTree for function: diamond
; DBG-NEXT: =============================--------------------------------
; DBG-NEXT: Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
; DBG-NEXT:   [1] %entry {4294967295,4294967295} [0]
; DBG-NEXT:     [2] %t {4294967295,4294967295} [1]
; DBG-NEXT:       [3] %m {4294967295,4294967295} [2]
; CHECK-LABEL: define i32 @arith(i32 %a, ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c2 = call i32 @may_not_return(i32 %a)
; CHECK-NEXT:   %c3 = call i32 @may_unwind(i32 %a)
; CHECK-NEXT:   %z = sub i32 %a, 2
; CHECK-NEXT:   ret i32 %z
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @diamond(i32 %a, i1 %c, ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %t
; CHECK-EMPTY:
; CHECK-NEXT: t:                                                ; preds = %entry
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: e:                                                ; No predecessors!
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:                                                ; preds = %e, %t
; CHECK-NEXT:   store i32 %a, ptr %p, align 4
; CHECK-NEXT:   ret i32 %a
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @diamond_live_phi(i32 %a, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %t, label %e
; CHECK-EMPTY:
; CHECK-NEXT: t:                                                ; preds = %entry
; CHECK-NEXT:   %z = add i32 %a, 2
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: e:                                                ; preds = %entry
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:                                                ; preds = %e, %t
; CHECK-NEXT:   %ph = phi i32 [ %z, %t ], [ 0, %e ]
; CHECK-NEXT:   ret i32 %ph
; CHECK-NEXT: }
; CHECK-LABEL: define void @switch_one_live(i32 %a, ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   switch i32 %a, label %d [
; CHECK-NEXT:     i32 1, label %b1
; CHECK-NEXT:     i32 2, label %b2
; CHECK-NEXT:   ]
; CHECK-EMPTY:
; CHECK-NEXT: b1:                                               ; preds = %entry
; CHECK-NEXT:   br label %d
; CHECK-EMPTY:
; CHECK-NEXT: b2:                                               ; preds = %entry
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   br label %d
; CHECK-EMPTY:
; CHECK-NEXT: d:                                                ; preds = %b2, %b1, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @loop_kept(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %l
; CHECK-EMPTY:
; CHECK-NEXT: l:                                                ; preds = %l, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %l ]
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i1, %n
; CHECK-NEXT:   br i1 %c, label %l, label %x
; CHECK-EMPTY:
; CHECK-NEXT: x:                                                ; preds = %l
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @duplicate_edges(i32 %a, i32 %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:                                                ; preds = %entry
; CHECK-NEXT:   ret i32 %a
; CHECK-NEXT: }
; CHECK-LABEL: define void @no_return_tail(i32 %a, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %stop, label %done
; CHECK-EMPTY:
; CHECK-NEXT: stop:                                             ; preds = %entry
; CHECK-NEXT:   br label %trap
; CHECK-EMPTY:
; CHECK-NEXT: trap:                                             ; preds = %stop
; CHECK-NEXT:   unreachable
; CHECK-EMPTY:
; CHECK-NEXT: done:                                             ; preds = %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

declare void @ext(i32)
declare i32 @pure(i32) nounwind willreturn memory(none)
declare i32 @may_not_return(i32) nounwind memory(none)
declare i32 @may_unwind(i32) willreturn memory(none)
declare i32 @reads(ptr) nounwind willreturn memory(read)

define i32 @arith(i32 %a, ptr %p) {
entry:
  %x = add i32 %a, 1
  %y = mul i32 %x, 3
  %c1 = call i32 @pure(i32 %y)
  %c2 = call i32 @may_not_return(i32 %a)
  %c3 = call i32 @may_unwind(i32 %a)
  %c4 = call i32 @reads(ptr %p)
  %z = sub i32 %a, 2
  ret i32 %z
}

define i32 @diamond(i32 %a, i1 %c, ptr %p) {
entry:
  br i1 %c, label %t, label %e
t:
  %z = add i32 %a, 2
  br label %m
e:
  %w = sub i32 %a, 2
  br label %m
m:
  %ph = phi i32 [ %z, %t ], [ %w, %e ]
  store i32 %a, ptr %p
  ret i32 %a
}

define i32 @diamond_live_phi(i32 %a, i1 %c) {
entry:
  br i1 %c, label %t, label %e
t:
  %z = add i32 %a, 2
  br label %m
e:
  br label %m
m:
  %ph = phi i32 [ %z, %t ], [ 0, %e ]
  ret i32 %ph
}

define void @switch_one_live(i32 %a, ptr %p) {
entry:
  switch i32 %a, label %d [ i32 1, label %b1
                            i32 2, label %b2 ]
b1:
  %u = add i32 %a, 1
  br label %d
b2:
  store i32 1, ptr %p
  br label %d
d:
  ret void
}

define i32 @loop_kept(i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %l, label %x
x:
  ret i32 0
}

define i32 @duplicate_edges(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %b, 8
  br i1 %c, label %m, label %m
m:
  %v = phi i32 [ 6, %entry ], [ 6, %entry ]
  ret i32 %a
}

define void @no_return_tail(i32 %a, i1 %c) {
entry:
  %x = add i32 %a, 1
  br i1 %c, label %stop, label %done
stop:
  %y = mul i32 %x, 2
  br label %trap
trap:
  unreachable
done:
  ret void
}
