; Rule (seed 001, SequentiallyConsistent): seq_cst operations are never reordered with each
; other, so a seq_cst access between two seq_cst stores keeps both; never when volatile; a
; seq_cst store never kills an earlier plain store (it would have to sink below a release), and a
; weaker store never kills an earlier seq_cst one. Both modes.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s

; CHECK-LABEL: define void @seq_cst_load_between(ptr %p, ptr noalias %q) {
; CHECK-NEXT:   store atomic i32 1, ptr %p seq_cst, align 4
; CHECK-NEXT:   %m = load atomic i32, ptr %q seq_cst, align 4
; CHECK-NEXT:   store atomic i32 2, ptr %p seq_cst, align 4
define void @seq_cst_load_between(ptr %p, ptr noalias %q) {
  store atomic i32 1, ptr %p seq_cst, align 4
  %m = load atomic i32, ptr %q seq_cst, align 4
  store atomic i32 2, ptr %p seq_cst, align 4
  ret void
}

; CHECK-LABEL: define void @volatile_seq_cst(ptr %p) {
; CHECK-NEXT:   store atomic volatile i32 1, ptr %p seq_cst, align 4
; CHECK-NEXT:   store atomic volatile i32 2, ptr %p seq_cst, align 4
define void @volatile_seq_cst(ptr %p) {
  store atomic volatile i32 1, ptr %p seq_cst, align 4
  store atomic volatile i32 2, ptr %p seq_cst, align 4
  ret void
}

; CHECK-LABEL: define void @plain_then_seq_cst(ptr %p) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   store atomic i32 2, ptr %p seq_cst, align 4
define void @plain_then_seq_cst(ptr %p) {
  store i32 1, ptr %p, align 4
  store atomic i32 2, ptr %p seq_cst, align 4
  ret void
}

; CHECK-LABEL: define void @seq_cst_then_monotonic(ptr %p) {
; CHECK-NEXT:   store atomic i32 3, ptr %p seq_cst, align 4
; CHECK-NEXT:   store atomic i32 4, ptr %p monotonic, align 4
define void @seq_cst_then_monotonic(ptr %p) {
  store atomic i32 3, ptr %p seq_cst, align 4
  store atomic i32 4, ptr %p monotonic, align 4
  ret void
}
