; instcombine: block-local store-to-load forwarding, load CSE, overwritten stores and stores of
; the loaded value; nothing across an unknown call or a store that may alias; atomics never take
; a plain value, ordered/volatile accesses stay; unreachable blocks are emptied (poison).
; CHECK lines from opt-22 (atomir prints the same).
; RUN: atomir opt -S -passes='instcombine<no-verify-fixpoint>' %s | FileCheck %s
; CHECK-LABEL: define i32 @forward(ptr %p, ptr noalias %q, i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 %x, ptr %p, align 4
; CHECK-NEXT:   %y = call i32 @pure(i32 %x)
; CHECK-NEXT:   store i32 3, ptr %q, align 4
; CHECK-NEXT:   %s = shl i32 %x, 1
; CHECK-NEXT:   %r = add i32 %s, %y
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK-LABEL: define void @dead_stores(ptr %p, ptr %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @kept(ptr %p, ptr %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   call void @unknown()
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   store i32 2, ptr %q, align 4
; CHECK-NEXT:   %b = load i32, ptr %p, align 4
; CHECK-NEXT:   store i32 5, ptr %p, align 4
; CHECK-NEXT:   %c = load i32, ptr %q, align 4
; CHECK-NEXT:   store i32 6, ptr %p, align 4
; CHECK-NEXT:   %s = add i32 %a, %b
; CHECK-NEXT:   %t = add i32 %s, %c
; CHECK-NEXT:   ret i32 %t
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @atomic_volatile(ptr %p, ptr %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = load volatile i32, ptr %p, align 4
; CHECK-NEXT:   %b = load volatile i32, ptr %p, align 4
; CHECK-NEXT:   %u = load atomic i32, ptr %q monotonic, align 4
; CHECK-NEXT:   store i32 1, ptr %q, align 4
; CHECK-NEXT:   %c = load atomic i32, ptr %q unordered, align 4
; CHECK-NEXT:   store atomic i32 2, ptr %p seq_cst, align 4
; CHECK-NEXT:   store atomic i32 3, ptr %p seq_cst, align 4
; CHECK-NEXT:   store volatile i32 4, ptr %q, align 4
; CHECK-NEXT:   store volatile i32 4, ptr %q, align 4
; CHECK-NEXT:   %d = load atomic i32, ptr %q acquire, align 4
; CHECK-NEXT:   %dead2 = load atomic i32, ptr %q seq_cst, align 4
; CHECK-NEXT:   %s = add i32 %a, %b
; CHECK-NEXT:   %t = add i32 %s, %c
; CHECK-NEXT:   %w = add i32 %t, %d
; CHECK-NEXT:   ret i32 %w
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @unreachable_code(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 0
; CHECK: dead:                                             ; preds = %dead
; CHECK-NEXT:   br label %dead
; CHECK-NEXT: }

declare void @use(...)
declare i32 @pure(i32) memory(none)
declare void @unknown()

define i32 @forward(ptr %p, ptr noalias %q, i32 %x) {
entry:
  store i32 %x, ptr %p, align 4
  %y = call i32 @pure(i32 %x)
  store i32 3, ptr %q, align 4
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  %r = add i32 %s, %y
  ret i32 %r
}

define void @dead_stores(ptr %p, ptr %q) {
entry:
  store i32 1, ptr %p, align 4
  store i32 2, ptr %p, align 4
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %q, align 4
  %unused = load i32, ptr %p, align 4
  ret void
}

define i32 @kept(ptr %p, ptr %q) {
entry:
  store i32 1, ptr %p, align 4
  call void @unknown()
  %a = load i32, ptr %p, align 4
  store i32 2, ptr %q, align 4
  %b = load i32, ptr %p, align 4
  store i32 5, ptr %p, align 4
  %c = load i32, ptr %q, align 4
  store i32 6, ptr %p, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}

define i32 @atomic_volatile(ptr %p, ptr %q) {
entry:
  %a = load volatile i32, ptr %p, align 4
  %b = load volatile i32, ptr %p, align 4
  %u = load atomic i32, ptr %q monotonic, align 4
  store i32 1, ptr %q, align 4
  %c = load atomic i32, ptr %q unordered, align 4
  store atomic i32 2, ptr %p seq_cst, align 4
  store atomic i32 3, ptr %p seq_cst, align 4
  store volatile i32 4, ptr %q, align 4
  store volatile i32 4, ptr %q, align 4
  %d = load atomic i32, ptr %q acquire, align 4
  %dead = load atomic i32, ptr %q unordered, align 4
  %dead2 = load atomic i32, ptr %q seq_cst, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  %w = add i32 %t, %d
  ret i32 %w
}

define i32 @unreachable_code(ptr %p) {
entry:
  ret i32 0

dead:
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %p, align 4
  %w = add i32 %v, 1
  br label %dead
}
