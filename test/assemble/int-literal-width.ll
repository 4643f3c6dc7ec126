; Integer literals wider than their type are truncated, as LLVM's parser does; an integer
; literal for a floating-point type is an error.
; RUN: atomir assemble %s -o - | FileCheck %s
; RUN: not atomir assemble %S/Inputs/float-int-literal.ll 2>&1 | FileCheck %s --check-prefix=FLOAT
; CHECK: ret i8 39
; FLOAT: error: integer constant must have integer type
; FLOAT-NEXT: {{.*}}float-int-literal.ll:2:15
define i8 @f() {
  ret i8 -25305
}
