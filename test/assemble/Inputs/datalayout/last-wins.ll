target datalayout = "e"
target triple = "x86_64"
target datalayout = "x"
@g = global i32 0
