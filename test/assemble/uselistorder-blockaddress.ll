; RUN: atomir assemble %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: @t = global ptr blockaddress(@f, %y)
; CHECK-EMPTY:
; CHECK-NEXT: define ptr @f(i1 %c, ptr %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store ptr blockaddress(@f, %x), ptr %q, align 8
; CHECK-NEXT:   br i1 %c, label %x, label %y
; CHECK-EMPTY:
; CHECK-NEXT: x:                                                ; preds = %z, %entry, %y
; CHECK-NEXT:   indirectbr ptr blockaddress(@f, %z), [label %y, label %z]
; CHECK-EMPTY:
; CHECK-NEXT: y:                                                ; preds = %entry, %x
; CHECK-NEXT:   br i1 %c, label %x, label %z
; CHECK-EMPTY:
; CHECK-NEXT: z:                                                ; preds = %x, %y
; CHECK-NEXT:   br label %x
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: define ptr @h() {
; CHECK-NEXT:   br label %a
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %0
; CHECK-NEXT:   ret ptr blockaddress(@f, %y)
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: define ptr @f2(i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %x, label %y
; CHECK-EMPTY:
; CHECK-NEXT: x:                                                ; preds = %entry
; CHECK-NEXT:   br label %y
; CHECK-EMPTY:
; CHECK-NEXT: y:                                                ; preds = %x, %entry
; CHECK-NEXT:   %p = phi ptr [ blockaddress(@f2, %y), %entry ], [ null, %x ]
; CHECK-NEXT:   br label %z
; CHECK-EMPTY:
; CHECK-NEXT: z:                                                ; preds = %y
; CHECK-NEXT:   ret ptr %p
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: define ptr @g2() {
; CHECK-NEXT:   ret ptr blockaddress(@f2, %x)
; CHECK-NEXT: }
; A blockaddress is one use of its block, created when first referenced: before the body (from a
; global or an earlier function), at its instruction in the body, or after the body (a later
; function: added after the body's directives ran, before module-level ones).

@t = global ptr blockaddress(@f, %y)
define ptr @f(i1 %c, ptr %q) {
entry:
  store ptr blockaddress(@f, %x), ptr %q
  br i1 %c, label %x, label %y
x:
  indirectbr ptr blockaddress(@f, %z), [label %y, label %z]
y:
  br i1 %c, label %x, label %z
z:
  br label %x
  uselistorder label %x, { 1, 3, 2, 0 }
  uselistorder label %z, { 2, 0, 1 }
}
define ptr @h() {
  br label %a
a:
  ret ptr blockaddress(@f, %y)
}
uselistorder_bb @f, %y, { 2, 0, 1 }

define ptr @f2(i1 %c) {
entry:
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %p = phi ptr [ blockaddress(@f2, %y), %entry ], [ null, %x ]
  br label %z
z:
  ret ptr %p
  uselistorder label %y, { 2, 0, 1 }
}
define ptr @g2() {
  ret ptr blockaddress(@f2, %x)
}
uselistorder_bb @f2, %x, { 1, 0 }
