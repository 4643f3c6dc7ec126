; instcombine: cast chains (zext/sext/trunc of casts, zext of a trunc back to the source type,
; ptrtoint/inttoptr pairs of pointer width); single casts of arguments stay.
; CHECK lines from opt-22 (atomir prints the same).
; RUN: atomir opt -S -passes='instcombine' %s | FileCheck %s
; CHECK-LABEL: define void @chains(i8 %b, i64 %w, ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %z2 = zext i8 %b to i64
; CHECK-NEXT:   %s2 = sext i8 %b to i64
; CHECK-NEXT:   %zs = zext i8 %b to i64
; CHECK-NEXT:   %t2 = trunc i64 %w to i8
; CHECK-NEXT:   %tz = zext i8 %b to i32
; CHECK-NEXT:   %ts = sext i8 %b to i16
; CHECK-NEXT:   %zt = and i64 %w, 255
; CHECK-NEXT:   call void (...) @use(i64 %z2, i64 %s2, i64 %zs, i8 %t2, i32 %tz, i8 %b, i16 %ts, i64 %zt, ptr %p, i64 %w)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @kept(i8 %b, ptr %p, i64 %w, i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %z = zext i8 %b to i32
; CHECK-NEXT:   %s = zext i8 %b to i64
; CHECK-NEXT:   %m = and i64 %w, 4294967295
; CHECK-NEXT:   %e = sext i32 %x to i64
; CHECK-NEXT:   %pi = ptrtoint ptr %p to i64
; CHECK-NEXT:   call void (...) @use(i32 %z, i64 %s, i64 %m, i64 %e, i64 %pi)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

declare void @use(...)

define void @chains(i8 %b, i64 %w, ptr %p) {
entry:
  %z1 = zext i8 %b to i32
  %z2 = zext i32 %z1 to i64
  %s1 = sext i8 %b to i32
  %s2 = sext i32 %s1 to i64
  %zs = sext i32 %z1 to i64
  %t1 = trunc i64 %w to i32
  %t2 = trunc i32 %t1 to i8
  %z8 = zext i8 %b to i64
  %tz = trunc i64 %z8 to i32
  %tz2 = trunc i64 %z8 to i8
  %s3 = sext i8 %b to i64
  %ts = trunc i64 %s3 to i16
  %tr = trunc i64 %w to i8
  %zt = zext i8 %tr to i64
  %pi = ptrtoint ptr %p to i64
  %ip = inttoptr i64 %pi to ptr
  %ip2 = inttoptr i64 %w to ptr
  %pi2 = ptrtoint ptr %ip2 to i64
  call void (...) @use(i64 %z2, i64 %s2, i64 %zs, i8 %t2, i32 %tz, i8 %tz2, i16 %ts, i64 %zt, ptr %ip, i64 %pi2)
  ret void
}

define void @kept(i8 %b, ptr %p, i64 %w, i32 %x) {
entry:
  %z = zext i8 %b to i32
  %s = sext i32 %z to i64
  %t = trunc i64 %w to i32
  %m = zext i32 %t to i64
  %e = sext i32 %x to i64
  %pi = ptrtoint ptr %p to i64
  call void (...) @use(i32 %z, i64 %s, i64 %m, i64 %e, i64 %pi)
  ret void
}
