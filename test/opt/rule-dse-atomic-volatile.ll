; dse and the atomic rules (issue 16), each a pair where it can be: what opt-22 deletes and what it
; keeps. An overwritten store is deleted only if it is at most unordered and not volatile; the
; killing store may be volatile or monotonic but not release/seq_cst; an acquire load, a
; release store or a fence between them stops it (so does a monotonic load that may read the
; place); a plain store to another pointer does not. A store of the value just loaded from the
; same place goes (with the load, now unused) unless the load is monotonic. CHECK lines from opt-22.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; CHECK-LABEL: define void @k_release(ptr %p, i32 %v) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   store atomic i32 %v, ptr %p release, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @k_seqcst(ptr %p, i32 %v) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   store atomic i32 %v, ptr %p seq_cst, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @k_volatile(ptr %p, i32 %v) {
; CHECK-NEXT:   store volatile i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @d_mono(ptr %p, i32 %v) {
; CHECK-NEXT:   store atomic i32 1, ptr %p monotonic, align 4
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @across_acq(ptr %p, ptr %q, i32 %v) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   %x = load atomic i32, ptr %q acquire, align 4
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @across_mono_load(ptr %p, ptr %q, i32 %v) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   %x = load atomic i32, ptr %q monotonic, align 4
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @across_rel_store(ptr %p, ptr noalias %q, i32 %v) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   store atomic i32 0, ptr %q release, align 4
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @across_fence(ptr %p, i32 %v) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   fence seq_cst
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @across_plain_store(ptr %p, ptr %q, i32 %v) {
; CHECK-NEXT:   store i32 0, ptr %q, align 4
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @noop_atomic(ptr %p) {
; CHECK-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   store i32 %a, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @noop_into_atomic(ptr %p) {
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @bigger(ptr %p, i64 %v) {
; CHECK-NEXT:   store i64 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

define void @k_release(ptr %p, i32 %v) {
  store i32 1, ptr %p, align 4
  store atomic i32 %v, ptr %p release, align 4
  ret void
}
define void @k_seqcst(ptr %p, i32 %v) {
  store i32 1, ptr %p, align 4
  store atomic i32 %v, ptr %p seq_cst, align 4
  ret void
}
define void @k_volatile(ptr %p, i32 %v) {
  store i32 1, ptr %p, align 4
  store volatile i32 %v, ptr %p, align 4
  ret void
}
define void @d_mono(ptr %p, i32 %v) {
  store atomic i32 1, ptr %p monotonic, align 4
  store i32 %v, ptr %p, align 4
  ret void
}
define void @across_acq(ptr %p, ptr %q, i32 %v) {
  store i32 1, ptr %p, align 4
  %x = load atomic i32, ptr %q acquire, align 4
  store i32 %v, ptr %p, align 4
  ret void
}
define void @across_mono_load(ptr %p, ptr %q, i32 %v) {
  store i32 1, ptr %p, align 4
  %x = load atomic i32, ptr %q monotonic, align 4
  store i32 %v, ptr %p, align 4
  ret void
}
define void @across_rel_store(ptr %p, ptr noalias %q, i32 %v) {
  store i32 1, ptr %p, align 4
  store atomic i32 0, ptr %q release, align 4
  store i32 %v, ptr %p, align 4
  ret void
}
define void @across_fence(ptr %p, i32 %v) {
  store i32 1, ptr %p, align 4
  fence seq_cst
  store i32 %v, ptr %p, align 4
  ret void
}
define void @across_plain_store(ptr %p, ptr %q, i32 %v) {
  store i32 1, ptr %p, align 4
  store i32 0, ptr %q, align 4
  store i32 %v, ptr %p, align 4
  ret void
}
define void @noop_atomic(ptr %p) {
  %a = load atomic i32, ptr %p monotonic, align 4
  store i32 %a, ptr %p, align 4
  ret void
}
define void @noop_into_atomic(ptr %p) {
  %a = load i32, ptr %p, align 4
  store atomic i32 %a, ptr %p unordered, align 4
  ret void
}
define void @bigger(ptr %p, i64 %v) {
  store i32 1, ptr %p, align 4
  store i64 %v, ptr %p, align 4
  ret void
}
