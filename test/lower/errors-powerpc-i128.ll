; PowerPC 64 sends i128 to libatomic, which has no fetch_umax: no row, and the error says why
; at the instruction.
; RUN: not atomir lower --target=powerpc64le-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'atomicrmw umax i128 seq_cst' for powerpc64le-linux-gnu (+64bit,+partword-atomics): the target's atomic table has no row for it (i128 goes to libatomic, which has no function for this operation)
; CHECK-NEXT: --> {{.*}}errors-powerpc-i128.ll:9:8
; CHECK: {{^}}9 |   %r = atomicrmw umax ptr %p, i128 %v seq_cst
; CHECK-NEXT: {{^}}  |        ^
define i128 @wide(ptr %p, i128 %v) {
  %r = atomicrmw umax ptr %p, i128 %v seq_cst
  ret i128 %r
}
