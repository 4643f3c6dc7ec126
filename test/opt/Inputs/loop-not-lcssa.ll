define i32 @k(i1 %c, i32 %a) {
entry:
  br label %l
l:
  %v = add i32 %a, 1
  br i1 %c, label %l, label %x
x:
  ret i32 %v
}
