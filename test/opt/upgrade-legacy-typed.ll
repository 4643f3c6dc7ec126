; Typed pointers and the `.i32.p0i32` suffixes of the LLVM 2.x era, and the names LLVM 2.6-2.9
; shipped (cmp.swap, load.<op>, memory.barrier with its fifth, ignored, device flag).
; RUN: atomir opt -S -passes=upgrade-legacy-atomics %s | FileCheck %s
; CHECK-LABEL: define i32 @typed(ptr %p) {
; CHECK:   %0 = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4
; CHECK-NEXT:   %a = extractvalue { i32, i1 } %0, 0
; CHECK-NEXT:   %b = atomicrmw xchg ptr %p, i32 2 seq_cst, align 4
; CHECK-NEXT:   fence acq_rel
; CHECK-NEXT:   ret i32 %b
; CHECK-LABEL: define i32 @llvm29(ptr %p) {
; CHECK:   %0 = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4
; CHECK-NEXT:   %a = extractvalue { i32, i1 } %0, 0
; CHECK-NEXT:   %c = atomicrmw umax ptr %p, i32 3 seq_cst, align 4
; CHECK-NEXT:   %d = atomicrmw nand ptr %p, i32 4 seq_cst, align 4
; CHECK-NEXT:   fence seq_cst
; CHECK-NEXT:   ret i32 %d
; CHECK-NOT: declare
declare i32 @llvm.atomic.cas.i32.p0i32(i32*, i32, i32)
declare i32 @llvm.atomic.swap.i32.p0i32(i32*, i32)
declare void @llvm.atomic.membarrier(i1, i1, i1, i1)
declare i32 @llvm.atomic.cmp.swap.i32.p0i32(i32*, i32, i32)
declare i32 @llvm.atomic.load.umax.i32.p0i32(i32*, i32)
declare i32 @llvm.atomic.load.nand.i32.p0i32(i32*, i32)
declare void @llvm.memory.barrier(i1, i1, i1, i1, i1)

define i32 @typed(i32* %p) {
entry:
  %a = call i32 @llvm.atomic.cas.i32.p0i32(i32* %p, i32 0, i32 1)
  %b = call i32 @llvm.atomic.swap.i32.p0i32(i32* %p, i32 2)
  call void @llvm.atomic.membarrier(i1 true, i1 false, i1 false, i1 true)
  ret i32 %b
}

define i32 @llvm29(i32* %p) {
entry:
  %a = call i32 @llvm.atomic.cmp.swap.i32.p0i32(i32* %p, i32 0, i32 1)
  %c = call i32 @llvm.atomic.load.umax.i32.p0i32(i32* %p, i32 3)
  %d = call i32 @llvm.atomic.load.nand.i32.p0i32(i32* %p, i32 4)
  call void @llvm.memory.barrier(i1 true, i1 true, i1 true, i1 true, i1 false)
  ret i32 %d
}
