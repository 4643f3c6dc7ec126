define i64 @d(i64 %a, i64 %b) {
  %q = sdiv i64 %a, %b
  ret i64 %q
}
