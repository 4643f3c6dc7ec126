; gvn and the atomic rules (issue 16), in pairs: what opt-22 forwards or deletes and what it keeps.
; The early-cse rule cases first (gvn's answers differ: an acquire load of the same pointer still
; gives its value to a later plain load), then gvn's own: a stored value reaches a load through
; blocks when every predecessor brings it; an acquire load on every path stops it; a monotonic
; store or a volatile store to a noalias pointer does not, a seq_cst store that may alias does;
; an unordered load takes a release store's value but never a plain store's; a branch on
; `icmp eq %x, 7` makes %x 7 and the compare true where only that edge leads. CHECK lines from opt-22.
; RUN: atomir opt -S -passes='gvn' %s | FileCheck %s --check-prefix=CHECK
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
; CHECK-NEXT:   store atomic i32 1, ptr %p unordered, align 4
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
; CHECK-NEXT:   store i32 %a, ptr %p, align 4
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
; CHECK-NEXT:   %s = add i32 %a, %a
; CHECK-NEXT:   %t = add i32 %s, %o
; CHECK-NEXT:   ret i32 %t
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @dead_unordered_load(ptr %p) {
; CHECK-NEXT:   %b = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   %c = load volatile i32, ptr %p, align 4
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @across_blocks(ptr %p, i32 %v, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   br i1 %c, label %a, label %b
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %entry
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: b:                                                ; preds = %entry
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %b, %a
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @across_blocks_acquire(ptr %p, ptr %q, i32 %v, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   br i1 %c, label %a, label %b
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %entry
; CHECK-NEXT:   %t = load atomic i32, ptr %q acquire, align 4
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: b:                                                ; preds = %entry
; CHECK-NEXT:   %t2 = load atomic i32, ptr %q acquire, align 4
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %b, %a
; CHECK-NEXT:   %x = load i32, ptr %p, align 4
; CHECK-NEXT:   ret i32 %x
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @across_monotonic_store(ptr %p, ptr noalias %q, i32 %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   store atomic i32 1, ptr %q monotonic, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @across_seqcst_store_mayalias(ptr %p, ptr %q, i32 %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   store atomic i32 1, ptr %q seq_cst, align 4
; CHECK-NEXT:   %x = load i32, ptr %p, align 4
; CHECK-NEXT:   ret i32 %x
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @across_volatile_store_noalias(ptr %p, ptr noalias %q, i32 %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   store volatile i32 1, ptr %q, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @atomic_from_atomic(ptr %p, i32 %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store atomic i32 %v, ptr %p release, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @atomic_not_from_plain(ptr %p, i32 %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   %x = load atomic i32, ptr %p unordered, align 4
; CHECK-NEXT:   ret i32 %x
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @cond_known(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c = icmp eq i32 %x, 7
; CHECK-NEXT:   br i1 %c, label %t, label %f
; CHECK-EMPTY:
; CHECK-NEXT: t:                                                ; preds = %entry
; CHECK-NEXT:   ret i32 9
; CHECK-EMPTY:
; CHECK-NEXT: f:                                                ; preds = %entry
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }

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
define i32 @across_blocks(ptr %p, i32 %v, i1 %c) {
entry:
  store i32 %v, ptr %p, align 4
  br i1 %c, label %a, label %b

a:
  br label %join

b:
  br label %join

join:
  %x = load i32, ptr %p, align 4
  ret i32 %x
}

define i32 @across_blocks_acquire(ptr %p, ptr %q, i32 %v, i1 %c) {
entry:
  store i32 %v, ptr %p, align 4
  br i1 %c, label %a, label %b

a:
  %t = load atomic i32, ptr %q acquire, align 4
  br label %join

b:
  %t2 = load atomic i32, ptr %q acquire, align 4
  br label %join

join:
  %x = load i32, ptr %p, align 4
  ret i32 %x
}

define i32 @across_monotonic_store(ptr %p, ptr noalias %q, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  store atomic i32 1, ptr %q monotonic, align 4
  %x = load i32, ptr %p, align 4
  ret i32 %x
}

define i32 @across_seqcst_store_mayalias(ptr %p, ptr %q, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  store atomic i32 1, ptr %q seq_cst, align 4
  %x = load i32, ptr %p, align 4
  ret i32 %x
}

define i32 @across_volatile_store_noalias(ptr %p, ptr noalias %q, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  store volatile i32 1, ptr %q, align 4
  %x = load i32, ptr %p, align 4
  ret i32 %x
}

define i32 @atomic_from_atomic(ptr %p, i32 %v) {
entry:
  store atomic i32 %v, ptr %p release, align 4
  %x = load atomic i32, ptr %p unordered, align 4
  ret i32 %x
}

define i32 @atomic_not_from_plain(ptr %p, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  %x = load atomic i32, ptr %p unordered, align 4
  ret i32 %x
}

define i32 @cond_known(i32 %x) {
entry:
  %c = icmp eq i32 %x, 7
  br i1 %c, label %t, label %f

t:
  %y = add i32 %x, 1
  %c2 = icmp eq i32 %x, 7
  %z = zext i1 %c2 to i32
  %r = add i32 %y, %z
  ret i32 %r

f:
  %u = zext i1 %c to i32
  ret i32 %u
}
