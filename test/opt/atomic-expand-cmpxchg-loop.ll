; atomicrmw operations a target lacks become a loop around cmpxchg (atomicrmw.start /
; atomicrmw.end, %loaded, %new, %success, %newloaded, names made unique with one counter per
; function, instructions expanded last to first); float operations go through integer
; cmpxchg; x86's idempotent `or 0` becomes a fence and a load. CHECK lines are opt-22's output.
; RUN: atomir opt -S -mtriple=x86_64-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=X86
; RUN: atomir opt -S -mtriple=armv7-unknown-linux-gnueabihf -passes=atomic-expand %s | FileCheck %s --check-prefix=ARM
; X86-LABEL: define i32 @ops(ptr %p, i32 %v) {
; X86-NEXT: entry:
; X86-NEXT:   %0 = load i32, ptr %p, align 4
; X86-NEXT:   br label %atomicrmw.start14
; X86-EMPTY:
; X86-NEXT: atomicrmw.start14:
; X86-NEXT:   %loaded15 = phi i32 [ %0, %entry ], [ %newloaded18, %atomicrmw.start14 ]
; X86-NEXT:   %1 = and i32 %loaded15, %v
; X86-NEXT:   %new16 = xor i32 %1, -1
; X86-NEXT:   %2 = cmpxchg ptr %p, i32 %loaded15, i32 %new16 seq_cst seq_cst, align 4
; X86-NEXT:   %success17 = extractvalue { i32, i1 } %2, 1
; X86-NEXT:   %newloaded18 = extractvalue { i32, i1 } %2, 0
; X86-NEXT:   br i1 %success17, label %atomicrmw.end13, label %atomicrmw.start14
; X86-EMPTY:
; X86-NEXT: atomicrmw.end13:
; X86-NEXT:   %3 = load i32, ptr %p, align 4
; X86-NEXT:   br label %atomicrmw.start8
; X86-EMPTY:
; X86-NEXT: atomicrmw.start8:
; X86-NEXT:   %loaded9 = phi i32 [ %3, %atomicrmw.end13 ], [ %newloaded12, %atomicrmw.start8 ]
; X86-NEXT:   %4 = icmp ugt i32 %loaded9, %v
; X86-NEXT:   %new10 = select i1 %4, i32 %loaded9, i32 %v
; X86-NEXT:   %5 = cmpxchg ptr %p, i32 %loaded9, i32 %new10 acquire acquire, align 4
; X86-NEXT:   %success11 = extractvalue { i32, i1 } %5, 1
; X86-NEXT:   %newloaded12 = extractvalue { i32, i1 } %5, 0
; X86-NEXT:   br i1 %success11, label %atomicrmw.end7, label %atomicrmw.start8
; X86-EMPTY:
; X86-NEXT: atomicrmw.end7:
; X86-NEXT:   %6 = load i32, ptr %p, align 4
; X86-NEXT:   br label %atomicrmw.start2
; X86-EMPTY:
; X86-NEXT: atomicrmw.start2:
; X86-NEXT:   %loaded3 = phi i32 [ %6, %atomicrmw.end7 ], [ %newloaded6, %atomicrmw.start2 ]
; X86-NEXT:   %7 = sub i32 %loaded3, 1
; X86-NEXT:   %8 = icmp eq i32 %loaded3, 0
; X86-NEXT:   %9 = icmp ugt i32 %loaded3, %v
; X86-NEXT:   %10 = or i1 %8, %9
; X86-NEXT:   %new4 = select i1 %10, i32 %v, i32 %7
; X86-NEXT:   %11 = cmpxchg ptr %p, i32 %loaded3, i32 %new4 monotonic monotonic, align 4
; X86-NEXT:   %success5 = extractvalue { i32, i1 } %11, 1
; X86-NEXT:   %newloaded6 = extractvalue { i32, i1 } %11, 0
; X86-NEXT:   br i1 %success5, label %atomicrmw.end1, label %atomicrmw.start2
; X86-EMPTY:
; X86-NEXT: atomicrmw.end1:
; X86-NEXT:   %12 = load i32, ptr %p, align 4
; X86-NEXT:   br label %atomicrmw.start
; X86-EMPTY:
; X86-NEXT: atomicrmw.start:
; X86-NEXT:   %loaded = phi i32 [ %12, %atomicrmw.end1 ], [ %newloaded, %atomicrmw.start ]
; X86-NEXT:   %new = call i32 @llvm.usub.sat.i32(i32 %loaded, i32 %v)
; X86-NEXT:   %13 = cmpxchg ptr %p, i32 %loaded, i32 %new seq_cst seq_cst, align 4
; X86-NEXT:   %success = extractvalue { i32, i1 } %13, 1
; X86-NEXT:   %newloaded = extractvalue { i32, i1 } %13, 0
; X86-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; X86-EMPTY:
; X86-NEXT: atomicrmw.end:
; X86-NEXT:   fence seq_cst
; X86-NEXT:   %14 = load atomic i32, ptr %p seq_cst, align 4
; X86-NEXT:   %s = add i32 %newloaded18, %14
; X86-NEXT:   ret i32 %s
; X86-NEXT: }
; X86-LABEL: define float @fmax(ptr %p, float %v) {
; X86-NEXT: entry:
; X86-NEXT:   %0 = load float, ptr %p, align 4
; X86-NEXT:   br label %atomicrmw.start
; X86-EMPTY:
; X86-NEXT: atomicrmw.start:
; X86-NEXT:   %loaded = phi float [ %0, %entry ], [ %5, %atomicrmw.start ]
; X86-NEXT:   %1 = call float @llvm.maxnum.f32(float %loaded, float %v)
; X86-NEXT:   %2 = bitcast float %1 to i32
; X86-NEXT:   %3 = bitcast float %loaded to i32
; X86-NEXT:   %4 = cmpxchg ptr %p, i32 %3, i32 %2 seq_cst seq_cst, align 4
; X86-NEXT:   %success = extractvalue { i32, i1 } %4, 1
; X86-NEXT:   %newloaded = extractvalue { i32, i1 } %4, 0
; X86-NEXT:   %5 = bitcast i32 %newloaded to float
; X86-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; X86-EMPTY:
; X86-NEXT: atomicrmw.end:
; X86-NEXT:   ret float %5
; X86-NEXT: }
; X86-DAG: declare i32 @llvm.usub.sat.i32(i32, i32) #0
; X86-DAG: declare float @llvm.maxnum.f32(float, float) #0
; ARM-LABEL: define i32 @ops(ptr %p, i32 %v) {
; ARM-NEXT: entry:
; ARM-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM-NEXT:   %0 = load i32, ptr %p, align 4
; ARM-NEXT:   br label %atomicrmw.start19
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.start19:
; ARM-NEXT:   %loaded20 = phi i32 [ %0, %entry ], [ %newloaded23, %atomicrmw.start19 ]
; ARM-NEXT:   %1 = and i32 %loaded20, %v
; ARM-NEXT:   %new21 = xor i32 %1, -1
; ARM-NEXT:   %2 = cmpxchg ptr %p, i32 %loaded20, i32 %new21 monotonic monotonic, align 4
; ARM-NEXT:   %success22 = extractvalue { i32, i1 } %2, 1
; ARM-NEXT:   %newloaded23 = extractvalue { i32, i1 } %2, 0
; ARM-NEXT:   br i1 %success22, label %atomicrmw.end18, label %atomicrmw.start19
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.end18:
; ARM-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM-NEXT:   %3 = load i32, ptr %p, align 4
; ARM-NEXT:   br label %atomicrmw.start13
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.start13:
; ARM-NEXT:   %loaded14 = phi i32 [ %3, %atomicrmw.end18 ], [ %newloaded17, %atomicrmw.start13 ]
; ARM-NEXT:   %4 = icmp ugt i32 %loaded14, %v
; ARM-NEXT:   %new15 = select i1 %4, i32 %loaded14, i32 %v
; ARM-NEXT:   %5 = cmpxchg ptr %p, i32 %loaded14, i32 %new15 monotonic monotonic, align 4
; ARM-NEXT:   %success16 = extractvalue { i32, i1 } %5, 1
; ARM-NEXT:   %newloaded17 = extractvalue { i32, i1 } %5, 0
; ARM-NEXT:   br i1 %success16, label %atomicrmw.end12, label %atomicrmw.start13
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.end12:
; ARM-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM-NEXT:   %6 = load i32, ptr %p, align 4
; ARM-NEXT:   br label %atomicrmw.start7
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.start7:
; ARM-NEXT:   %loaded8 = phi i32 [ %6, %atomicrmw.end12 ], [ %newloaded11, %atomicrmw.start7 ]
; ARM-NEXT:   %7 = sub i32 %loaded8, 1
; ARM-NEXT:   %8 = icmp eq i32 %loaded8, 0
; ARM-NEXT:   %9 = icmp ugt i32 %loaded8, %v
; ARM-NEXT:   %10 = or i1 %8, %9
; ARM-NEXT:   %new9 = select i1 %10, i32 %v, i32 %7
; ARM-NEXT:   %11 = cmpxchg ptr %p, i32 %loaded8, i32 %new9 monotonic monotonic, align 4
; ARM-NEXT:   %success10 = extractvalue { i32, i1 } %11, 1
; ARM-NEXT:   %newloaded11 = extractvalue { i32, i1 } %11, 0
; ARM-NEXT:   br i1 %success10, label %atomicrmw.end6, label %atomicrmw.start7
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.end6:
; ARM-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM-NEXT:   %12 = load i32, ptr %p, align 4
; ARM-NEXT:   br label %atomicrmw.start2
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.start2:
; ARM-NEXT:   %loaded3 = phi i32 [ %12, %atomicrmw.end6 ], [ %newloaded5, %atomicrmw.start2 ]
; ARM-NEXT:   %new = call i32 @llvm.usub.sat.i32(i32 %loaded3, i32 %v)
; ARM-NEXT:   %13 = cmpxchg ptr %p, i32 %loaded3, i32 %new monotonic monotonic, align 4
; ARM-NEXT:   %success4 = extractvalue { i32, i1 } %13, 1
; ARM-NEXT:   %newloaded5 = extractvalue { i32, i1 } %13, 0
; ARM-NEXT:   br i1 %success4, label %atomicrmw.end1, label %atomicrmw.start2
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.end1:
; ARM-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM-NEXT:   %14 = load i32, ptr %p, align 4
; ARM-NEXT:   br label %atomicrmw.start
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.start:
; ARM-NEXT:   %loaded = phi i32 [ %14, %atomicrmw.end1 ], [ %newloaded, %atomicrmw.start ]
; ARM-NEXT:   %15 = cmpxchg ptr %p, i32 %loaded, i32 %loaded monotonic monotonic, align 4
; ARM-NEXT:   %success = extractvalue { i32, i1 } %15, 1
; ARM-NEXT:   %newloaded = extractvalue { i32, i1 } %15, 0
; ARM-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.end:
; ARM-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM-NEXT:   %s = add i32 %newloaded23, %newloaded
; ARM-NEXT:   ret i32 %s
; ARM-NEXT: }
; ARM-LABEL: define float @fmax(ptr %p, float %v) {
; ARM-NEXT: entry:
; ARM-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM-NEXT:   %0 = load float, ptr %p, align 4
; ARM-NEXT:   br label %atomicrmw.start
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.start:
; ARM-NEXT:   %loaded = phi float [ %0, %entry ], [ %5, %atomicrmw.start ]
; ARM-NEXT:   %1 = call float @llvm.maxnum.f32(float %loaded, float %v)
; ARM-NEXT:   %2 = bitcast float %1 to i32
; ARM-NEXT:   %3 = bitcast float %loaded to i32
; ARM-NEXT:   %4 = cmpxchg ptr %p, i32 %3, i32 %2 monotonic monotonic, align 4
; ARM-NEXT:   %success = extractvalue { i32, i1 } %4, 1
; ARM-NEXT:   %newloaded = extractvalue { i32, i1 } %4, 0
; ARM-NEXT:   %5 = bitcast i32 %newloaded to float
; ARM-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; ARM-EMPTY:
; ARM-NEXT: atomicrmw.end:
; ARM-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM-NEXT:   ret float %5
; ARM-NEXT: }
; ARM-DAG: declare void @llvm.arm.dmb(i32) #0
; ARM-DAG: declare i32 @llvm.usub.sat.i32(i32, i32) #1
; ARM-DAG: declare float @llvm.maxnum.f32(float, float) #1
define i32 @ops(ptr %p, i32 %v) {
entry:
  %a = atomicrmw nand ptr %p, i32 %v seq_cst, align 4
  %b = atomicrmw umax ptr %p, i32 %v acquire, align 4
  %c = atomicrmw udec_wrap ptr %p, i32 %v monotonic, align 4
  %d = atomicrmw usub_sat ptr %p, i32 %v seq_cst, align 4
  %e = atomicrmw or ptr %p, i32 0 seq_cst, align 4
  %s = add i32 %a, %e
  ret i32 %s
}

define float @fmax(ptr %p, float %v) {
entry:
  %r = atomicrmw fmax ptr %p, float %v seq_cst, align 4
  ret float %r
}
