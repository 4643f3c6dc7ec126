@g = global i32 0
$"abc
