; i686 and i386: i128 atomics through libatomic's generic calls, as llc-22 -O2 emits them on
; both (-mcpu=i386 too): __atomic_load(16, p, ret*, order), __atomic_store(16, p, val*, order),
; __atomic_exchange(16, p, val*, ret*, order), __atomic_compare_exchange(16, p, expected*,
; desired*, success, failure); every other atomicrmw a loop: a plain initial load of the four
; words, the operation on words, __atomic_compare_exchange until it returns true. cdecl:
; every argument a stack word.
; RUN: atomir lower --target=i686-linux-gnu %s | FileCheck %s
; RUN: atomir lower --target=i386-linux-gnu %s | FileCheck %s

; CHECK-LABEL: load_seq_cst:
; CHECK: # load atomic i128 seq_cst: __atomic_load (generic)
; CHECK-NEXT: subl $16, %esp
; CHECK-NEXT: movl $16, 0(%esp)
; CHECK: movl %eax, 4(%esp)
; CHECK-NEXT: leal [[R:-[0-9]+]](%ebp), %eax
; CHECK-NEXT: movl %eax, 8(%esp)
; CHECK-NEXT: movl $5, 12(%esp)
; CHECK-NEXT: call __atomic_load
; CHECK-NEXT: addl $16, %esp
; CHECK: # store
; CHECK: movl [[R]](%ebp), %ecx
; CHECK-NEXT: movl %ecx, 0(%edi)
; CHECK: movl %ecx, 12(%edi)
define void @load_seq_cst(ptr %p, ptr %out) {
  %v = load atomic i128, ptr %p seq_cst, align 16
  store i128 %v, ptr %out, align 16
  ret void
}

; A constant operand is written into the scratch area first.
; CHECK-LABEL: store_release_const:
; CHECK: # store atomic i128 release: __atomic_store (generic)
; CHECK-NEXT: movl $-1, %ecx
; CHECK-NEXT: movl %ecx, [[S:-[0-9]+]](%ebp)
; CHECK-NEXT: movl $0, %ecx
; CHECK-NEXT: movl %ecx, {{-[0-9]+}}(%ebp)
; CHECK-NEXT: movl $1, %ecx
; CHECK: leal [[S]](%ebp), %eax
; CHECK-NEXT: movl %eax, 8(%esp)
; CHECK-NEXT: movl $3, 12(%esp)
; CHECK-NEXT: call __atomic_store
define void @store_release_const(ptr %p) {
  store atomic i128 18446744078004518911, ptr %p release, align 16
  ret void
}

; CHECK-LABEL: xchg_acq_rel:
; CHECK: # atomicrmw xchg i128 acq_rel: __atomic_exchange (generic)
; CHECK-NEXT: subl $32, %esp
; CHECK-NEXT: movl $16, 0(%esp)
; CHECK: movl $4, 16(%esp)
; CHECK-NEXT: call __atomic_exchange
define void @xchg_acq_rel(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw xchg ptr %p, i128 %v acq_rel, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; The add loop: carries from an unsigned compare (cmp + sbb + neg), success acq_rel (4),
; failure acquire (2).
; CHECK-LABEL: add_acq_rel:
; CHECK: # atomicrmw add i128 acq_rel: loop around __atomic_compare_exchange (generic)
; CHECK: movl 12(%edi), %ecx
; CHECK-NEXT: movl %ecx, [[OLD3:-[0-9]+]](%ebp)
; CHECK-NEXT: [[LOOP:.Lcas128_[0-9]+_[0-9]+]]:
; CHECK-NEXT: movl $0, %ebx
; CHECK: addl %edx, %ecx
; CHECK-NEXT: cmpl %edx, %ecx
; CHECK-NEXT: sbbl %edx, %edx
; CHECK-NEXT: negl %edx
; CHECK: movl $4, 16(%esp)
; CHECK-NEXT: movl $2, 20(%esp)
; CHECK-NEXT: call __atomic_compare_exchange
; CHECK-NEXT: addl $32, %esp
; CHECK-NEXT: testb $1, %al
; CHECK-NEXT: jne [[DONE:.Lcas128_done_[0-9]+_[0-9]+]]
; CHECK-NEXT: jmp [[LOOP]]
; CHECK-NEXT: [[DONE]]:
define void @add_acq_rel(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw add ptr %p, i128 %v acq_rel, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; Signed max: the top words compared with their sign bits flipped, then a masked select.
; CHECK-LABEL: max_release:
; CHECK: # atomicrmw max i128 release: loop around __atomic_compare_exchange (generic)
; CHECK: movl $-2147483648, %esi
; CHECK-NEXT: xorl %esi, %ecx
; CHECK-NEXT: xorl %esi, %edx
; CHECK: movl $3, 16(%esp)
; CHECK-NEXT: movl $0, 20(%esp)
; CHECK-NEXT: call __atomic_compare_exchange
define void @max_release(ptr %p, ptr %in, ptr %out) {
  %v = load i128, ptr %in, align 16
  %r = atomicrmw max ptr %p, i128 %v release, align 16
  store i128 %r, ptr %out, align 16
  ret void
}

; cmpxchg: expected copied into the result, desired from its slot, the bool stored as the i1.
; CHECK-LABEL: cas_weak:
; CHECK: # cmpxchg i128 seq_cst acquire: __atomic_compare_exchange (generic)
; CHECK: subl $32, %esp
; CHECK-NEXT: movl $16, 0(%esp)
; CHECK: movl $5, 16(%esp)
; CHECK-NEXT: movl $2, 20(%esp)
; CHECK-NEXT: call __atomic_compare_exchange
; CHECK-NEXT: addl $32, %esp
; CHECK-NEXT: movb %al, {{-[0-9]+}}(%ebp)
define i1 @cas_weak(ptr %p, ptr %e, ptr %d) {
  %x = load i128, ptr %e, align 16
  %y = load i128, ptr %d, align 16
  %r = cmpxchg weak ptr %p, i128 %x, i128 %y seq_cst acquire, align 16
  %ok = extractvalue { i128, i1 } %r, 1
  ret i1 %ok
}
