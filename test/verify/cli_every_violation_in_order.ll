; Every violation is reported, in module order (functions in order, each in source order),
; whatever the number of threads; the exit status is 1.
; RUN: not atomir verify %s 2>&1 | FileCheck %s
; CHECK: error: Attribute 'zeroext' applied to incompatible type!
; CHECK: error: Only PHI nodes may reference their own value!
; CHECK: in function @first, block %entry
; CHECK: error: Instruction does not dominate all uses!
; CHECK: in function @first, block %entry
; CHECK: error: PHI nodes not grouped at top of basic block!
; CHECK: in function @second, block %m
; CHECK: error: Entry block to function must not have predecessors!
; CHECK: in function @third, block %entry
; CHECK-NOT: error
declare void @ext(ptr zeroext)

define i32 @first() {
entry:
  %x = add i32 %x, 1
  %y = add i32 %z, 1
  %z = add i32 1, 1
  ret i32 %y
}

define i32 @second(i1 %c) {
entry:
  br i1 %c, label %a, label %m
a:
  br label %m
m:
  %s = add i32 1, 2
  %p = phi i32 [ 0, %entry ], [ 1, %a ]
  ret i32 %p
}

define void @third(i1 %c) {
entry:
  br i1 %c, label %entry, label %out
out:
  ret void
}
