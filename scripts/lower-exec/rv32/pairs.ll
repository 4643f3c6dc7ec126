; i64 register-pair arithmetic on RISC-V 32, for pairs-diff.sh: atomir lower and llc-22 compile
; this same file (llc-22's copy with an _llc suffix on every symbol) and pairs-driver.c compares them.
@g = global i64 81985529216486895
@h = global [3 x i32] [i32 1, i32 2, i32 3]
define i64 @misc(i1 %c, i64 %a, ptr %p, i32 %n) {
  %z = zext i1 %c to i64
  %t = trunc i64 %a to i8
  %s = sext i8 %t to i64
  %pi = ptrtoint ptr %p to i64
  %ip = inttoptr i64 %pi to ptr
  %sel = select i1 %c, i64 %z, i64 %s
  %al = alloca i64, i32 %n
  store i64 %sel, ptr %al
  %l = load i64, ptr @g
  %x = xor i64 %l, %sel
  %u = udiv i64 %x, 7
  %cmp = icmp sge i64 %u, -5
  %q = getelementptr [3 x i32], ptr @h, i32 0, i32 %n
  %v = load i32, ptr %q
  %w = zext i32 %v to i64
  %r = select i1 %cmp, i64 %w, i64 %u
  %a6 = and i64 %a, 63
  %lsh = lshr i64 %r, %a6
  ret i64 %lsh
}
define i64 @shl64(i64 %a, i64 %b) {
  %r = shl i64 %a, %b
  ret i64 %r
}
define i64 @ashr64(i64 %a, i64 %b) {
  %r = ashr i64 %a, %b
  ret i64 %r
}
define i64 @mul64(i64 %a, i64 %b) {
  %r = mul i64 %a, %b
  ret i64 %r
}
define i64 @sub64(i64 %a, i64 %b) {
  %r = sub i64 %a, %b
  ret i64 %r
}
define i1 @slt64(i64 %a, i64 %b) {
  %r = icmp slt i64 %a, %b
  ret i1 %r
}
define i1 @uge64(i64 %a, i64 %b) {
  %r = icmp uge i64 %a, %b
  ret i1 %r
}
