define i128 @add(i128 %a, i128 %b) {
  %r = add i128 %a, %b
  ret i128 %r
}
