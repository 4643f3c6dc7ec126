; 32-bit MIPS lowers i128 loads, stores and atomics (libatomic's generic calls) but not i128
; arguments, return values or arithmetic: the error says so at the instruction, naming the
; target.
; RUN: not atomir lower --target=mips-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'ret' for mips-linux-gnu: i128 arguments, return values and arithmetic are not supported on 32-bit MIPS (i128 loads, stores, copies and atomics are)
; CHECK-NEXT: --> {{.*}}errors-mips.ll:11:3
; CHECK: {{^}}11 |   ret i128 %v
; CHECK-NEXT: {{^}}   |   ^
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
