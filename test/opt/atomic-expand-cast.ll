; Floating-point and pointer atomics as integers: float/double loads and stores through
; bitcasts, a pointer xchg through ptrtoint/inttoptr, a pointer cmpxchg through an integer
; cmpxchg rebuilt into { ptr, i1 }. CHECK lines are opt-22's output.
; RUN: atomir opt -S -mtriple=x86_64-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=X86
; RUN: atomir opt -S -mtriple=mips-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=MIPS
; X86-LABEL: define double @fp(ptr %p, double %v) {
; X86-NEXT: entry:
; X86-NEXT:   %0 = load atomic i64, ptr %p acquire, align 8
; X86-NEXT:   %1 = bitcast i64 %0 to double
; X86-NEXT:   %2 = bitcast double %v to i64
; X86-NEXT:   store atomic i64 %2, ptr %p release, align 8
; X86-NEXT:   ret double %1
; X86-NEXT: }
; X86-LABEL: define ptr @pointers(ptr %p, ptr %v, ptr %c) {
; X86-NEXT: entry:
; X86-NEXT:   %0 = ptrtoint ptr %v to i64
; X86-NEXT:   %1 = atomicrmw xchg ptr %p, i64 %0 seq_cst, align 8
; X86-NEXT:   %2 = inttoptr i64 %1 to ptr
; X86-NEXT:   %3 = ptrtoint ptr %c to i64
; X86-NEXT:   %4 = ptrtoint ptr %2 to i64
; X86-NEXT:   %5 = cmpxchg ptr %p, i64 %3, i64 %4 seq_cst seq_cst, align 8
; X86-NEXT:   %6 = extractvalue { i64, i1 } %5, 0
; X86-NEXT:   %7 = extractvalue { i64, i1 } %5, 1
; X86-NEXT:   %8 = inttoptr i64 %6 to ptr
; X86-NEXT:   %9 = insertvalue { ptr, i1 } poison, ptr %8, 0
; X86-NEXT:   %10 = insertvalue { ptr, i1 } %9, i1 %7, 1
; X86-NEXT:   %o = extractvalue { ptr, i1 } %10, 0
; X86-NEXT:   ret ptr %o
; X86-NEXT: }
; MIPS-LABEL: define double @fp(ptr %p, double %v) {
; MIPS-NEXT: entry:
; MIPS-NEXT:   %0 = call i64 @__atomic_load_8(ptr %p, i32 2)
; MIPS-NEXT:   %1 = bitcast i64 %0 to double
; MIPS-NEXT:   %2 = bitcast double %v to i64
; MIPS-NEXT:   call void @__atomic_store_8(ptr %p, i64 %2, i32 3)
; MIPS-NEXT:   ret double %1
; MIPS-NEXT: }
; MIPS-LABEL: define ptr @pointers(ptr %p, ptr %v, ptr %c) {
; MIPS-NEXT: entry:
; MIPS-NEXT:   %0 = ptrtoint ptr %v to i32
; MIPS-NEXT:   fence seq_cst
; MIPS-NEXT:   %1 = atomicrmw xchg ptr %p, i32 %0 monotonic, align 8
; MIPS-NEXT:   fence seq_cst
; MIPS-NEXT:   %2 = inttoptr i32 %1 to ptr
; MIPS-NEXT:   %3 = ptrtoint ptr %c to i32
; MIPS-NEXT:   %4 = ptrtoint ptr %2 to i32
; MIPS-NEXT:   fence seq_cst
; MIPS-NEXT:   %5 = cmpxchg ptr %p, i32 %3, i32 %4 monotonic monotonic, align 8
; MIPS-NEXT:   fence seq_cst
; MIPS-NEXT:   %6 = extractvalue { i32, i1 } %5, 0
; MIPS-NEXT:   %7 = extractvalue { i32, i1 } %5, 1
; MIPS-NEXT:   %8 = inttoptr i32 %6 to ptr
; MIPS-NEXT:   %9 = insertvalue { ptr, i1 } poison, ptr %8, 0
; MIPS-NEXT:   %10 = insertvalue { ptr, i1 } %9, i1 %7, 1
; MIPS-NEXT:   %o = extractvalue { ptr, i1 } %10, 0
; MIPS-NEXT:   ret ptr %o
; MIPS-NEXT: }
; MIPS-DAG: declare void @__atomic_store_8(ptr, i64, i32)
; MIPS-DAG: declare i64 @__atomic_load_8(ptr, i32)
define double @fp(ptr %p, double %v) {
entry:
  %l = load atomic double, ptr %p acquire, align 8
  store atomic double %v, ptr %p release, align 8
  ret double %l
}

define ptr @pointers(ptr %p, ptr %v, ptr %c) {
entry:
  %x = atomicrmw xchg ptr %p, ptr %v seq_cst, align 8
  %r = cmpxchg ptr %p, ptr %c, ptr %x seq_cst seq_cst, align 8
  %o = extractvalue { ptr, i1 } %r, 0
  ret ptr %o
}
