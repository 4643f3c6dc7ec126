; upgrade-legacy-atomics then atomic-expand in one pipeline: seed 000's intrinsics lowered
; for SPARC V9 (fences around cmpxchg, add/sub as cmpxchg loops, xchg native). CHECK lines are
; opt-22's atomic-expand output on the upgraded module.
; RUN: atomir opt -S -mtriple=sparcv9-unknown-linux-gnu -passes=upgrade-legacy-atomics,atomic-expand -verify-each %s | FileCheck %s
; CHECK-LABEL: define i32 @f(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   fence release
; CHECK-NEXT:   %0 = cmpxchg ptr %p, i32 0, i32 1 monotonic monotonic, align 4
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   %a = extractvalue { i32, i1 } %0, 0
; CHECK-NEXT:   fence release
; CHECK-NEXT:   %b = atomicrmw xchg ptr %p, i32 2 monotonic, align 4
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   fence release
; CHECK-NEXT:   %1 = load i32, ptr %p, align 4
; CHECK-NEXT:   br label %atomicrmw.start2
; CHECK-EMPTY:
; CHECK-NEXT: atomicrmw.start2:
; CHECK-NEXT:   %loaded3 = phi i32 [ %1, %entry ], [ %newloaded6, %atomicrmw.start2 ]
; CHECK-NEXT:   %new4 = add i32 %loaded3, 3
; CHECK-NEXT:   %2 = cmpxchg ptr %p, i32 %loaded3, i32 %new4 monotonic monotonic, align 4
; CHECK-NEXT:   %success5 = extractvalue { i32, i1 } %2, 1
; CHECK-NEXT:   %newloaded6 = extractvalue { i32, i1 } %2, 0
; CHECK-NEXT:   br i1 %success5, label %atomicrmw.end1, label %atomicrmw.start2
; CHECK-EMPTY:
; CHECK-NEXT: atomicrmw.end1:
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   fence release
; CHECK-NEXT:   %3 = load i32, ptr %p, align 4
; CHECK-NEXT:   br label %atomicrmw.start
; CHECK-EMPTY:
; CHECK-NEXT: atomicrmw.start:
; CHECK-NEXT:   %loaded = phi i32 [ %3, %atomicrmw.end1 ], [ %newloaded, %atomicrmw.start ]
; CHECK-NEXT:   %new = sub i32 %loaded, 4
; CHECK-NEXT:   %4 = cmpxchg ptr %p, i32 %loaded, i32 %new monotonic monotonic, align 4
; CHECK-NEXT:   %success = extractvalue { i32, i1 } %4, 1
; CHECK-NEXT:   %newloaded = extractvalue { i32, i1 } %4, 0
; CHECK-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; CHECK-EMPTY:
; CHECK-NEXT: atomicrmw.end:
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   fence seq_cst
; CHECK-NEXT:   ret i32 %newloaded
; CHECK-NEXT: }

declare i32 @llvm.atomic.cas.i32(ptr, i32, i32)
declare i32 @llvm.atomic.swap.i32(ptr, i32)
declare i32 @llvm.atomic.las.i32(ptr, i32)
declare i32 @llvm.atomic.lss.i32(ptr, i32)
declare void @llvm.atomic.membarrier(i1, i1, i1, i1)

define i32 @f(ptr %p) {
entry:
  %a = call i32 @llvm.atomic.cas.i32(ptr %p, i32 0, i32 1)
  %b = call i32 @llvm.atomic.swap.i32(ptr %p, i32 2)
  %c = call i32 @llvm.atomic.las.i32(ptr %p, i32 3)
  %d = call i32 @llvm.atomic.lss.i32(ptr %p, i32 4)
  call void @llvm.atomic.membarrier(i1 true, i1 true, i1 true, i1 true)
  ret i32 %d
}
