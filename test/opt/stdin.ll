; Input from standard input (none or `-`): the ModuleID is <stdin>.
; RUN: atomir opt -passes=no-op-function -S < %s | FileCheck %s
; RUN: atomir opt -passes=verify -S - -o - < %s | FileCheck %s
; CHECK: ; ModuleID = '<stdin>'
; CHECK: define i32 @f(i32 %a) {
; CHECK-NEXT: ret i32 %a
define i32 @f(i32 %a) {
  ret i32 %a
}
