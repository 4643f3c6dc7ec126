; dse and atomics (decisions asked of ir::atomics): a volatile or monotonic store never dies,
; an unordered one does; a seq_cst fence, an acquire load or a release killer between keeps
; the earlier store; a monotonic store kills a plain one. Stores to an alloca dead at the end:
; only the unordered one goes. CHECK lines from opt-22.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; CHECK-LABEL: define void @volatile_dead_candidate(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store volatile i32 1, ptr %p, align 4
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @monotonic_dead_candidate(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store atomic i32 1, ptr %p monotonic, align 4
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @unordered_dead_candidate(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   store atomic i32 2, ptr %p unordered, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @seq_cst_fence_between(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   fence seq_cst
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @release_killer(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   store atomic i32 2, ptr %p release, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @monotonic_killer(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   store atomic i32 2, ptr %p monotonic, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @acquire_load_between(ptr %p, ptr %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   br label %m
; CHECK-EMPTY:
; CHECK-NEXT: m:
; CHECK-NEXT:   %v = load atomic i32, ptr %q acquire, align 4
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @local_atomic_dead_at_end(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = alloca i32, align 4
; CHECK-NEXT:   store atomic i32 %x, ptr %a monotonic, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

define void @volatile_dead_candidate(ptr %p, i1 %c) {
entry:
  store volatile i32 1, ptr %p
  br label %m
m:
  store i32 2, ptr %p
  ret void
}

define void @monotonic_dead_candidate(ptr %p) {
entry:
  store atomic i32 1, ptr %p monotonic, align 4
  br label %m
m:
  store i32 2, ptr %p
  ret void
}

define void @unordered_dead_candidate(ptr %p) {
entry:
  store atomic i32 1, ptr %p unordered, align 4
  br label %m
m:
  store atomic i32 2, ptr %p unordered, align 4
  ret void
}

define void @seq_cst_fence_between(ptr %p) {
entry:
  store i32 1, ptr %p
  br label %m
m:
  fence seq_cst
  store i32 2, ptr %p
  ret void
}

define void @release_killer(ptr %p) {
entry:
  store i32 1, ptr %p
  br label %m
m:
  store atomic i32 2, ptr %p release, align 4
  ret void
}

define void @monotonic_killer(ptr %p) {
entry:
  store i32 1, ptr %p
  br label %m
m:
  store atomic i32 2, ptr %p monotonic, align 4
  ret void
}

define void @acquire_load_between(ptr %p, ptr %q) {
entry:
  store i32 1, ptr %p
  br label %m
m:
  %v = load atomic i32, ptr %q acquire, align 4
  store i32 2, ptr %p
  ret void
}

define void @local_atomic_dead_at_end(i32 %x) {
entry:
  %a = alloca i32
  store atomic i32 %x, ptr %a monotonic, align 4
  store atomic i32 %x, ptr %a unordered, align 4
  ret void
}
