; mem2reg's shortcuts as opt-22 takes them: one store (every load gets a constant that cannot be
; poison; otherwise only dominated loads), one block (a linear sweep), undef for a value never
; stored, poison for uses left in unreachable blocks, lifetime markers dropped. CHECK lines from opt-22.
; RUN: atomir opt -S -passes=mem2reg %s | FileCheck %s
; CHECK-LABEL: define i32 @one_constant_store_feeds_every_load(i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK-EMPTY:
; CHECK-NEXT: h:                                                ; preds = %h, %entry
; CHECK-NEXT:   br i1 %c, label %h, label %e
; CHECK-EMPTY:
; CHECK-NEXT: e:                                                ; preds = %h
; CHECK-NEXT:   ret i32 4
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @one_argument_store_needs_dominance(i1 %c, i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %s, label %j
; CHECK-EMPTY:
; CHECK-NEXT: s:                                                ; preds = %entry
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: j:                                                ; preds = %s, %entry
; CHECK-NEXT:   %x.0 = phi i32 [ %a, %s ], [ undef, %entry ]
; CHECK-NEXT:   ret i32 %x.0
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @noundef_argument_is_not_poison(i1 %c, i32 noundef %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %s, label %j
; CHECK-EMPTY:
; CHECK-NEXT: s:                                                ; preds = %entry
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: j:                                                ; preds = %s, %entry
; CHECK-NEXT:   ret i32 %a
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @single_block_sweep() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %s = add i32 4, 5
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @never_stored_is_undef() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 undef
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @unreachable_users_get_poison() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: dead:                                             ; No predecessors!
; CHECK-NEXT:   store i32 2, ptr poison, align 4
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: j:                                                ; preds = %dead, %entry
; CHECK-NEXT:   ret i32 1
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @lifetime_markers_are_dropped() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 3
; CHECK-NEXT: }

define i32 @one_constant_store_feeds_every_load(i1 %c) {
entry:
  %x = alloca i32, align 4
  br label %h
h:
  %v = load i32, ptr %x
  store i32 4, ptr %x
  br i1 %c, label %h, label %e
e:
  ret i32 %v
}

define i32 @one_argument_store_needs_dominance(i1 %c, i32 %a) {
entry:
  %x = alloca i32, align 4
  br i1 %c, label %s, label %j
s:
  store i32 %a, ptr %x
  br label %j
j:
  %v = load i32, ptr %x
  ret i32 %v
}

define i32 @noundef_argument_is_not_poison(i1 %c, i32 noundef %a) {
entry:
  %x = alloca i32, align 4
  br i1 %c, label %s, label %j
s:
  store i32 %a, ptr %x
  store i32 %a, ptr %x
  br label %j
j:
  %v = load i32, ptr %x
  ret i32 %v
}

define i32 @single_block_sweep() {
entry:
  %x = alloca i32, align 4
  store i32 4, ptr %x
  %v = load i32, ptr %x
  store i32 5, ptr %x
  %w = load i32, ptr %x
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @never_stored_is_undef() {
entry:
  %x = alloca i32, align 4
  %v = load i32, ptr %x, align 4
  ret i32 %v
}

define i32 @unreachable_users_get_poison() {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %x
  br label %j
dead:
  store i32 2, ptr %x
  br label %j
j:
  %v = load i32, ptr %x
  ret i32 %v
}

define i32 @lifetime_markers_are_dropped() {
entry:
  %x = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %x)
  store i32 3, ptr %x
  %v = load i32, ptr %x, align 4
  call void @llvm.lifetime.end.p0(ptr %x)
  ret i32 %v
}

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
