target datalayout = "P1x"
%p = type { i32 }

define void @f() {
  %a = alloca %p
  %v = load i32, ptr %a
  ret void
}
