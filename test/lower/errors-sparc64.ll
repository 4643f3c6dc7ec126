; SPARC V9 lowers i128 loads, stores and atomics (libatomic's generic calls, as llc-22) but not
; i128 return values, arguments or arithmetic: a clear error at the instruction, naming the
; target.
; RUN: not atomir lower --target=sparc64-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'ret' for sparc64-linux-gnu: i128 arguments, return values and arithmetic are not supported on SPARC V9 (i128 loads, stores, copies and atomics are)
; CHECK-NEXT: --> {{.*}}errors-sparc64.ll:9:3
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
