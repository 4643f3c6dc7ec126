; An atomic operation the target's table has no row for is a located error naming the
; operation, the target and its features (RISC-V 64 without features: no float rows).
; RUN: not atomir lower --target=riscv64-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'atomicrmw fmax float seq_cst' for riscv64-linux-gnu (no features): the target's atomic table has no row for it
; CHECK-NEXT: --> {{.*}}errors-no-row.ll:7:8
define float @f(ptr %p, float %v) {
  %r = atomicrmw fmax ptr %p, float %v seq_cst
  ret float %r
}
