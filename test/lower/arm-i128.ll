; 32-bit ARM (v5te, v6, v7, v8): i128 atomics through libatomic's generic calls, as llc-22 -O2
; emits them on every version: __atomic_load(16, p, ret*, order), __atomic_store(16, p, val*,
; order), __atomic_exchange(16, p, val*, ret*, order) (the order the fifth word, on the stack),
; __atomic_compare_exchange(16, p, expected*, desired*, success, failure) (the two orders on the
; stack); other read-modify-writes a loop around __atomic_compare_exchange.
; RUN: atomir lower --target=armv7-linux-gnueabihf %s | FileCheck %s
; RUN: atomir lower --target=armv5te-linux-gnueabi %s | FileCheck %s
; RUN: atomir lower --target=armv8a-linux-gnueabihf %s | FileCheck %s

; CHECK-LABEL: load_acquire:
; CHECK: @ load atomic i128 acquire: __atomic_load (generic)
; CHECK-NEXT: mov r0, #16
; CHECK-NEXT: ldr r1, [r11, #-8]
; CHECK-NEXT: sub r2, r11, #[[R:[0-9]+]]
; CHECK-NEXT: mov r3, #2
; CHECK-NEXT: bl __atomic_load
; CHECK: ldr r4, [r11, #-[[R]]]
; CHECK-NEXT: str r4, [r8, #0]
define void @load_acquire(ptr %p, ptr %out) {
  %v = load atomic i128, ptr %p acquire, align 16
  store i128 %v, ptr %out, align 16
  ret void
}

; CHECK-LABEL: store_seq_cst:
; CHECK: @ store atomic i128 seq_cst: __atomic_store (generic)
; CHECK-NEXT: mov r0, #16
; CHECK: mov r3, #5
; CHECK-NEXT: bl __atomic_store
define void @store_seq_cst(ptr %p, ptr %in) {
  %v = load i128, ptr %in, align 16
  store atomic i128 %v, ptr %p seq_cst, align 16
  ret void
}

; CHECK-LABEL: xchg_monotonic:
; CHECK: @ atomicrmw xchg i128 monotonic: __atomic_exchange (generic)
; CHECK-NEXT: sub sp, sp, #8
; CHECK-NEXT: mov r12, #0
; CHECK-NEXT: str r12, [sp, #0]
; CHECK-NEXT: mov r0, #16
; CHECK: bl __atomic_exchange
; CHECK-NEXT: add sp, sp, #8
define void @xchg_monotonic(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw xchg ptr %p, i128 %v monotonic, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; The sub loop: borrows from unsigned compares (cmp, mov #0, movlo #1), then the call with the
; orders seq_cst/seq_cst on the stack.
; CHECK-LABEL: sub_seq_cst:
; CHECK: @ atomicrmw sub i128 seq_cst: loop around __atomic_compare_exchange (generic)
; CHECK: [[LOOP:.Lcas128_[0-9]+_[0-9]+]]:
; CHECK-NEXT: mov r6, #0
; CHECK: cmp r4, r5
; CHECK-NEXT: mov r7, #0
; CHECK-NEXT: movlo r7, #1
; CHECK-NEXT: sub r4, r4, r5
; CHECK: sub sp, sp, #8
; CHECK-NEXT: mov r12, #5
; CHECK-NEXT: str r12, [sp, #0]
; CHECK-NEXT: mov r12, #5
; CHECK-NEXT: str r12, [sp, #4]
; CHECK-NEXT: mov r0, #16
; CHECK: bl __atomic_compare_exchange
; CHECK-NEXT: add sp, sp, #8
; CHECK-NEXT: tst r0, #1
; CHECK-NEXT: bne [[DONE:.Lcas128_done_[0-9]+_[0-9]+]]
; CHECK-NEXT: b [[LOOP]]
; CHECK-NEXT: [[DONE]]:
define void @sub_seq_cst(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw sub ptr %p, i128 %v seq_cst, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; CHECK-LABEL: cas:
; CHECK: @ cmpxchg i128 release monotonic: __atomic_compare_exchange (generic)
; CHECK: mov r12, #3
; CHECK-NEXT: str r12, [sp, #0]
; CHECK-NEXT: mov r12, #0
; CHECK-NEXT: str r12, [sp, #4]
; CHECK: bl __atomic_compare_exchange
; CHECK-NEXT: add sp, sp, #8
; CHECK-NEXT: strb r0, [r11, #-{{[0-9]+}}]
define i1 @cas(ptr %p, ptr %e) {
  %x = load i128, ptr %e, align 16
  %r = cmpxchg ptr %p, i128 %x, i128 -1 release monotonic, align 16
  %ok = extractvalue { i128, i1 } %r, 1
  ret i1 %ok
}
