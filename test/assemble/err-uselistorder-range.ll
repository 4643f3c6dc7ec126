; llvm-as-22 rejects this permutation (message and column learned from it).
; RUN: not atomir assemble %s 2>&1 | FileCheck %s
; CHECK: error: expected distinct uselistorder indexes in range [0, size)
; CHECK-NEXT: {{.*}}err-uselistorder-range.ll:11:26

define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %a
a:
  ret void
  uselistorder label %a, { 2, 0 }
}
