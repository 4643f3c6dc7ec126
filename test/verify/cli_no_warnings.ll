; `--no-warnings` drops warnings (an unknown `llvm.*` name is only a warning: LLVM 22 accepts
; it as an external function), so this valid module prints nothing and exits 0.
; RUN: atomir verify --no-warnings %s 2>&1 | FileCheck --allow-empty %s
; CHECK-NOT: {{.}}
declare void @llvm.totally.made.up(i32)
define void @f() {
  call void @llvm.totally.made.up(i32 1)
  ret void
}
