target datalayout = "i8:99999999999999999999"
%p = type { i32 }

define void @f() {
  %a = alloca %p
  %v = load i32, ptr %a
  ret void
}
