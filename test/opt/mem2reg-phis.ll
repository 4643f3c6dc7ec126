; mem2reg: phis in the pruned iterated dominance frontier, named <alloca>.<n> (an unnamed alloca
; gives %.0, a taken name gets a number appended), entries in opt-22's depth-first renaming order,
; one entry per edge; nsz on floating-point phis under "no-signed-zeros-fp-math". CHECK lines from opt-22.
; RUN: atomir opt -S -passes=mem2reg %s | FileCheck %s
; CHECK-LABEL: define i32 @two_joins(i1 %c, i1 %d) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %a, label %m
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %entry
; CHECK-NEXT:   br i1 %d, label %m, label %n
; CHECK-EMPTY:
; CHECK-NEXT: m:                                                ; preds = %a, %entry
; CHECK-NEXT:   %x.0 = phi i32 [ 1, %a ], [ 0, %entry ]
; CHECK-NEXT:   br label %n
; CHECK-EMPTY:
; CHECK-NEXT: n:                                                ; preds = %m, %a
; CHECK-NEXT:   %x.1 = phi i32 [ %x.0, %m ], [ 1, %a ]
; CHECK-NEXT:   ret i32 %x.1
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @switch_edges(i32 %k) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   switch i32 %k, label %d [
; CHECK-NEXT:     i32 1, label %j
; CHECK-NEXT:     i32 2, label %j
; CHECK-NEXT:     i32 3, label %o
; CHECK-NEXT:   ]
; CHECK-EMPTY:
; CHECK-NEXT: o:                                                ; preds = %entry
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: d:                                                ; preds = %entry
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: j:                                                ; preds = %d, %o, %entry, %entry
; CHECK-NEXT:   %x.0 = phi i32 [ 9, %d ], [ 0, %entry ], [ 0, %entry ], [ 7, %o ]
; CHECK-NEXT:   ret i32 %x.0
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @unnamed_loop(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK-EMPTY:
; CHECK-NEXT: h:                                                ; preds = %b, %entry
; CHECK-NEXT:   %s.0 = phi i32 [ 0, %entry ], [ %add, %b ]
; CHECK-NEXT:   %.0 = phi i32 [ 0, %entry ], [ %i1, %b ]
; CHECK-NEXT:   %c = icmp slt i32 %.0, %n
; CHECK-NEXT:   br i1 %c, label %b, label %e
; CHECK-EMPTY:
; CHECK-NEXT: b:                                                ; preds = %h
; CHECK-NEXT:   %add = add i32 %s.0, %.0
; CHECK-NEXT:   %i1 = add i32 %.0, 1
; CHECK-NEXT:   br label %h
; CHECK-EMPTY:
; CHECK-NEXT: e:                                                ; preds = %h
; CHECK-NEXT:   ret i32 %s.0
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @name_taken(i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x.0 = add i32 1, 2
; CHECK-NEXT:   br i1 %c, label %a, label %j
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %entry
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: j:                                                ; preds = %a, %entry
; CHECK-NEXT:   %x.01 = phi i32 [ 5, %a ], [ %x.0, %entry ]
; CHECK-NEXT:   ret i32 %x.01
; CHECK-NEXT: }
; CHECK-LABEL: define float @nsz_phi(i1 %c, float %f) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %a, label %j
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %entry
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: j:                                                ; preds = %a, %entry
; CHECK-NEXT:   %x.0 = phi nsz float [ 1.000000e+00, %a ], [ %f, %entry ]
; CHECK-NEXT:   ret float %x.0
; CHECK-NEXT: }

define i32 @two_joins(i1 %c, i1 %d) {
entry:
  %x = alloca i32, align 4
  store i32 0, ptr %x
  br i1 %c, label %a, label %m
a:
  store i32 1, ptr %x
  br i1 %d, label %m, label %n
m:
  %u = load i32, ptr %x
  br label %n
n:
  %v = load i32, ptr %x
  ret i32 %v
}

define i32 @switch_edges(i32 %k) {
entry:
  %x = alloca i32, align 4
  store i32 0, ptr %x
  switch i32 %k, label %d [ i32 1, label %j
                            i32 2, label %j
                            i32 3, label %o ]
o:
  store i32 7, ptr %x
  br label %j
d:
  store i32 9, ptr %x
  br label %j
j:
  %v = load i32, ptr %x
  ret i32 %v
}

define i32 @unnamed_loop(i32 %n) {
entry:
  %0 = alloca i32, align 4
  %s = alloca i32, align 4
  store i32 0, ptr %0
  store i32 0, ptr %s
  br label %h
h:
  %i = load i32, ptr %0
  %c = icmp slt i32 %i, %n
  br i1 %c, label %b, label %e
b:
  %sv = load i32, ptr %s
  %add = add i32 %sv, %i
  store i32 %add, ptr %s
  %i1 = add i32 %i, 1
  store i32 %i1, ptr %0
  br label %h
e:
  %r = load i32, ptr %s
  ret i32 %r
}

define i32 @name_taken(i1 %c) {
entry:
  %x = alloca i32, align 4
  %x.0 = add i32 1, 2
  store i32 %x.0, ptr %x
  br i1 %c, label %a, label %j
a:
  store i32 5, ptr %x
  br label %j
j:
  %v = load i32, ptr %x
  ret i32 %v
}

define float @nsz_phi(i1 %c, float %f) #0 {
entry:
  %x = alloca float, align 4
  store float %f, ptr %x
  br i1 %c, label %a, label %j
a:
  store float 1.0, ptr %x
  br label %j
j:
  %v = load float, ptr %x
  ret float %v
}

attributes #0 = { "no-signed-zeros-fp-math"="true" }
