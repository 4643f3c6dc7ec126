define void @f(ptr %p) {
  store float 0, ptr %p
  ret void
}
