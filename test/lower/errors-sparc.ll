; SPARC V8 has no 128-bit values in atomir (LLVM 22 calls the generic __atomic_load there; the
; data is passed by reference, which atomir does not do yet): a clear error at the instruction,
; naming the target.
; RUN: not atomir lower --target=sparc-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'load i128 seq_cst' for sparc-linux-gnu (no features): the target's atomic table has no row for it
; CHECK-NEXT: --> {{.*}}errors-sparc.ll:8:8
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
