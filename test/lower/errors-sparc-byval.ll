; SPARC V8 passes aggregates by reference and returns them through a hidden word, which atomir
; does not do yet: byval (and sret) parameters are a located error naming the target.
; RUN: not atomir lower --target=sparc-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower parameter 0 of @byval_arg for sparc-linux-gnu: byval/inalloca/sret are not supported
; CHECK-NEXT: --> {{.*}}errors-sparc-byval.ll:7:12
%pair = type { i32, i32 }
define i32 @byval_arg(ptr byval(%pair) %p) {
  ret i32 0
}
