; MIPS64EL lowers i128 loads, stores and atomics (libatomic's generic calls) but not i128
; return values, arguments or arithmetic: a clear error at the instruction, naming the target.
; RUN: not atomir lower --target=mips64el-linux-gnuabi64 %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'ret' for mips64el-linux-gnuabi64: i128 arguments, return values and arithmetic are not supported on MIPS64 (i128 loads, stores, copies and atomics are)
; CHECK-NEXT: --> {{.*}}errors-mips64el.ll:8:3
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
