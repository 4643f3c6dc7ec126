; dse within a block: overwritten stores, a store of what was just loaded, and what stops both.
; CHECK lines from opt-22.
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
