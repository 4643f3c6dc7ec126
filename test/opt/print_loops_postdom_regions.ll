; print<postdomtree> on regions without exits and nested sibling loops; print<loops> orders
; top-level loops, sub-loops and blocks as opt-22 does.
; RUN: atomir opt -passes='print<postdomtree>' -disable-output %s 2>&1 | FileCheck %s
; RUN: atomir opt -passes='print<loops>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOOPS
; CHECK-LABEL: PostDominatorTree for function: seq
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   [1]  <<exit node>> {4294967295,4294967295} [0]
; CHECK-NEXT:     [2] %x {4294967295,4294967295} [1]
; CHECK-NEXT:       [3] %l2 {4294967295,4294967295} [2]
; CHECK-NEXT:         [4] %l2b {4294967295,4294967295} [3]
; CHECK-NEXT:         [4] %l2c {4294967295,4294967295} [3]
; CHECK-NEXT:       [3] %m {4294967295,4294967295} [2]
; CHECK-NEXT:         [4] %l1 {4294967295,4294967295} [3]
; CHECK-NEXT:           [5] %entry {4294967295,4294967295} [4]
; CHECK-NEXT:       [3] %l3 {4294967295,4294967295} [2]
; CHECK-NEXT: Roots: %x 
; CHECK-LABEL: PostDominatorTree for function: two_inf
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   [1]  <<exit node>> {4294967295,4294967295} [0]
; CHECK-NEXT:     [2] %a1 {4294967295,4294967295} [1]
; CHECK-NEXT:       [3] %a {4294967295,4294967295} [2]
; CHECK-NEXT:         [4] %a3 {4294967295,4294967295} [3]
; CHECK-NEXT:           [5] %a2 {4294967295,4294967295} [4]
; CHECK-NEXT:     [2] %entry {4294967295,4294967295} [1]
; CHECK-NEXT:     [2] %b2 {4294967295,4294967295} [1]
; CHECK-NEXT:       [3] %b1 {4294967295,4294967295} [2]
; CHECK-NEXT:         [4] %b {4294967295,4294967295} [3]
; CHECK-NEXT: Roots: %a1 %b2 
; CHECK-LABEL: PostDominatorTree for function: sibs
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   [1]  <<exit node>> {4294967295,4294967295} [0]
; CHECK-NEXT:     [2] %x {4294967295,4294967295} [1]
; CHECK-NEXT:       [3] %hl {4294967295,4294967295} [2]
; CHECK-NEXT:         [4] %s1 {4294967295,4294967295} [3]
; CHECK-NEXT:         [4] %h {4294967295,4294967295} [3]
; CHECK-NEXT:           [5] %entry {4294967295,4294967295} [4]
; CHECK-NEXT:         [4] %s2 {4294967295,4294967295} [3]
; CHECK-NEXT: Roots: %x 
; LOOPS-LABEL: Loop info for function 'seq':
; LOOPS-NEXT: Loop at depth 1 containing: %l2<header><exiting>,%l2b<latch>,%l2c<latch>
; LOOPS-NEXT: Loop at depth 1 containing: %l3<header><latch><exiting>
; LOOPS-NEXT: Loop at depth 1 containing: %l1<header><latch><exiting>
; LOOPS-LABEL: Loop info for function 'two_inf':
; LOOPS-NEXT: Loop at depth 1 containing: %a<header>,%a2,%a1,%a3<latch>
; LOOPS-NEXT: Loop at depth 1 containing: %b<header><latch>,%b1<latch>,%b2<latch>
; LOOPS-LABEL: Loop info for function 'sibs':
; LOOPS-NEXT: Loop at depth 1 containing: %h<header>,%s2,%s1,%hl<latch><exiting>
; LOOPS-NEXT:     Loop at depth 2 containing: %s2<header><latch><exiting>
; LOOPS-NEXT:     Loop at depth 2 containing: %s1<header><latch><exiting>

define void @seq(i1 %c) {
entry:
  br label %l1
l1:
  br i1 %c, label %l1, label %m
m:
  br i1 %c, label %l2, label %l3
l2:
  br i1 %c, label %l2b, label %x
l2b:
  br i1 %c, label %l2, label %l2c
l2c:
  br label %l2
l3:
  br i1 %c, label %l3, label %x
x:
  ret void
}

define void @two_inf(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br i1 %c, label %a1, label %a2
a1:
  br label %a3
a2:
  br label %a3
a3:
  br label %a
b:
  br i1 %c, label %b1, label %b
b1:
  br i1 %c, label %b, label %b2
b2:
  br label %b
}

define void @sibs(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %s1, label %s2
s1:
  br i1 %c, label %s1, label %hl
s2:
  br i1 %c, label %s2, label %hl
hl:
  br i1 %c, label %h, label %x
x:
  ret void
}
