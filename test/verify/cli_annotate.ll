; `--annotate` prints the module with each finding under its instruction (and still exits 1).
; RUN: not atomir verify --annotate %s 2>/dev/null | FileCheck %s
; CHECK-LABEL: define i32 @f(ptr %p) {
; CHECK:      %u = add i32 %w, 1
; CHECK-NEXT: ; error: Instruction does not dominate all uses!
; CHECK-NEXT: %w = add i32 %v, 1
; CHECK-LABEL: define void @g(i1 %c) {
; CHECK:      %y = add i32 %x, 1
; CHECK-NEXT: ; error: Instruction does not dominate all uses!
; CHECK-NOT:  error
define i32 @f(ptr %p) {
entry:
  %v = load atomic i32, ptr %p seq_cst, align 4
  %u = add i32 %w, 1
  %w = add i32 %v, 1
  ret i32 %u
}

define void @g(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %y = add i32 %x, 1
  ret void
}
