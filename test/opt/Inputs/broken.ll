; Not a test: an atomic load of a type whose size is not a power of two (parses, fails verify).
define i24 @f(ptr %p) {
  %v = load atomic i24, ptr %p seq_cst, align 4
  ret i24 %v
}
