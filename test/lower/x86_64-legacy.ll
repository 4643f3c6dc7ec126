; Seed 000's intrinsics lowered directly (seq_cst): cas = lock cmpxchg returning the old value,
; swap = xchg, las = lock xadd, lss = lock xadd of the negation (the seed's x86 sequence).
; RUN: atomir lower --target=x86_64-linux-gnu %s | FileCheck %s

declare i32 @llvm.atomic.cas(ptr, i32, i32)
declare i64 @llvm.atomic.swap(ptr, i64)
declare i16 @llvm.atomic.las(ptr, i16)
declare i32 @llvm.atomic.lss(ptr, i32)

; CHECK-LABEL: cas:
; CHECK: # cmpxchg seq_cst i32: table row {{[0-9]+}} (native)
; CHECK: lock cmpxchgl %edx, (%rdi)
; CHECK-NEXT: sete %r10b
; CHECK-NEXT: movl %eax, -32(%rbp)
define i32 @cas(ptr %p, i32 %c, i32 %n) {
  %r = call i32 @llvm.atomic.cas(ptr %p, i32 %c, i32 %n)
  ret i32 %r
}

; CHECK-LABEL: swap:
; CHECK: xchgq %rax, (%rdi)
define i64 @swap(ptr %p, i64 %v) {
  %r = call i64 @llvm.atomic.swap(ptr %p, i64 %v)
  ret i64 %r
}

; CHECK-LABEL: las:
; CHECK: # atomicrmw add seq_cst i16: table row {{[0-9]+}} (native)
; CHECK: lock xaddw %ax, (%rdi)
define i16 @las(ptr %p, i16 %v) {
  %r = call i16 @llvm.atomic.las(ptr %p, i16 %v)
  ret i16 %r
}

; CHECK-LABEL: lss:
; CHECK: negl %eax
; CHECK-NEXT: lock xaddl %eax, (%rdi)
define i32 @lss(ptr %p, i32 %v) {
  %r = call i32 @llvm.atomic.lss(ptr %p, i32 %v)
  ret i32 %r
}
