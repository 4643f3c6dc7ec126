; A load cannot be release: the verifier's diagnostic, before any lowering.
; RUN: not atomir lower --target=x86_64-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: atomic load cannot use Release ordering
; CHECK-NEXT: --> {{.*}}errors-bad-ordering.ll:6:32
define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p release, align 4
  ret i32 %v
}
