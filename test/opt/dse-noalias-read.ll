; dse past reads that cannot alias the store: a load from another `noalias` argument (in the
; same block and on one path between), a load at a disjoint constant offset; kept when the
; load may alias, and an identical store is kept when a may-aliasing write lies between.
; CHECK lines from opt-22.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; CHECK-LABEL: define void @noalias_load(ptr noalias %p, ptr noalias %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %v = load i32, ptr %q, align 4
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @noalias_load_across_blocks(ptr noalias %p, ptr noalias %q, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %a, label %m
; CHECK-EMPTY:
; CHECK-NEXT: a:
; CHECK-NEXT:   %v = load i32, ptr %q, align 4
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   %w = phi i32 [ %v, %a ], [ 0, %entry ]
; CHECK-NEXT:   store i32 %w, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @disjoint_offsets(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %f = getelementptr inbounds i8, ptr %p, i64 4
; CHECK-NEXT:   %v = load i32, ptr %f, align 4
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @may_alias_load(ptr %p, ptr %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   %v = load i32, ptr %q, align 4
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @identical_store_after_read(ptr %p, ptr %r) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 7, ptr %p, align 4
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   store i32 %v, ptr %r, align 4
; CHECK-NEXT:   store i32 7, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

define void @noalias_load(ptr noalias %p, ptr noalias %q) {
entry:
  store i32 1, ptr %p
  %v = load i32, ptr %q
  store i32 %v, ptr %p
  ret void
}

define void @noalias_load_across_blocks(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  store i32 1, ptr %p
  br i1 %c, label %a, label %m
a:
  %v = load i32, ptr %q
  br label %m
m:
  %w = phi i32 [ %v, %a ], [ 0, %entry ]
  store i32 %w, ptr %p
  ret void
}

define void @disjoint_offsets(ptr %p) {
entry:
  store i32 1, ptr %p
  %f = getelementptr inbounds i8, ptr %p, i64 4
  %v = load i32, ptr %f
  store i32 %v, ptr %p
  ret void
}

define void @may_alias_load(ptr %p, ptr %q) {
entry:
  store i32 1, ptr %p
  %v = load i32, ptr %q
  store i32 %v, ptr %p
  ret void
}

define void @identical_store_after_read(ptr %p, ptr %r) {
entry:
  store i32 7, ptr %p
  %v = load i32, ptr %p
  store i32 %v, ptr %r
  store i32 7, ptr %p
  ret void
}
