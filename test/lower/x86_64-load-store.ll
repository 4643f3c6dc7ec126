; Atomic loads and stores on x86-64: plain movs at every ordering (TSO), except seq_cst
; stores, which are xchg (a full barrier); narrow results extended as the attributes say.
; RUN: atomir lower --target=x86_64-linux-gnu %s | FileCheck %s
; RUN: atomir lower -mtriple=x86_64-pc-linux-gnu %s -o - | FileCheck %s

; CHECK-LABEL: load_i8_acquire:
; CHECK: movq -8(%rbp), %rdi
; CHECK-NEXT: movb (%rdi), %al
; CHECK-NEXT: movb %al, -16(%rbp)
; CHECK: movzbl -16(%rbp), %eax
define zeroext i8 @load_i8_acquire(ptr %p) {
  %v = load atomic i8, ptr %p acquire, align 1
  ret i8 %v
}

; CHECK-LABEL: load_i16_seq_cst:
; CHECK: movw (%rdi), %ax
; CHECK: movswq -16(%rbp), %rax
define signext i16 @load_i16_seq_cst(ptr %p) {
  %v = load atomic i16, ptr %p seq_cst, align 2
  ret i16 %v
}

; CHECK-LABEL: load_i64_unordered:
; CHECK: movq (%rdi), %rax
define i64 @load_i64_unordered(ptr %p) {
  %v = load atomic i64, ptr %p unordered, align 8
  ret i64 %v
}

; CHECK-LABEL: store_i32_release:
; CHECK: movq -8(%rbp), %rdi
; CHECK-NEXT: movl -16(%rbp), %ecx
; CHECK-NEXT: movl %ecx, (%rdi)
; CHECK-NOT: xchg
; CHECK: ret
define void @store_i32_release(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p release, align 4
  ret void
}

; CHECK-LABEL: store_i32_seq_cst:
; CHECK: xchgl %ecx, (%rdi)
define void @store_i32_seq_cst(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p seq_cst, align 4
  ret void
}

; CHECK-LABEL: store_i8_monotonic:
; CHECK: movzbl -16(%rbp), %ecx
; CHECK-NEXT: movb %cl, (%rdi)
define void @store_i8_monotonic(ptr %p, i8 %v) {
  store atomic i8 %v, ptr %p monotonic, align 1
  ret void
}

; CHECK-LABEL: store_ptr_seq_cst:
; CHECK: xchgq %rcx, (%rdi)
define void @store_ptr_seq_cst(ptr %p, ptr %v) {
  store atomic ptr %v, ptr %p seq_cst, align 8
  ret void
}
; CHECK: .section .note.GNU-stack,"",@progbits
