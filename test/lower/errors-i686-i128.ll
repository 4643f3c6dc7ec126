; i686 lowers i128 loads, stores and atomics (words.rs) but not i128 return values, arguments
; or arithmetic: a located error naming the instruction and the target.
; RUN: not atomir lower --target=i686-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'ret' for i686-linux-gnu: i128 arguments, return values and arithmetic are not supported on i686 (i128 loads, stores, copies and atomics are)
; CHECK-NEXT: --> {{.*}}errors-i686-i128.ll:10:3
; CHECK: {{^}}10 |   ret i128 %v
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ; the atomic load itself lowers; the return of the value does not
  ret i128 %v
}
