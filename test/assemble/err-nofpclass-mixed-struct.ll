; A literal struct of mixed element types does not take `nofpclass` (LLVM 22's verifier).
; RUN: not atomir assemble %s -o - 2>&1 | FileCheck %s
; CHECK: error: Attribute 'nofpclass(nan)' applied to incompatible type!
declare void @g({ double, float } nofpclass(nan))
