; SPARC V8 lowers i128 loads, stores and atomics (libatomic's generic calls, as LLVM 22) but
; not i128 return values (LLVM 22 returns them through memory), arguments or arithmetic: a
; clear error at the instruction, naming the target.
; RUN: not atomir lower --target=sparc-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'ret' for sparc-linux-gnu: i128 arguments, return values and arithmetic are not supported on 32-bit SPARC (i128 loads, stores, copies and atomics are)
; CHECK-NEXT: --> {{.*}}errors-sparc.ll:9:3
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
