@g = global i32 0
target datalayout = "e"
