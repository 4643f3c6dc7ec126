; instcombine: compare canonicalisation (constant to the right, strict predicates, extremes to
; eq/ne, (a-b)==0, compares of zext/sext against constants and of two extensions); @kept holds
; compares opt-22 leaves too.
; CHECK lines from opt-22 (atomir prints the same).
; RUN: atomir opt -S -passes='instcombine' %s | FileCheck %s
; CHECK-LABEL: define void @canonical(i32 %x, i32 %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c1 = icmp slt i32 %x, 3
; CHECK-NEXT:   %c2 = icmp eq i32 %x, 0
; CHECK-NEXT:   %c3 = icmp ne i32 %x, 0
; CHECK-NEXT:   %c4 = icmp sgt i32 %x, 4
; CHECK-NEXT:   %c5 = icmp ult i32 %x, 6
; CHECK-NEXT:   %c6 = icmp eq i32 %x, -1
; CHECK-NEXT:   %c7 = icmp ne i32 %x, -1
; CHECK-NEXT:   %c8 = icmp eq i32 %x, -2147483648
; CHECK-NEXT:   %c9 = icmp eq i32 %x, 2147483647
; CHECK-NEXT:   %c10 = icmp eq i32 %x, %y
; CHECK-NEXT:   %c11 = icmp ne i32 %x, %y
; CHECK-NEXT:   call void (...) @use(i1 %c1, i1 %c2, i1 %c3, i1 %c4, i1 %c5, i1 %c6, i1 %c7, i1 %c8, i1 %c9, i1 %c10, i1 %c11, i1 true, i1 false)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @extended(i8 %a, i8 %b, i16 %h) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c1 = icmp eq i8 %a, 5
; CHECK-NEXT:   %c4 = icmp ult i8 %a, 7
; CHECK-NEXT:   %c5 = icmp sgt i8 %a, 5
; CHECK-NEXT:   %c6 = icmp eq i8 %a, -3
; CHECK-NEXT:   %c7 = icmp ult i8 %a, %b
; CHECK-NEXT:   %c8 = icmp ult i8 %a, %b
; CHECK-NEXT:   %c9 = icmp sgt i8 %a, %b
; CHECK-NEXT:   call void (...) @use(i1 %c1, i1 false, i1 true, i1 %c4, i1 %c5, i1 %c6, i1 %c7, i1 %c8, i1 %c9, i1 false)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @kept(i32 %x, i32 %y, i8 %a, i16 %h) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c1 = icmp slt i32 %x, %y
; CHECK-NEXT:   %d = sub i32 %x, %y
; CHECK-NEXT:   %c2 = icmp eq i32 %d, 1
; CHECK-NEXT:   %c4 = icmp ult i32 %x, 7
; CHECK-NEXT:   call void (...) @use(i1 %c1, i1 %c2, i1 false, i1 %c4)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

declare void @use(...)

define void @canonical(i32 %x, i32 %y) {
entry:
  %c1 = icmp sgt i32 3, %x
  %c2 = icmp ult i32 %x, 1
  %c3 = icmp ugt i32 %x, 0
  %c4 = icmp sge i32 %x, 5
  %c5 = icmp ule i32 %x, 5
  %c6 = icmp ugt i32 %x, -2
  %c7 = icmp ult i32 %x, -1
  %c8 = icmp slt i32 %x, -2147483647
  %c9 = icmp sgt i32 %x, 2147483646
  %d = sub i32 %x, %y
  %c10 = icmp eq i32 %d, 0
  %c11 = icmp ne i32 %d, 0
  %c12 = icmp eq i32 %x, %x
  %c13 = icmp ult i32 %x, 0
  call void (...) @use(i1 %c1, i1 %c2, i1 %c3, i1 %c4, i1 %c5, i1 %c6, i1 %c7, i1 %c8, i1 %c9, i1 %c10, i1 %c11, i1 %c12, i1 %c13)
  ret void
}

define void @extended(i8 %a, i8 %b, i16 %h) {
entry:
  %za = zext i8 %a to i32
  %zb = zext i8 %b to i32
  %sa = sext i8 %a to i32
  %sb = sext i8 %b to i32
  %c1 = icmp eq i32 %za, 5
  %c2 = icmp eq i32 %za, 300
  %c3 = icmp ult i32 %za, 300
  %c4 = icmp slt i32 %za, 7
  %c5 = icmp sgt i32 %sa, 5
  %c6 = icmp eq i32 %sa, -3
  %c7 = icmp ult i32 %za, %zb
  %c8 = icmp slt i32 %za, %zb
  %c9 = icmp sgt i32 %sa, %sb
  %c10 = icmp slt i32 %za, -1
  call void (...) @use(i1 %c1, i1 %c2, i1 %c3, i1 %c4, i1 %c5, i1 %c6, i1 %c7, i1 %c8, i1 %c9, i1 %c10)
  ret void
}

define void @kept(i32 %x, i32 %y, i8 %a, i16 %h) {
entry:
  %c1 = icmp slt i32 %x, %y
  %d = sub i32 %x, %y
  %c2 = icmp eq i32 %d, 1
  %sa = sext i8 %a to i32
  %c3 = icmp eq i32 %sa, 300
  %c4 = icmp ult i32 %x, 7
  call void (...) @use(i1 %c1, i1 %c2, i1 %c3, i1 %c4)
  ret void
}

; `sle X, -1` at 64 bits: the strict bound -1 + 1 wraps to 0 (a debug build overflowed here,
; found by default<O1> on csmith seed 7).
; CHECK-LABEL: define i1 @sle_minus_one_i64(i64 %x) {
; CHECK-NEXT:   %c = icmp slt i64 %x, 0
; CHECK-NEXT:   ret i1 %c
define i1 @sle_minus_one_i64(i64 %x) {
  %c = icmp sle i64 %x, -1
  ret i1 %c
}
