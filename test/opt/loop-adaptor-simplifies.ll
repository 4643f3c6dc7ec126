; opt-22 runs LoopSimplify and LCSSA before a loop pipeline, and so does atomir's loop adaptor:
; a loop without a dedicated exit, one without a preheader and one whose value is used after
; it come out of loop(no-op-loop) as opt-22 prints them.
; RUN: atomir opt -S -passes='loop(no-op-loop)' %s | FileCheck %s
; CHECK: br i1 %c, label %l, label %x.loopexit
; CHECK: x.loopexit:                                       ; preds = %l
; CHECK-NEXT: br label %x
; CHECK: x:                                                ; preds = %x.loopexit, %entry
; RUN: atomir opt -S -passes='function(loop-mssa(no-op-loop))' %S/Inputs/loop-no-preheader.ll | FileCheck %s --check-prefix=PREHEADER
; PREHEADER: br i1 %c, label %l.preheader, label %other
; PREHEADER: other:
; PREHEADER-NEXT: br label %l.preheader
; PREHEADER: l.preheader:                                      ; preds = %entry, %other
; PREHEADER-NEXT: br label %l
; PREHEADER: l:                                                ; preds = %l.preheader, %l
; RUN: atomir opt -S -passes='no-op-loop' %S/Inputs/loop-not-lcssa.ll | FileCheck %s --check-prefix=LCSSA
; LCSSA: x:                                                ; preds = %l
; LCSSA-NEXT: %v.lcssa = phi i32 [ %v, %l ]
; LCSSA-NEXT: ret i32 %v.lcssa

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
