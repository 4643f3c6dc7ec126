; membarrier(ll, ls, sl, ss) becomes the weakest fence giving every pair asked for:
; store-load needs seq_cst; loads before (ll, ls) acquire; stores after (ls, ss) release;
; ll with ss acq_rel; nothing asked for: no fence at all. A flag that is not a constant counts
; as true.
; RUN: atomir opt -S -passes=upgrade-legacy-atomics %s | FileCheck %s
; CHECK-LABEL: define void @all(i1 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   fence seq_cst
; CHECK-NEXT:   fence release
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   fence release
; CHECK-NEXT:   fence acq_rel
; CHECK-NEXT:   fence seq_cst
; CHECK-NEXT:   fence acq_rel
; CHECK-NEXT:   ret void
declare void @llvm.atomic.membarrier(i1, i1, i1, i1)

define void @all(i1 %x) {
entry:
  call void @llvm.atomic.membarrier(i1 false, i1 false, i1 false, i1 false)
  call void @llvm.atomic.membarrier(i1 true, i1 false, i1 false, i1 false)
  call void @llvm.atomic.membarrier(i1 false, i1 true, i1 false, i1 false)
  call void @llvm.atomic.membarrier(i1 false, i1 false, i1 true, i1 false)
  call void @llvm.atomic.membarrier(i1 false, i1 false, i1 false, i1 true)
  call void @llvm.atomic.membarrier(i1 true, i1 true, i1 false, i1 false)
  call void @llvm.atomic.membarrier(i1 false, i1 true, i1 false, i1 true)
  call void @llvm.atomic.membarrier(i1 true, i1 false, i1 false, i1 true)
  call void @llvm.atomic.membarrier(i1 true, i1 true, i1 true, i1 true)
  call void @llvm.atomic.membarrier(i1 %x, i1 false, i1 false, i1 true)
  ret void
}
