target triple = "powerpc64le-unknown-linux-gnu"

define i128 @f(ptr %p, i128 %v) {
  %r = atomicrmw max ptr %p, i128 %v seq_cst, align 16
  ret i128 %r
}
