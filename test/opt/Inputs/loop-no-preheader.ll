define void @h(i1 %c) {
entry:
  br i1 %c, label %l, label %other
other:
  br label %l
l:
  br i1 %c, label %l, label %x
x:
  ret void
}
