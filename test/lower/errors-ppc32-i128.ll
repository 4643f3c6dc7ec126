; 32-bit PowerPC lowers i128 loads, stores and atomics (libatomic's generic calls, as llc-22)
; but not i128 arguments, return values or arithmetic: a located error naming the instruction
; and the target.
; RUN: not atomir lower --target=powerpc-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'ret' for powerpc-linux-gnu: i128 arguments, return values and arithmetic are not supported on 32-bit PowerPC (i128 loads, stores, copies and atomics are)
; CHECK-NEXT: --> {{.*}}errors-ppc32-i128.ll:11:3
; CHECK: {{^}}11 |   ret i128 %v
; CHECK-NEXT: {{^}}   |   ^
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
