; MIPS64EL has no 128-bit values in atomir yet: a clear error at the instruction, naming the target.
; RUN: not atomir lower --target=mips64el-linux-gnuabi64 %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'load i128 seq_cst' for mips64el-linux-gnuabi64 (no features): the target's atomic table has no row for it
; CHECK-NEXT: --> {{.*}}errors-mips64el.ll:6:8
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
