; gvn: a compare known true or false on a branch edge makes the compare of the same operands
; under the inverse predicate known the other way (icmp and fcmp; an existing compare that
; dominates the edge has its dominated uses rewritten, later ones take the constant).
; CHECK lines from opt-22 (atomir prints the same).
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s
; CHECK-LABEL: define void @dominating(i32 %x, i32 %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c = icmp slt i32 %x, %y
; CHECK-NEXT:   %n = icmp sge i32 %x, %y
; CHECK-NEXT:   br i1 %c, label %t, label %f
; CHECK-EMPTY:
; CHECK-NEXT: t:                                                ; preds = %entry
; CHECK-NEXT:   call void @use(i1 false)
; CHECK-NEXT:   ret void
; CHECK-EMPTY:
; CHECK-NEXT: f:                                                ; preds = %entry
; CHECK-NEXT:   call void @use(i1 true)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @swapped(i32 %x, i32 %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c = icmp ult i32 %x, %y
; CHECK-NEXT:   br i1 %c, label %t, label %f
; CHECK-EMPTY:
; CHECK-NEXT: t:                                                ; preds = %entry
; CHECK-NEXT:   call void @use(i1 false)
; CHECK-NEXT:   ret void
; CHECK-EMPTY:
; CHECK-NEXT: f:                                                ; preds = %entry
; CHECK-NEXT:   call void @use(i1 false)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @float(double %x, double %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c = fcmp olt double %x, %y
; CHECK-NEXT:   br i1 %c, label %t, label %f
; CHECK-EMPTY:
; CHECK-NEXT: t:                                                ; preds = %entry
; CHECK-NEXT:   call void @use(i1 false)
; CHECK-NEXT:   ret void
; CHECK-EMPTY:
; CHECK-NEXT: f:                                                ; preds = %entry
; CHECK-NEXT:   call void @use(i1 true)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @const_eq(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c = icmp eq i32 %x, 7
; CHECK-NEXT:   br i1 %c, label %t, label %f
; CHECK-EMPTY:
; CHECK-NEXT: t:                                                ; preds = %entry
; CHECK-NEXT:   call void @use(i1 false)
; CHECK-NEXT:   ret void
; CHECK-EMPTY:
; CHECK-NEXT: f:                                                ; preds = %entry
; CHECK-NEXT:   call void @use(i1 true)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

declare void @use(i1)
define void @dominating(i32 %x, i32 %y) {
entry:
  %c = icmp slt i32 %x, %y
  %n = icmp sge i32 %x, %y
  br i1 %c, label %t, label %f
t:
  call void @use(i1 %n)
  ret void
f:
  call void @use(i1 %n)
  ret void
}
define void @swapped(i32 %x, i32 %y) {
entry:
  %c = icmp ult i32 %x, %y
  br i1 %c, label %t, label %f
t:
  %n = icmp ule i32 %y, %x
  call void @use(i1 %n)
  ret void
f:
  %m = icmp ugt i32 %y, %x
  call void @use(i1 %m)
  ret void
}
define void @float(double %x, double %y) {
entry:
  %c = fcmp olt double %x, %y
  br i1 %c, label %t, label %f
t:
  %n = fcmp uge double %x, %y
  call void @use(i1 %n)
  ret void
f:
  %m = fcmp uge double %x, %y
  call void @use(i1 %m)
  ret void
}
define void @const_eq(i32 %x) {
entry:
  %c = icmp eq i32 %x, 7
  br i1 %c, label %t, label %f
t:
  %n = icmp ne i32 %x, 7
  call void @use(i1 %n)
  ret void
f:
  %m = icmp ne i32 %x, 7
  call void @use(i1 %m)
  ret void
}
