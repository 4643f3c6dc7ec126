; mem2reg orders phi blocks by LLVM 22's block numbers, which follow the first mention of a block in
; the text (the parser creates a forward-referenced block when it first sees it), not the layout.
; The unreachable %b's store keeps a poison pointer. CHECK lines from opt-22.
; RUN: atomir opt -S -passes=mem2reg %s | FileCheck %s
; CHECK-LABEL: define i32 @forward_reference_numbers(i1 %c, i1 %d) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %late, label %a
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %entry
; CHECK-NEXT:   br i1 %d, label %early, label %late
; CHECK-EMPTY:
; CHECK-NEXT: b:                                                ; No predecessors!
; CHECK-NEXT:   store i32 2, ptr poison, align 4
; CHECK-NEXT:   br label %early
; CHECK-EMPTY:
; CHECK-NEXT: early:                                            ; preds = %b, %a
; CHECK-NEXT:   br label %late
; CHECK-EMPTY:
; CHECK-NEXT: late:                                             ; preds = %early, %a, %entry
; CHECK-NEXT:   %x.0 = phi i32 [ 0, %entry ], [ 1, %early ], [ 1, %a ]
; CHECK-NEXT:   ret i32 %x.0
; CHECK-NEXT: }

; %late is named by the entry's branch before %early is, so it has the lower block number and
; its phi is made first (%x.0), although %early comes first in the layout.
define i32 @forward_reference_numbers(i1 %c, i1 %d) {
entry:
  %x = alloca i32, align 4
  store i32 0, ptr %x
  br i1 %c, label %late, label %a
a:
  store i32 1, ptr %x
  br i1 %d, label %early, label %late
b:
  store i32 2, ptr %x
  br label %early
early:
  %u = load i32, ptr %x
  br label %late
late:
  %v = load i32, ptr %x
  ret i32 %v
}
