define void @f() {
  ret void
  %"abc
