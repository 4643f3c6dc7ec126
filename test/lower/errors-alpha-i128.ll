; Alpha: i128 atomics go to libatomic's __atomic_*_16, which has no function for max/min, so
; those have no row; 128-bit arithmetic is outside the code generator's subset. Both are
; located errors naming the target.
; RUN: not atomir lower --target=alpha-linux-gnu %s 2>&1 | FileCheck %s
; RUN: not atomir lower --target=alpha-linux-gnu %S/Inputs/alpha-i128-add.ll 2>&1 | FileCheck %s --check-prefix=ARITH
; CHECK: error: cannot lower 'atomicrmw umax i128 seq_cst' for alpha-linux-gnu (no features): the target's atomic table has no row for it (i128 goes to libatomic, which has no function for this operation)
; CHECK-NEXT: --> {{.*}}errors-alpha-i128.ll:10:8
; ARITH: error: cannot lower an i128 value for alpha-linux-gnu: 128-bit arithmetic and comparisons are not supported
define i128 @wide(ptr %p, i128 %v) {
  %r = atomicrmw umax ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}
