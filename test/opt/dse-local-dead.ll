; dse of stores the caller cannot see after return: a store to an alloca nothing reads before
; the function ends (also past a call that cannot reach it, and a memcpy into an alloca, whose
; alloca then goes too); kept when a later path reads it, when an escaped alloca is read by a
; call, and for a global. CHECK lines from opt-22.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; CHECK-LABEL: define void @local_dead(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %n
; CHECK-EMPTY:
; CHECK-NEXT: n:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @local_dead_after_call(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void @g()
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @local_memcpy_dead(i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %a, label %b
; CHECK-EMPTY:
; CHECK-NEXT: a:
; CHECK-NEXT:   br label %b
; CHECK-EMPTY:
; CHECK-NEXT: b:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @local_read_later(i32 %x, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = alloca i32, align 4
; CHECK-NEXT:   store i32 %x, ptr %a, align 4
; CHECK-NEXT:   br i1 %c, label %r, label %n
; CHECK-EMPTY:
; CHECK-NEXT: r:
; CHECK-NEXT:   %v = load i32, ptr %a, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-EMPTY:
; CHECK-NEXT: n:
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK-LABEL: define void @escaping_read_by_call(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = alloca i32, align 4
; CHECK-NEXT:   call void @use(ptr %a)
; CHECK-NEXT:   store i32 %x, ptr %a, align 4
; CHECK-NEXT:   call void @g()
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @escaping_local_overwritten_in_loop(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = alloca i32, align 4
; CHECK-NEXT:   call void @use(ptr %a)
; CHECK-NEXT:   br label %h
; CHECK-EMPTY:
; CHECK-NEXT: h:
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %h ]
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %d = icmp eq i32 %i1, %n
; CHECK-NEXT:   br i1 %d, label %x, label %h
; CHECK-EMPTY:
; CHECK-NEXT: x:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @global_not_dead_at_end(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 %x, ptr @gv, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

declare void @g()
declare void @use(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
@init = private constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]

define void @local_dead(i32 %x) {
entry:
  %a = alloca i32
  store i32 %x, ptr %a
  br label %n
n:
  ret void
}

define void @local_dead_after_call(i32 %x) {
entry:
  %a = alloca i32
  store i32 %x, ptr %a
  call void @g()
  ret void
}

define void @local_memcpy_dead(i1 %c) {
entry:
  %arr = alloca [4 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %arr, ptr align 16 @init, i64 16, i1 false)
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret void
}

define i32 @local_read_later(i32 %x, i1 %c) {
entry:
  %a = alloca i32
  store i32 %x, ptr %a
  br i1 %c, label %r, label %n
r:
  %v = load i32, ptr %a
  ret i32 %v
n:
  ret i32 0
}

define void @escaping_read_by_call(i32 %x) {
entry:
  %a = alloca i32
  call void @use(ptr %a)
  store i32 %x, ptr %a
  call void @g()
  ret void
}

define void @escaping_local_overwritten_in_loop(i32 %n) {
entry:
  %a = alloca i32
  call void @use(ptr %a)
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  store i32 %i, ptr %a
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, %n
  br i1 %d, label %x, label %h
x:
  ret void
}

define void @global_not_dead_at_end(i32 %x) {
entry:
  store i32 %x, ptr @gv
  ret void
}
@gv = global i32 0
