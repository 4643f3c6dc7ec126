; 32-bit ARM lowers i128 loads, stores and every integer atomic (libatomic's generic calls) but
; not odd widths such as i96, nor i128 arguments, return values or arithmetic: located errors
; naming the instruction and the target.
; RUN: not atomir lower --target=armv7-linux-gnueabihf %s 2>&1 | FileCheck %s
; RUN: sed '/i96/d' %s | not atomir lower --target=armv5te-linux-gnueabi - 2>&1 | FileCheck %s --check-prefix=RET
; CHECK: error: cannot lower values of type i96 for arm-linux-gnueabihf: integer widths 1, 8, 16, 32, 64 and 128 are supported
; CHECK-NEXT: --> {{.*}}errors-arm-i128.ll:15:8
; CHECK: {{^}}15 |   %w = load i96, ptr %p, align 16
; RET: error: cannot lower 'ret' for arm-linux-gnueabihf: i128 arguments, return values and arithmetic are not supported on 32-bit ARM (i128 loads, stores, copies and atomics are)
; RET-NEXT: --> <stdin>:{{[0-9]+}}:3
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ; the atomic load lowers (a call of __atomic_load); the return of the value does not, and
  ; an i96 has no lowering at all
  %w = load i96, ptr %p, align 16
  %u = atomicrmw uinc_wrap ptr %p, i128 1 seq_cst, align 16
  ret i128 %v
}
