; 128-bit atomics: x86-64 +cx16 and AArch64 load through a cmpxchg of zero and loop other
; operations around cmpxchg i128; PowerPC uses its quadword intrinsics on the two halves;
; x86-64 without cx16 calls __atomic_*_16. CHECK lines are opt-22's output.
; RUN: atomir opt -S -mtriple=x86_64-unknown-linux-gnu -mattr=+cx16 -passes=atomic-expand %s | FileCheck %s --check-prefix=CX16
; RUN: atomir opt -S -mtriple=x86_64-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=X86
; RUN: atomir opt -S -mtriple=powerpc64le-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=PPC
; RUN: atomir opt -S -mtriple=aarch64-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=A64
; CX16-LABEL: define i128 @wide(ptr %p, i128 %v) #0 {
; CX16-NEXT: entry:
; CX16-NEXT:   %0 = cmpxchg ptr %p, i128 0, i128 0 acquire acquire, align 16
; CX16-NEXT:   %loaded1 = extractvalue { i128, i1 } %0, 0
; CX16-NEXT:   %1 = load i128, ptr %p, align 16
; CX16-NEXT:   br label %atomicrmw.start
; CX16-EMPTY:
; CX16-NEXT: atomicrmw.start:
; CX16-NEXT:   %loaded = phi i128 [ %1, %entry ], [ %newloaded, %atomicrmw.start ]
; CX16-NEXT:   %new = or i128 %loaded, %v
; CX16-NEXT:   %2 = cmpxchg ptr %p, i128 %loaded, i128 %new seq_cst seq_cst, align 16
; CX16-NEXT:   %success = extractvalue { i128, i1 } %2, 1
; CX16-NEXT:   %newloaded = extractvalue { i128, i1 } %2, 0
; CX16-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; CX16-EMPTY:
; CX16-NEXT: atomicrmw.end:
; CX16-NEXT:   %r = add i128 %loaded1, %newloaded
; CX16-NEXT:   ret i128 %r
; CX16-NEXT: }
; X86-LABEL: define i128 @wide(ptr %p, i128 %v) {
; X86-NEXT: entry:
; X86-NEXT:   %0 = call i128 @__atomic_load_16(ptr %p, i32 2)
; X86-NEXT:   %1 = call i128 @__atomic_fetch_or_16(ptr %p, i128 %v, i32 5)
; X86-NEXT:   %r = add i128 %0, %1
; X86-NEXT:   ret i128 %r
; X86-NEXT: }
; X86-DAG: declare i128 @__atomic_fetch_or_16(ptr, i128, i32)
; X86-DAG: declare i128 @__atomic_load_16(ptr, i32)
; PPC-LABEL: define i128 @wide(ptr %p, i128 %v) {
; PPC-NEXT: entry:
; PPC-NEXT:   %l = load atomic i128, ptr %p monotonic, align 16
; PPC-NEXT:   call void @llvm.ppc.cfence.i128(i128 %l)
; PPC-NEXT:   call void @llvm.ppc.sync()
; PPC-NEXT:   %incr_lo = trunc i128 %v to i64
; PPC-NEXT:   %0 = lshr i128 %v, 64
; PPC-NEXT:   %incr_hi = trunc i128 %0 to i64
; PPC-NEXT:   %1 = call { i64, i64 } @llvm.ppc.atomicrmw.or.i128(ptr %p, i64 %incr_lo, i64 %incr_hi)
; PPC-NEXT:   %lo = extractvalue { i64, i64 } %1, 0
; PPC-NEXT:   %hi = extractvalue { i64, i64 } %1, 1
; PPC-NEXT:   %lo64 = zext i64 %lo to i128
; PPC-NEXT:   %hi64 = zext i64 %hi to i128
; PPC-NEXT:   %2 = shl i128 %hi64, 64
; PPC-NEXT:   %val64 = or i128 %lo64, %2
; PPC-NEXT:   call void @llvm.ppc.lwsync()
; PPC-NEXT:   %r = add i128 %l, %val64
; PPC-NEXT:   ret i128 %r
; PPC-NEXT: }
; PPC-DAG: declare void @llvm.ppc.sync() #0
; PPC-DAG: declare void @llvm.ppc.lwsync() #0
; PPC-DAG: declare { i64, i64 } @llvm.ppc.atomicrmw.or.i128(ptr captures(none), i64, i64) #1
; PPC-DAG: declare void @llvm.ppc.cfence.i128(i128) #0
; A64-LABEL: define i128 @wide(ptr %p, i128 %v) {
; A64-NEXT: entry:
; A64-NEXT:   %0 = cmpxchg ptr %p, i128 0, i128 0 acquire acquire, align 16
; A64-NEXT:   %loaded1 = extractvalue { i128, i1 } %0, 0
; A64-NEXT:   %1 = load i128, ptr %p, align 16
; A64-NEXT:   br label %atomicrmw.start
; A64-EMPTY:
; A64-NEXT: atomicrmw.start:
; A64-NEXT:   %loaded = phi i128 [ %1, %entry ], [ %newloaded, %atomicrmw.start ]
; A64-NEXT:   %new = or i128 %loaded, %v
; A64-NEXT:   %2 = cmpxchg ptr %p, i128 %loaded, i128 %new seq_cst seq_cst, align 16
; A64-NEXT:   %success = extractvalue { i128, i1 } %2, 1
; A64-NEXT:   %newloaded = extractvalue { i128, i1 } %2, 0
; A64-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; A64-EMPTY:
; A64-NEXT: atomicrmw.end:
; A64-NEXT:   %r = add i128 %loaded1, %newloaded
; A64-NEXT:   ret i128 %r
; A64-NEXT: }
define i128 @wide(ptr %p, i128 %v) {
entry:
  %l = load atomic i128, ptr %p acquire, align 16
  %x = atomicrmw or ptr %p, i128 %v seq_cst, align 16
  %r = add i128 %l, %x
  ret i128 %r
}
