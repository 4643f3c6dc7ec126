; opt-22 runs LoopSimplify and LCSSA before a loop pipeline; atomir has neither yet, so a loop
; not already in that form is an error naming it (exit 1), not a silently different result.
; RUN: not atomir opt -passes='loop(no-op-loop)' -disable-output %s 2>&1 | FileCheck %s
; CHECK: error: loop on function 'f': exit %x of loop %l is not dedicated; atomir has no loop-simplify and lcssa passes yet
; RUN: not atomir opt -passes='function(loop-mssa(no-op-loop))' -disable-output %S/Inputs/loop-no-preheader.ll 2>&1 | FileCheck %s --check-prefix=PREHEADER
; PREHEADER: error: loop-mssa on function 'h': loop %l has no preheader
; RUN: not atomir opt -passes='no-op-loop' -disable-output %S/Inputs/loop-not-lcssa.ll 2>&1 | FileCheck %s --check-prefix=LCSSA
; LCSSA: error: loop on function 'k': a value of loop %l is used outside it without an exit phi (not LCSSA)

define void @f(i1 %c) {
entry:
  br i1 %c, label %ph, label %x
ph:
  br label %l
l:
  br i1 %c, label %l, label %x
x:
  ret void
}
