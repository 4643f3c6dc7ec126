; mem2reg and the atomic rules (issue 16): an alloca is private to the function, so LLVM 22
; promotes its atomic loads and stores (a pair: promoted / kept); a volatile access, or one of
; another type, keeps the alloca. Promoting %y makes %x promotable in the next round.
; CHECK lines from opt-22.
; RUN: atomir opt -S -passes=mem2reg %s | FileCheck %s
; CHECK-LABEL: define i32 @atomic_accesses_of_an_alloca_are_promoted() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 1
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @volatile_store_keeps_the_alloca() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = alloca i32, align 4
; CHECK-NEXT:   store volatile i32 1, ptr %x, align 4
; CHECK-NEXT:   %v = load i32, ptr %x, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @volatile_load_keeps_the_alloca() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = alloca i32, align 4
; CHECK-NEXT:   store i32 1, ptr %x, align 4
; CHECK-NEXT:   %v = load volatile i32, ptr %x, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i64 @other_type_keeps_the_alloca() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = alloca i32, align 4
; CHECK-NEXT:   store i32 1, ptr %x, align 4
; CHECK-NEXT:   %v = load i64, ptr %x, align 4
; CHECK-NEXT:   ret i64 %v
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @escaped_then_promoted_next_round() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret i32 undef
; CHECK-NEXT: }

define i32 @atomic_accesses_of_an_alloca_are_promoted() {
entry:
  %x = alloca i32, align 4
  store atomic i32 1, ptr %x seq_cst, align 4
  %v = load atomic i32, ptr %x acquire, align 4
  ret i32 %v
}

define i32 @volatile_store_keeps_the_alloca() {
entry:
  %x = alloca i32, align 4
  store volatile i32 1, ptr %x, align 4
  %v = load i32, ptr %x, align 4
  ret i32 %v
}

define i32 @volatile_load_keeps_the_alloca() {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %x, align 4
  %v = load volatile i32, ptr %x, align 4
  ret i32 %v
}

define i64 @other_type_keeps_the_alloca() {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %x
  %v = load i64, ptr %x
  ret i64 %v
}

define i32 @escaped_then_promoted_next_round() {
entry:
  %x = alloca i32, align 4
  %y = alloca ptr, align 8
  store ptr %x, ptr %y
  %p = load ptr, ptr %y
  %v = load i32, ptr %p
  ret i32 %v
}
