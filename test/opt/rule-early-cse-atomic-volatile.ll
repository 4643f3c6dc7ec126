; early-cse and early-cse<memssa> and the atomic rules (issue 16), in pairs: what opt-22 removes and
; what it keeps. Unordered loads are CSE'd, monotonic/acquire/volatile ones are not and advance the
; memory generation; a plain load may take an earlier atomic (or volatile) load's or store's value,
; an atomic load never takes a plain one; of two stores only an unordered, non-volatile first one
; goes; a store of the value just loaded goes unless it is volatile or ordered; a release fence does
; not advance the generation, an acquire fence or an atomicrmw does (with <memssa>, MemorySSA shows
; the rmw on a noalias pointer cannot clobber). Unused unordered loads are deleted, monotonic and
; volatile ones stay. CHECK lines from opt-22.
; RUN: atomir opt -S -passes='early-cse' %s | FileCheck %s --check-prefix=CHECK
; RUN: atomir opt -S -passes='early-cse<memssa>' %s | FileCheck %s --check-prefix=MSSA
; CHECK-LABEL: define i32 @unordered_cse(ptr %p) {
; CHECK-NEXT:   %a = load atomic i32, ptr %p unordered, align 4
; CHECK-NEXT:   %s = add i32 %a, %a
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @monotonic_kept(ptr %p) {
; CHECK-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   %b = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   %s = add i32 %a, %b
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @plain_after_atomic(ptr %p) {
; CHECK-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   %s = add i32 %a, %a
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @atomic_after_plain(ptr %p) {
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   %b = load atomic i32, ptr %p unordered, align 4
; CHECK-NEXT:   %s = add i32 %a, %b
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @acquire_kept(ptr %p) {
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   %x = load atomic i32, ptr %p acquire, align 4
; CHECK-NEXT:   %s = add i32 %a, %x
; CHECK-NEXT:   %t = add i32 %s, %x
; CHECK-NEXT:   ret i32 %t
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @volatile_kept(ptr %p) {
; CHECK-NEXT:   %a = load volatile i32, ptr %p, align 4
; CHECK-NEXT:   %b = load volatile i32, ptr %p, align 4
; CHECK-NEXT:   %s = add i32 %a, %b
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @plain_after_volatile(ptr %p) {
; CHECK-NEXT:   %a = load volatile i32, ptr %p, align 4
; CHECK-NEXT:   %s = add i32 %a, %a
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @forward_from_volatile_store(ptr %p, i32 %v) {
; CHECK-NEXT:   store volatile i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @forward_unordered_store(ptr %p, i32 %v) {
; CHECK-NEXT:   store atomic i32 %v, ptr %p unordered, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @no_forward_plain_store_to_atomic(ptr %p, i32 %v) {
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   %b = load atomic i32, ptr %p unordered, align 4
; CHECK-NEXT:   ret i32 %b
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @forward_release_store(ptr %p, i32 %v) {
; CHECK-NEXT:   store atomic i32 %v, ptr %p release, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define void @dse_unordered(ptr %p, i32 %v) {
; CHECK-NEXT:   store atomic i32 %v, ptr %p unordered, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @dse_seqcst_kept(ptr %p, i32 %v) {
; CHECK-NEXT:   store atomic i32 1, ptr %p seq_cst, align 4
; CHECK-NEXT:   store atomic i32 %v, ptr %p seq_cst, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @dse_before_monotonic_kept(ptr %p, i32 %v) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @dse_volatile_kept(ptr %p, i32 %v) {
; CHECK-NEXT:   store volatile i32 1, ptr %p, align 4
; CHECK-NEXT:   store volatile i32 %v, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @writeback_removed(ptr %p) {
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @writeback_volatile_kept(ptr %p) {
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   store volatile i32 %a, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @writeback_monotonic_kept(ptr %p) {
; CHECK-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   store atomic i32 %a, ptr %p monotonic, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @release_fence_no_bump(ptr %p) {
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   fence release
; CHECK-NEXT:   %s = add i32 %a, %a
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @acquire_fence_bumps(ptr %p) {
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   %b = load i32, ptr %p, align 4
; CHECK-NEXT:   %s = add i32 %a, %b
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @rmw_bumps(ptr %p, ptr noalias %q) {
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   %o = atomicrmw add ptr %q, i32 1 monotonic, align 4
; CHECK-NEXT:   %b = load i32, ptr %p, align 4
; CHECK-NEXT:   %s = add i32 %a, %b
; CHECK-NEXT:   %t = add i32 %s, %o
; CHECK-NEXT:   ret i32 %t
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @dead_unordered_load(ptr %p) {
; CHECK-NEXT:   %b = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   %c = load volatile i32, ptr %p, align 4
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; MSSA-LABEL: define i32 @unordered_cse(ptr %p) {
; MSSA-NEXT:   %a = load atomic i32, ptr %p unordered, align 4
; MSSA-NEXT:   %s = add i32 %a, %a
; MSSA-NEXT:   ret i32 %s
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @monotonic_kept(ptr %p) {
; MSSA-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; MSSA-NEXT:   %b = load atomic i32, ptr %p monotonic, align 4
; MSSA-NEXT:   %s = add i32 %a, %b
; MSSA-NEXT:   ret i32 %s
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @plain_after_atomic(ptr %p) {
; MSSA-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; MSSA-NEXT:   %s = add i32 %a, %a
; MSSA-NEXT:   ret i32 %s
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @atomic_after_plain(ptr %p) {
; MSSA-NEXT:   %a = load i32, ptr %p, align 4
; MSSA-NEXT:   %b = load atomic i32, ptr %p unordered, align 4
; MSSA-NEXT:   %s = add i32 %a, %b
; MSSA-NEXT:   ret i32 %s
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @acquire_kept(ptr %p) {
; MSSA-NEXT:   %a = load i32, ptr %p, align 4
; MSSA-NEXT:   %x = load atomic i32, ptr %p acquire, align 4
; MSSA-NEXT:   %s = add i32 %a, %x
; MSSA-NEXT:   %t = add i32 %s, %x
; MSSA-NEXT:   ret i32 %t
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @volatile_kept(ptr %p) {
; MSSA-NEXT:   %a = load volatile i32, ptr %p, align 4
; MSSA-NEXT:   %b = load volatile i32, ptr %p, align 4
; MSSA-NEXT:   %s = add i32 %a, %b
; MSSA-NEXT:   ret i32 %s
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @plain_after_volatile(ptr %p) {
; MSSA-NEXT:   %a = load volatile i32, ptr %p, align 4
; MSSA-NEXT:   %s = add i32 %a, %a
; MSSA-NEXT:   ret i32 %s
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @forward_from_volatile_store(ptr %p, i32 %v) {
; MSSA-NEXT:   store volatile i32 %v, ptr %p, align 4
; MSSA-NEXT:   ret i32 %v
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @forward_unordered_store(ptr %p, i32 %v) {
; MSSA-NEXT:   store atomic i32 %v, ptr %p unordered, align 4
; MSSA-NEXT:   ret i32 %v
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @no_forward_plain_store_to_atomic(ptr %p, i32 %v) {
; MSSA-NEXT:   store i32 %v, ptr %p, align 4
; MSSA-NEXT:   %b = load atomic i32, ptr %p unordered, align 4
; MSSA-NEXT:   ret i32 %b
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @forward_release_store(ptr %p, i32 %v) {
; MSSA-NEXT:   store atomic i32 %v, ptr %p release, align 4
; MSSA-NEXT:   ret i32 %v
; MSSA-NEXT: }
; MSSA-LABEL: define void @dse_unordered(ptr %p, i32 %v) {
; MSSA-NEXT:   store atomic i32 %v, ptr %p unordered, align 4
; MSSA-NEXT:   ret void
; MSSA-NEXT: }
; MSSA-LABEL: define void @dse_seqcst_kept(ptr %p, i32 %v) {
; MSSA-NEXT:   store atomic i32 1, ptr %p seq_cst, align 4
; MSSA-NEXT:   store atomic i32 %v, ptr %p seq_cst, align 4
; MSSA-NEXT:   ret void
; MSSA-NEXT: }
; MSSA-LABEL: define void @dse_before_monotonic_kept(ptr %p, i32 %v) {
; MSSA-NEXT:   store i32 1, ptr %p, align 4
; MSSA-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; MSSA-NEXT:   ret void
; MSSA-NEXT: }
; MSSA-LABEL: define void @dse_volatile_kept(ptr %p, i32 %v) {
; MSSA-NEXT:   store volatile i32 1, ptr %p, align 4
; MSSA-NEXT:   store volatile i32 %v, ptr %p, align 4
; MSSA-NEXT:   ret void
; MSSA-NEXT: }
; MSSA-LABEL: define void @writeback_removed(ptr %p) {
; MSSA-NEXT:   %a = load i32, ptr %p, align 4
; MSSA-NEXT:   ret void
; MSSA-NEXT: }
; MSSA-LABEL: define void @writeback_volatile_kept(ptr %p) {
; MSSA-NEXT:   %a = load i32, ptr %p, align 4
; MSSA-NEXT:   store volatile i32 %a, ptr %p, align 4
; MSSA-NEXT:   ret void
; MSSA-NEXT: }
; MSSA-LABEL: define void @writeback_monotonic_kept(ptr %p) {
; MSSA-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; MSSA-NEXT:   store atomic i32 %a, ptr %p monotonic, align 4
; MSSA-NEXT:   ret void
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @release_fence_no_bump(ptr %p) {
; MSSA-NEXT:   %a = load i32, ptr %p, align 4
; MSSA-NEXT:   fence release
; MSSA-NEXT:   %s = add i32 %a, %a
; MSSA-NEXT:   ret i32 %s
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @acquire_fence_bumps(ptr %p) {
; MSSA-NEXT:   %a = load i32, ptr %p, align 4
; MSSA-NEXT:   fence acquire
; MSSA-NEXT:   %b = load i32, ptr %p, align 4
; MSSA-NEXT:   %s = add i32 %a, %b
; MSSA-NEXT:   ret i32 %s
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @rmw_bumps(ptr %p, ptr noalias %q) {
; MSSA-NEXT:   %a = load i32, ptr %p, align 4
; MSSA-NEXT:   %o = atomicrmw add ptr %q, i32 1 monotonic, align 4
; MSSA-NEXT:   %s = add i32 %a, %a
; MSSA-NEXT:   %t = add i32 %s, %o
; MSSA-NEXT:   ret i32 %t
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @dead_unordered_load(ptr %p) {
; MSSA-NEXT:   %b = load atomic i32, ptr %p monotonic, align 4
; MSSA-NEXT:   %c = load volatile i32, ptr %p, align 4
; MSSA-NEXT:   ret i32 0
; MSSA-NEXT: }

define i32 @unordered_cse(ptr %p) {
  %a = load atomic i32, ptr %p unordered, align 4
  %b = load atomic i32, ptr %p unordered, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @monotonic_kept(ptr %p) {
  %a = load atomic i32, ptr %p monotonic, align 4
  %b = load atomic i32, ptr %p monotonic, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @plain_after_atomic(ptr %p) {
  %a = load atomic i32, ptr %p monotonic, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @atomic_after_plain(ptr %p) {
  %a = load i32, ptr %p, align 4
  %b = load atomic i32, ptr %p unordered, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @acquire_kept(ptr %p) {
  %a = load i32, ptr %p, align 4
  %x = load atomic i32, ptr %p acquire, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %x
  ret i32 %t
}

define i32 @volatile_kept(ptr %p) {
  %a = load volatile i32, ptr %p, align 4
  %b = load volatile i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @plain_after_volatile(ptr %p) {
  %a = load volatile i32, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @forward_from_volatile_store(ptr %p, i32 %v) {
  store volatile i32 %v, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  ret i32 %b
}

define i32 @forward_unordered_store(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p unordered, align 4
  %b = load atomic i32, ptr %p unordered, align 4
  ret i32 %b
}

define i32 @no_forward_plain_store_to_atomic(ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  %b = load atomic i32, ptr %p unordered, align 4
  ret i32 %b
}

define i32 @forward_release_store(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p release, align 4
  %b = load i32, ptr %p, align 4
  ret i32 %b
}

define void @dse_unordered(ptr %p, i32 %v) {
  store atomic i32 1, ptr %p unordered, align 4
  store atomic i32 %v, ptr %p unordered, align 4
  ret void
}

define void @dse_seqcst_kept(ptr %p, i32 %v) {
  store atomic i32 1, ptr %p seq_cst, align 4
  store atomic i32 %v, ptr %p seq_cst, align 4
  ret void
}

define void @dse_before_monotonic_kept(ptr %p, i32 %v) {
  store i32 1, ptr %p, align 4
  store atomic i32 %v, ptr %p monotonic, align 4
  ret void
}

define void @dse_volatile_kept(ptr %p, i32 %v) {
  store volatile i32 1, ptr %p, align 4
  store volatile i32 %v, ptr %p, align 4
  ret void
}

define void @writeback_removed(ptr %p) {
  %a = load i32, ptr %p, align 4
  store i32 %a, ptr %p, align 4
  ret void
}

define void @writeback_volatile_kept(ptr %p) {
  %a = load i32, ptr %p, align 4
  store volatile i32 %a, ptr %p, align 4
  ret void
}

define void @writeback_monotonic_kept(ptr %p) {
  %a = load atomic i32, ptr %p monotonic, align 4
  store atomic i32 %a, ptr %p monotonic, align 4
  ret void
}

define i32 @release_fence_no_bump(ptr %p) {
  %a = load i32, ptr %p, align 4
  fence release
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @acquire_fence_bumps(ptr %p) {
  %a = load i32, ptr %p, align 4
  fence acquire
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @rmw_bumps(ptr %p, ptr noalias %q) {
  %a = load i32, ptr %p, align 4
  %o = atomicrmw add ptr %q, i32 1 monotonic, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %o
  ret i32 %t
}

define i32 @dead_unordered_load(ptr %p) {
  %a = load atomic i32, ptr %p unordered, align 4
  %b = load atomic i32, ptr %p monotonic, align 4
  %c = load volatile i32, ptr %p, align 4
  ret i32 0
}
