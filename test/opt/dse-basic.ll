; dse: overwritten stores within a block, a store of the value loaded from the same place (also
; across blocks and around a loop, through MemorySSA), and what stops both: a read between the
; stores, a write between the load and the store. CHECK lines from opt-22.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; CHECK-LABEL: define i32 @overwritten_then_noop(ptr %p, ptr noalias %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   store i32 3, ptr %q, align 4
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   ret i32 %a
; CHECK-NEXT: }
; CHECK-LABEL: define void @read_between_keeps_it(ptr %p, ptr %r) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   %x = load i32, ptr %r, align 4
; CHECK-NEXT:   store i32 %x, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @bigger_killer(ptr %p, i64 %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i64 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @write_between_keeps_noop_store(ptr %p, ptr %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   store i32 0, ptr %q, align 4
; CHECK-NEXT:   store i32 %a, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @cross(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %t, label %j
; CHECK-EMPTY:
; CHECK-NEXT: t:                                                ; preds = %entry
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: j:                                                ; preds = %t, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @cross_write(ptr %p, ptr %q, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   br i1 %c, label %t, label %j
; CHECK-EMPTY:
; CHECK-NEXT: t:                                                ; preds = %entry
; CHECK-NEXT:   store i32 1, ptr %q, align 4
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: j:                                                ; preds = %t, %entry
; CHECK-NEXT:   store i32 %a, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @loop(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %l
; CHECK-EMPTY:
; CHECK-NEXT: l:                                                ; preds = %l, %entry
; CHECK-NEXT:   br i1 %c, label %l, label %e
; CHECK-EMPTY:
; CHECK-NEXT: e:                                                ; preds = %l
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

define i32 @overwritten_then_noop(ptr %p, ptr noalias %q) {
entry:
  store i32 1, ptr %p, align 4
  store i32 2, ptr %p, align 4
  store i32 3, ptr %q, align 4
  %a = load i32, ptr %p, align 4
  store i32 %a, ptr %p, align 4
  ret i32 %a
}

define void @read_between_keeps_it(ptr %p, ptr %r) {
entry:
  store i32 1, ptr %p, align 4
  %x = load i32, ptr %r, align 4
  store i32 %x, ptr %p, align 4
  ret void
}

define void @bigger_killer(ptr %p, i64 %v) {
entry:
  store i32 1, ptr %p, align 4
  store i64 %v, ptr %p, align 4
  ret void
}

define void @write_between_keeps_noop_store(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p, align 4
  store i32 0, ptr %q, align 4
  store i32 %a, ptr %p, align 4
  ret void
}
define void @cross(ptr %p, i1 %c) {
entry:
  %a = load i32, ptr %p, align 4
  br i1 %c, label %t, label %j
t:
  br label %j
j:
  store i32 %a, ptr %p, align 4
  ret void
}
define void @cross_write(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p, align 4
  br i1 %c, label %t, label %j
t:
  store i32 1, ptr %q, align 4
  br label %j
j:
  store i32 %a, ptr %p, align 4
  ret void
}
define void @loop(ptr %p, i1 %c) {
entry:
  %a = load i32, ptr %p, align 4
  br label %l
l:
  store i32 %a, ptr %p, align 4
  br i1 %c, label %l, label %e
e:
  ret void
}
