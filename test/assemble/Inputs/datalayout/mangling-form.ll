target datalayout = "m"
%p = type { i32 }

define void @f() {
  %a = alloca %p
  %v = load i32, ptr %a
  ret void
}
