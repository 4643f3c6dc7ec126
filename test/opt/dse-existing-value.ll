; dse of a store that writes the value already there: an identical store whose MemorySSA
; definition (or the earliest write the walk found) is the first one, in the same block or a
; later one; kept when the value differs or a may-aliasing write is between (the first store
; stays needed because a load reads it). CHECK lines from opt-22.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; CHECK-LABEL: define i32 @identical_after_load(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 7, ptr %p, align 4
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @identical_in_later_block(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 7, ptr %p, align 4
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   br i1 %c, label %a, label %b
; CHECK-EMPTY:
; CHECK-NEXT: a:
; CHECK-NEXT:   ret i32 %v
; CHECK-EMPTY:
; CHECK-NEXT: b:
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @identical_past_noalias_store(ptr noalias %p, ptr noalias %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 7, ptr %p, align 4
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   store i32 1, ptr %q, align 4
; CHECK-NEXT:   store i32 7, ptr %p, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @different_value_kept(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 7, ptr %p, align 4
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   store i32 8, ptr %p, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }

define i32 @identical_after_load(ptr %p) {
entry:
  store i32 7, ptr %p
  %v = load i32, ptr %p
  store i32 7, ptr %p
  ret i32 %v
}

define i32 @identical_in_later_block(ptr %p, i1 %c) {
entry:
  store i32 7, ptr %p
  %v = load i32, ptr %p
  br i1 %c, label %a, label %b
a:
  store i32 7, ptr %p
  ret i32 %v
b:
  ret i32 0
}

define i32 @identical_past_noalias_store(ptr noalias %p, ptr noalias %q) {
entry:
  store i32 7, ptr %p
  %v = load i32, ptr %p
  store i32 1, ptr %q
  store i32 7, ptr %p
  ret i32 %v
}

define i32 @different_value_kept(ptr %p) {
entry:
  store i32 7, ptr %p
  %v = load i32, ptr %p
  store i32 8, ptr %p
  ret i32 %v
}
