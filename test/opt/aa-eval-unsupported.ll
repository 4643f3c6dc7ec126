; aa-eval: what atomir does not build yet fails with a clear error (exit 1), never a wrong line.
; RUN: not atomir opt -passes=aa-eval -print-all-alias-modref-info -disable-output %s 2>&1 | FileCheck %s
; CHECK: error: aa-eval on function 'k': a load or store address that is a constant expression cannot be printed yet
; RUN: not atomir opt -passes='function(aa-eval)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LEVEL
; LEVEL: error: unknown function pass 'aa-eval'

@g = global [4 x i32] zeroinitializer
define void @k() {
  store i32 0, ptr getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 1)
  ret void
}
