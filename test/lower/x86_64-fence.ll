; Fences on x86-64: seq_cst is a locked no-op on the stack (LLVM 22 does the same); acquire,
; release and acq_rel and every singlethread fence are compiler barriers only (TSO).
; Seed 000's llvm.atomic.membarrier maps to the weakest sufficient fence.
; RUN: atomir lower --target=x86_64-linux-gnu %s | FileCheck %s

; CHECK-LABEL: fences:
; CHECK: # fence
; CHECK-NEXT: # acquire/release fence: compiler barrier only (x86-TSO)
; CHECK-NEXT: # fence
; CHECK-NEXT: # acquire/release fence: compiler barrier only (x86-TSO)
; CHECK-NEXT: # fence
; CHECK-NEXT: # acquire/release fence: compiler barrier only (x86-TSO)
; CHECK-NEXT: # fence
; CHECK-NEXT: lock orl $0, (%rsp)
; CHECK-NEXT: # fence
; CHECK-NEXT: # singlethread fence: compiler barrier only
; CHECK-NEXT: # ret
define void @fences() {
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret void
}

declare void @llvm.atomic.membarrier(i1, i1, i1, i1)

; store->load ordering needs the full fence; the other pairs do not on x86.
; CHECK-LABEL: membarriers:
; CHECK: # call
; CHECK-NEXT: lock orl $0, (%rsp)
; CHECK-NEXT: # call
; CHECK-NEXT: # acquire/release fence: compiler barrier only (x86-TSO)
; CHECK-NEXT: # call
; CHECK-NEXT: # membarrier with no pairs: nothing
define void @membarriers() {
  call void @llvm.atomic.membarrier(i1 false, i1 false, i1 true, i1 false)
  call void @llvm.atomic.membarrier(i1 true, i1 true, i1 false, i1 true)
  call void @llvm.atomic.membarrier(i1 false, i1 false, i1 false, i1 false)
  ret void
}
