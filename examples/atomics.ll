; A lock-free counter and a seqlock-style reader: atomic orderings, cmpxchg and fences.
; Run: atomir assemble examples/atomics.ll   |   atomir verify examples/atomics.ll
define i64 @bump(ptr %counter, i64 %by) {
entry:
  %old = atomicrmw add ptr %counter, i64 %by monotonic
  fence seq_cst
  %want = add i64 %old, %by
  %twice = shl i64 %want, 1
  %pair = cmpxchg ptr %counter, i64 %want, i64 %twice acq_rel monotonic
  %seen = extractvalue { i64, i1 } %pair, 0
  ret i64 %seen
}

define i32 @read_seq(ptr %seq, ptr %data) {
entry:
  br label %retry

retry:
  %s0 = load atomic i32, ptr %seq acquire, align 4
  %v = load i32, ptr %data, align 4
  fence acquire
  %s1 = load atomic i32, ptr %seq monotonic, align 4
  %same = icmp eq i32 %s0, %s1
  br i1 %same, label %done, label %retry

done:
  ret i32 %v
}
