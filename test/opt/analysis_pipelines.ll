; require<NAME> and invalidate<NAME> exist for every analysis (domtree, postdomtree, loops) and
; print nothing; printers in a function pipeline print per function in module order; unknown
; analyses are errors at the offending name.
; RUN: atomir opt -passes='require<domtree>,invalidate<domtree>,require<loops>,invalidate<all>,require<postdomtree>,invalidate<postdomtree>,invalidate<loops>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; QUIET-NOT: {{.}}
; RUN: atomir opt -passes='no-op-module,function(require<loops>,print<loops>,invalidate<domtree>,print<domtree>),function(require<postdomtree>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ORDER
; ORDER: Loop info for function 'f':
; ORDER-NEXT: Loop at depth 1 containing: %l<header><latch><exiting>
; ORDER-NEXT: DominatorTree for function: f
; ORDER: Roots: %entry
; ORDER-NEXT: Loop info for function 'g':
; ORDER-NEXT: DominatorTree for function: g
; ORDER-NOT: Loop info
; RUN: atomir opt -passes='module(function(function(print<postdomtree>)))' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NESTED
; NESTED: PostDominatorTree for function: f
; NESTED: Roots: %x
; NESTED: PostDominatorTree for function: g
; RUN: not atomir opt -passes='require<memoryssa-nope>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: error: unknown pass name 'require<memoryssa-nope>'
; RUN: not atomir opt -passes='verify,function(print<loops>,invalidate<foo>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN-FN
; UNKNOWN-FN: error: unknown function pass 'invalidate<foo>'
; UNKNOWN-FN-NEXT: --> <pipeline>:1:30
; RUN: not atomir opt -passes='verify,require<domtree>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MODREQ
; MODREQ: error: unknown module pass 'require<domtree>'
; RUN: not atomir opt -passes='print<domtree>,no-op-module' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LEVEL
; LEVEL: error: unknown function pass 'no-op-module'
; RUN: not atomir opt -passes='print<domtree>(verify)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISUSE
; MISUSE: error: invalid use of 'print<domtree>' pass as function pipeline
; RUN: not atomir opt -passes='print<aa-eval>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOTBUILT
; NOTBUILT: error: unknown pass name 'print<aa-eval>'

define void @f(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x
x:
  ret void
}

define void @g() {
entry:
  ret void
}
