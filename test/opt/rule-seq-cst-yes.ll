; Rule (seed 001, SequentiallyConsistent): of two seq_cst stores to one address with nothing
; between, the first may go. Seed mode's dse does it (LLVM 22 keeps both); the same for two
; monotonic stores, and a release store followed by a seq_cst one.
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s --check-prefixes=CHECK,SEED
; RUN: atomir opt -S -passes=dse %s | FileCheck %s --check-prefixes=CHECK,LLVM

; CHECK-LABEL: define void @two_seq_cst_stores(ptr %p) {
; SEED-NEXT:   store atomic i32 2, ptr %p seq_cst, align 4
; SEED-NEXT:   ret void
; LLVM-NEXT:   store atomic i32 1, ptr %p seq_cst, align 4
; LLVM-NEXT:   store atomic i32 2, ptr %p seq_cst, align 4
define void @two_seq_cst_stores(ptr %p) {
  store atomic i32 1, ptr %p seq_cst, align 4
  store atomic i32 2, ptr %p seq_cst, align 4
  ret void
}

; CHECK-LABEL: define void @two_monotonic_stores(ptr %p, i32 %v) {
; SEED-NEXT:   %w = add i32 %v, 1
; SEED-NEXT:   store atomic i32 %w, ptr %p monotonic, align 4
; SEED-NEXT:   ret void
; LLVM-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
define void @two_monotonic_stores(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p monotonic, align 4
  %w = add i32 %v, 1
  store atomic i32 %w, ptr %p monotonic, align 4
  ret void
}

; CHECK-LABEL: define void @release_then_seq_cst(ptr %p) {
; SEED-NEXT:   store atomic i32 2, ptr %p seq_cst, align 4
; SEED-NEXT:   ret void
; LLVM-NEXT:   store atomic i32 1, ptr %p release, align 4
define void @release_then_seq_cst(ptr %p) {
  store atomic i32 1, ptr %p release, align 4
  store atomic i32 2, ptr %p seq_cst, align 4
  ret void
}
