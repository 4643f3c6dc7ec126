; Rule (seed 001, "Optimization outside atomic"): LICM may promote a global to a register
; across a loop when the store executes on every iteration that reaches the exit (the store is
; then written once after the loop, on the same paths). LLVM 22 does it (default mode, CHECK
; lines from opt-22); seed mode the same. Input: clang-22 -O0 of
;   int x; void h(int *restrict a, int n) { int i = 0; do { x += a[i]; i++; } while (i < n); }
; then mem2reg, loop-simplify, lcssa.
; RUN: atomir opt -S -passes='loop-mssa(licm)' %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes='loop-mssa(licm)' %s | FileCheck %s

; CHECK-LABEL: define dso_local void @h(ptr noalias noundef %a, i32 noundef %n)
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x.promoted = load i32, ptr @x, align 4
; CHECK-NEXT:   br label %do.body
; CHECK:      do.body:
; CHECK-NOT:    store
; CHECK:      do.end:
; CHECK-NEXT:   %add.lcssa = phi i32 [ %add, %do.cond ]
; CHECK-NEXT:   store i32 %add.lcssa, ptr @x, align 4
; CHECK-NEXT:   ret void

source_filename = "licm2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local void @h(ptr noalias noundef %a, i32 noundef %n) #0 {
entry:
  br label %do.body

do.body:                                          ; preds = %do.cond, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %do.cond ]
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  %1 = load i32, ptr @x, align 4
  %add = add nsw i32 %1, %0
  store i32 %add, ptr @x, align 4
  %inc = add nsw i32 %i.0, 1
  br label %do.cond

do.cond:                                          ; preds = %do.body
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %do.body, label %do.end, !llvm.loop !6

do.end:                                           ; preds = %do.cond
  ret void
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
