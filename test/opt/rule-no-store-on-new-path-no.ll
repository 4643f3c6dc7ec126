; Rule (seed 001, "Optimization outside atomic", the seed's own example): LICM must not promote
; `x` to a register across the loop when the store is conditional: a store after the loop would
; write `x` on paths (every a[i] zero) where the program never stored, which another thread may
; see. Both modes. opt-22 (CHECK lines) still promotes the load (a phi carries the value) and
; keeps the store where it was. Input: clang-22 -O0 of
;   int x; void f(int *a) { for (int i = 0; i < 100; i++) if (a[i]) x += 1; }
; then mem2reg, loop-simplify, lcssa.
; RUN: atomir opt -S -passes='loop-mssa(licm)' %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes='loop-mssa(licm)' %s | FileCheck %s

; CHECK-LABEL: define dso_local void @f(ptr noundef %a)
; CHECK:      if.then:
; CHECK-NEXT:   %add = add nsw i32 %add2, 1
; CHECK-NEXT:   store i32 %add, ptr @x, align 4
; CHECK:      for.end:
; CHECK-NEXT:   ret void

source_filename = "licm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local void @f(ptr noundef %a) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, 100
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %1 = load i32, ptr @x, align 4
  %add = add nsw i32 %1, 1
  store i32 %add, ptr @x, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
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
!8 = distinct !{!8, !7}
