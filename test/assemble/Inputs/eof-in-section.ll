@g = global i32 0, section "abc
