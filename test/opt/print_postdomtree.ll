; print<postdomtree>: roots are the blocks without successors in layout order, then one block per
; region that reaches no exit (an infinite loop); the tree hangs under the virtual exit node.
; RUN: atomir opt -passes='print<postdomtree>' -disable-output %s 2>&1 | FileCheck %s
; CHECK-LABEL: PostDominatorTree for function: nest
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   [1]  <<exit node>> {4294967295,4294967295} [0]
; CHECK-NEXT:     [2] %x {4294967295,4294967295} [1]
; CHECK-NEXT:       [3] %exit2 {4294967295,4294967295} [2]
; CHECK-NEXT:         [4] %olatch {4294967295,4294967295} [3]
; CHECK-NEXT:           [5] %inner {4294967295,4294967295} [4]
; CHECK-NEXT:             [6] %outer {4294967295,4294967295} [5]
; CHECK-NEXT:               [7] %entry {4294967295,4294967295} [6]
; CHECK-NEXT:       [3] %0 {4294967295,4294967295} [2]
; CHECK-NEXT: Roots: %x 
; CHECK-LABEL: PostDominatorTree for function: inf
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   [1]  <<exit node>> {4294967295,4294967295} [0]
; CHECK-NEXT:     [2] %b {4294967295,4294967295} [1]
; CHECK-NEXT:     [2] %entry {4294967295,4294967295} [1]
; CHECK-NEXT:     [2] %a2 {4294967295,4294967295} [1]
; CHECK-NEXT:       [3] %a {4294967295,4294967295} [2]
; CHECK-NEXT: Roots: %b %a2 
; CHECK-LABEL: PostDominatorTree for function: multi
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   [1]  <<exit node>> {4294967295,4294967295} [0]
; CHECK-NEXT:     [2] %a {4294967295,4294967295} [1]
; CHECK-NEXT:       [3] %dead {4294967295,4294967295} [2]
; CHECK-NEXT:     [2] %entry {4294967295,4294967295} [1]
; CHECK-NEXT:     [2] %b {4294967295,4294967295} [1]
; CHECK-NEXT: Roots: %a %b 
; CHECK-LABEL: PostDominatorTree for function: irr
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   [1]  <<exit node>> {4294967295,4294967295} [0]
; CHECK-NEXT:     [2] %e {4294967295,4294967295} [1]
; CHECK-NEXT:       [3] %a {4294967295,4294967295} [2]
; CHECK-NEXT:         [4] %entry {4294967295,4294967295} [3]
; CHECK-NEXT:         [4] %b {4294967295,4294967295} [3]
; CHECK-NEXT: Roots: %e 
; CHECK-LABEL: PostDominatorTree for function: allinf
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   [1]  <<exit node>> {4294967295,4294967295} [0]
; CHECK-NEXT:     [2] %l {4294967295,4294967295} [1]
; CHECK-NEXT:       [3] %entry {4294967295,4294967295} [2]
; CHECK-NEXT: Roots: %l 

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
