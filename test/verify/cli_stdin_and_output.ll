; Input from standard input; a valid module prints nothing, and `-o -` prints it canonically.
; RUN: atomir verify < %s 2>&1 | FileCheck --allow-empty %s --check-prefix=QUIET
; QUIET-NOT: {{.}}
; RUN: atomir verify - -o - < %s | FileCheck %s --check-prefix=OUT
; OUT: define i32 @f(i32 %a) {
; OUT-NEXT: %b = add i32 %a, 1
; OUT-NEXT: ret i32 %b
define i32 @f(i32 %a) {
  %b = add i32 %a, 1
  ret i32 %b
}
