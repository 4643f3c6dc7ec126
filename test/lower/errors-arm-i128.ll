; 32-bit ARM lowers i128 loads, stores and atomics (libatomic's generic calls) but not the
; read-modify-writes beyond xchg, add, sub, and, nand, or, xor, max, min, umax, umin, nor i128
; arguments, return values or arithmetic: located errors naming the instruction and target.
; RUN: not atomir lower --target=armv7-linux-gnueabihf %s 2>&1 | FileCheck %s
; RUN: sed '/uinc_wrap ptr/d' %s | not atomir lower --target=armv5te-linux-gnueabi - 2>&1 | FileCheck %s --check-prefix=RET
; CHECK: error: cannot lower 'atomicrmw uinc_wrap i128' for arm-linux-gnueabihf: only xchg, add, sub, and, nand, or, xor, max, min, umax and umin are lowered on i128
; CHECK-NEXT: --> {{.*}}errors-arm-i128.ll:15:8
; CHECK: {{^}}15 |   %w = atomicrmw uinc_wrap ptr %p, i128 1 seq_cst, align 16
; RET: error: cannot lower 'ret' for arm-linux-gnueabihf: i128 arguments, return values and arithmetic are not supported on 32-bit ARM (i128 loads, stores, copies and atomics are)
; RET-NEXT: --> <stdin>:{{[0-9]+}}:3
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ; the atomic load lowers (a call of __atomic_load); the return of the value does not, and
  ; uinc_wrap has no word expansion
  %w = atomicrmw uinc_wrap ptr %p, i128 1 seq_cst, align 16
  ret i128 %v
}
