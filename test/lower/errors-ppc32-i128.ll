; 32-bit PowerPC has no 128-bit values (llc-22 calls the generic __atomic_load/__atomic_store
; for them; atomir's 32-bit generator keeps no i128 in its slots): a located error naming the
; instruction and the target.
; RUN: not atomir lower --target=powerpc-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'load atomic' for powerpc-linux-gnu: i128 values are not supported on 32-bit PowerPC
; CHECK-NEXT: --> {{.*}}errors-ppc32-i128.ll:10:8
; CHECK: {{^}}10 |   %v = load atomic i128, ptr %p seq_cst, align 16
; CHECK-NEXT: {{^}}   |        ^
define i128 @wide(ptr %p) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  ret i128 %v
}
