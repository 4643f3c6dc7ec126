; RUN: atomir assemble %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: @tbl = global [2 x ptr] [ptr blockaddress(@g, %x), ptr blockaddress(@g, %y)]
; CHECK-EMPTY:
; CHECK-NEXT: define void @f(i32 %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   switch i32 %v, label %join [
; CHECK-NEXT:     i32 1, label %a
; CHECK-NEXT:     i32 2, label %b
; CHECK-NEXT:     i32 3, label %c
; CHECK-NEXT:   ]
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %entry
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: b:                                                ; preds = %entry
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: c:                                                ; preds = %entry
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %b, %entry, %c, %a
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: define void @g(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %x, label %y
; CHECK-EMPTY:
; CHECK-NEXT: x:                                                ; preds = %entry, %x, %y
; CHECK-NEXT:   indirectbr ptr %p, [label %x, label %y]
; CHECK-EMPTY:
; CHECK-NEXT: y:                                                ; preds = %y, %entry, %x
; CHECK-NEXT:   indirectbr ptr %p, [label %x, label %y]
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: define void @h(i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %l, label %m
; CHECK-EMPTY:
; CHECK-NEXT: l:                                                ; preds = %entry, %m
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:                                                ; preds = %m, %l, %entry
; CHECK-NEXT:   br i1 %c, label %l, label %m
; CHECK-NEXT: }
; `uselistorder label %bb` (in a body) and `uselistorder_bb` (at module level) permute a block's
; use list, which is the order `; preds =` follows; a block's blockaddress is one of its uses.

@tbl = global [2 x ptr] [ptr blockaddress(@g, %x), ptr blockaddress(@g, %y)]

define void @f(i32 %v) {
entry:
  switch i32 %v, label %join [
    i32 1, label %a
    i32 2, label %b
    i32 3, label %c
  ]
a:
  br label %join
b:
  br label %join
c:
  br label %join
join:
  ret void
  uselistorder label %join, { 2, 0, 3, 1 }
}

define void @g(ptr %p, i1 %c) {
entry:
  br i1 %c, label %x, label %y
x:
  indirectbr ptr %p, [label %x, label %y]
y:
  indirectbr ptr %p, [label %x, label %y]
}

define void @h(i1 %c) {
entry:
  br i1 %c, label %l, label %m
l:
  br label %m
m:
  br i1 %c, label %l, label %m
  uselistorder label %l, { 1, 0 }
}

uselistorder_bb @g, %x, { 3, 1, 0, 2 }
uselistorder_bb @g, %y, { 1, 3, 2, 0 }
