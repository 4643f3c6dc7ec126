; An i128 operation x86-64 can only do with an inline 128-bit compare-and-swap: without
; +cx16 the table has no row, and the error says so (and which feature would give one).
; RUN: not atomir lower --target=x86_64-linux-gnu %s 2>&1 | FileCheck %s
; RUN: atomir lower --target=x86_64-linux-gnu -mattr=+cx16 %s | FileCheck %s --check-prefix=CX16
; CHECK: error: cannot lower 'atomicrmw umax i128 seq_cst' for x86_64-linux-gnu (no features): the target's atomic table has no row for it (try -mattr=+cx16)
; CHECK-NEXT: --> {{.*}}errors-no-row.ll:
; CX16: lock cmpxchg16b (%rdi)
define i128 @f(ptr %p, i128 %v) {
  %r = atomicrmw umax ptr %p, i128 %v seq_cst
  ret i128 %r
}
