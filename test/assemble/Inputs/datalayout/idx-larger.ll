target datalayout = "p:64:64:64:128"
%p = type { i32 }

define void @f() {
  %a = alloca %p
  %v = load i32, ptr %a
  ret void
}
