; A repeated block label is not a parse error in LLVM 22: the block already defined moves to the
; end of the function and the second body is appended to it; the verifier then fails. Expected
; messages and their order: llvm-as-22; printed body: opt-22 -disable-verify -S (llvm-dis-22
; cannot read the bitcode llvm-as -disable-verify writes for it).
; RUN: not atomir assemble %s -o - 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; VERIFY: error: Entry block to function must not have predecessors!
; VERIFY: error: Terminator found in the middle of a basic block!
; VERIFY: = in function @entry_moved, block %e
; VERIFY: error: Terminator found in the middle of a basic block!
; VERIFY: = in function @appended, block %e
; VERIFY-NOT: error:

; CHECK-LABEL: define i32 @entry_moved(i1 %c) {
; CHECK-NEXT: x:
; CHECK-NEXT:   ret i32 0
; CHECK-EMPTY:
; CHECK-NEXT: e:                                                ; preds = %e
; CHECK-NEXT:   br i1 %c, label %e, label %x
; CHECK-NEXT:   ret i32 1
; CHECK-NEXT: }
define i32 @entry_moved(i1 %c) {
e:
  br i1 %c, label %e, label %x
x:
  ret i32 0
e:
  ret i32 1
}

; CHECK-LABEL: define i32 @appended(i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %e, label %x
; CHECK-EMPTY:
; CHECK-NEXT: x:                                                ; preds = %e, %entry
; CHECK-NEXT:   ret i32 0
; CHECK-EMPTY:
; CHECK-NEXT: e:                                                ; preds = %entry
; CHECK-NEXT:   %a = add i32 1, 2
; CHECK-NEXT:   br label %x
; CHECK-NEXT:   %b = add i32 3, 4
; CHECK-NEXT:   ret i32 %b
; CHECK-NEXT: }
define i32 @appended(i1 %c) {
entry:
  br i1 %c, label %e, label %x
e:
  %a = add i32 1, 2
  br label %x
x:
  ret i32 0
e:
  %b = add i32 3, 4
  ret i32 %b
}
