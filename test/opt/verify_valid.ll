; The verify pass on a valid module: the module is printed with -S, in canonical form; -p is
; LLVM's alias of -passes; -disable-output prints nothing; -o FILE writes the file.
; RUN: atomir opt -passes=verify -S %s -o - | FileCheck %s
; RUN: atomir opt -p 'module(verify,function(verify))' -S %s | FileCheck %s
; RUN: atomir opt -passes=verify -disable-output %s 2>&1 | FileCheck --allow-empty %s --check-prefix=QUIET
; QUIET-NOT: {{.}}
; RUN: atomir opt -passes=verify -S %s -o %t && FileCheck %s < %t
; CHECK: ; ModuleID = '{{.*}}verify_valid.ll'
; CHECK: define i32 @f(i32 %a) {
; CHECK-NEXT: %b = add i32 %a, 1
; CHECK-NEXT: ret i32 %b
; CHECK-NEXT: }
; CHECK: declare void @g()
define i32 @f(i32 %a) {
  %b = add i32 %a, 1
  ret i32 %b
}
declare void @g()
