; dse across blocks (MemorySSA walk): a store overwritten in a block that post-dominates it, in
; a later block, at the same constant offset through two getelementptrs, on both arms of a
; branch, and past a loop; kept when one path reads it before the overwrite or when the
; overwrite does not post-dominate it. CHECK lines from opt-22.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; CHECK-LABEL: define void @cross(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %a, label %b
; CHECK-EMPTY:
; CHECK-NEXT: a:
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: b:
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @later(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %n
; CHECK-EMPTY:
; CHECK-NEXT: n:
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @gep_offset(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %a, label %m
; CHECK-EMPTY:
; CHECK-NEXT: a:
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   %g = getelementptr inbounds i8, ptr %p, i64 4
; CHECK-NEXT:   store i32 2, ptr %g, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @read_on_one_path(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   br i1 %c, label %a, label %m
; CHECK-EMPTY:
; CHECK-NEXT: a:
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   %r = phi i32 [ %v, %a ], [ 0, %entry ]
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-LABEL: define void @not_post_dominating(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   br i1 %c, label %a, label %m
; CHECK-EMPTY:
; CHECK-NEXT: a:
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @both_paths_overwrite(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %a, label %b
; CHECK-EMPTY:
; CHECK-NEXT: a:
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: b:
; CHECK-NEXT:   store i32 3, ptr %p, align 4
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @loop_between(ptr %p, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK-EMPTY:
; CHECK-NEXT: h:
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %h ]
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %d = icmp eq i32 %i1, %n
; CHECK-NEXT:   br i1 %d, label %x, label %h
; CHECK-EMPTY:
; CHECK-NEXT: x:
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

define void @cross(ptr %p, i1 %c) {
entry:
  store i32 1, ptr %p
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  store i32 2, ptr %p
  ret void
}

define void @later(ptr %p) {
entry:
  store i32 1, ptr %p
  br label %n
n:
  store i32 2, ptr %p
  ret void
}

define void @gep_offset(ptr %p, i1 %c) {
entry:
  %f = getelementptr inbounds i8, ptr %p, i64 4
  store i32 1, ptr %f
  br i1 %c, label %a, label %m
a:
  br label %m
m:
  %g = getelementptr inbounds i8, ptr %p, i64 4
  store i32 2, ptr %g
  ret void
}

define i32 @read_on_one_path(ptr %p, i1 %c) {
entry:
  store i32 1, ptr %p
  br i1 %c, label %a, label %m
a:
  %v = load i32, ptr %p
  br label %m
m:
  %r = phi i32 [ %v, %a ], [ 0, %entry ]
  store i32 2, ptr %p
  ret i32 %r
}

define void @not_post_dominating(ptr %p, i1 %c) {
entry:
  store i32 1, ptr %p
  br i1 %c, label %a, label %m
a:
  store i32 2, ptr %p
  br label %m
m:
  ret void
}

define void @both_paths_overwrite(ptr %p, i1 %c) {
entry:
  store i32 1, ptr %p
  br i1 %c, label %a, label %b
a:
  store i32 2, ptr %p
  br label %m
b:
  store i32 3, ptr %p
  br label %m
m:
  ret void
}

define void @loop_between(ptr %p, i32 %n) {
entry:
  store i32 1, ptr %p
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, %n
  br i1 %d, label %x, label %h
x:
  store i32 2, ptr %p
  ret void
}
