; PowerPC 32 (SysV, big-endian): i128 atomics through libatomic's generic calls, as llc-22 -O2
; emits them (bl __atomic_load / __atomic_store / __atomic_exchange / __atomic_compare_exchange,
; every argument word in r3..r8); other read-modify-writes a loop around
; __atomic_compare_exchange, the unsigned compares from the carry (subfc, subfe, neg).
; RUN: atomir lower --target=powerpc-linux-gnu %s | FileCheck %s

; CHECK-LABEL: load_seq_cst:
; CHECK: # load atomic i128 seq_cst: __atomic_load (generic)
; CHECK-NEXT: li 3, 16
; CHECK-NEXT: lwz 4, {{-[0-9]+}}(31)
; CHECK-NEXT: addi 5, 31, {{-[0-9]+}}
; CHECK-NEXT: li 6, 5
; CHECK-NEXT: crxor 6, 6, 6
; CHECK-NEXT: bl __atomic_load
define void @load_seq_cst(ptr %p, ptr %out) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  store i128 %v, ptr %out, align 16
  ret void
}

; CHECK-LABEL: xchg_release:
; CHECK: # atomicrmw xchg i128 release: __atomic_exchange (generic)
; CHECK-NEXT: li 3, 16
; CHECK: li 7, 3
; CHECK-NEXT: crxor 6, 6, 6
; CHECK-NEXT: bl __atomic_exchange
define void @xchg_release(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw xchg ptr %p, i128 %v release, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; CHECK-LABEL: umin_acquire:
; CHECK: # atomicrmw umin i128 acquire: loop around __atomic_compare_exchange (generic)
; CHECK: [[LOOP:.Lcas128_[0-9]+_[0-9]+]]:
; CHECK: subfc 0, 8, 7
; CHECK-NEXT: subfe 10, 10, 10
; CHECK-NEXT: neg 10, 10
; CHECK: li 7, 2
; CHECK-NEXT: li 8, 2
; CHECK-NEXT: crxor 6, 6, 6
; CHECK-NEXT: bl __atomic_compare_exchange
; CHECK-NEXT: andi. 3, 3, 1
; CHECK: b [[LOOP]]
define void @umin_acquire(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw umin ptr %p, i128 %v acquire, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; CHECK-LABEL: cas_weak:
; CHECK: # cmpxchg i128 monotonic monotonic: __atomic_compare_exchange (generic)
; CHECK: li 3, 16
; CHECK-NEXT: lwz 4, {{-[0-9]+}}(31)
; CHECK-NEXT: addi 5, 31, {{-[0-9]+}}
; CHECK-NEXT: addi 6, 31, {{-[0-9]+}}
; CHECK-NEXT: li 7, 0
; CHECK-NEXT: li 8, 0
; CHECK-NEXT: crxor 6, 6, 6
; CHECK-NEXT: bl __atomic_compare_exchange
; CHECK-NEXT: stb 3, {{-[0-9]+}}(31)
define i1 @cas_weak(ptr %p, ptr %e) {
  %x = load i128, ptr %e, align 16
  %r = cmpxchg weak ptr %p, i128 %x, i128 0 monotonic monotonic, align 16
  %ok = extractvalue { i128, i1 } %r, 1
  ret i1 %ok
}
