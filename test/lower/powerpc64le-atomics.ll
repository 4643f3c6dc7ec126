; PowerPC 64 little-endian (ELFv2): reservation loops between the ordering's barriers (leading
; sync/lwsync, trailing lwsync), lbarx/lharx with the default POWER8 features, masked partword
; loops inside the aligned word without +partword-atomics, acquire loads with cmp; bne-; isync,
; seed 000's lss as old - delta (the seed's sequence subtracts the wrong way), i128 through
; libatomic.
; RUN: atomir lower --target=powerpc64le-linux-gnu %s | FileCheck %s
; RUN: atomir lower --target=ppc64le -mattr=-partword-atomics %s | FileCheck %s --check-prefix=MASK

; CHECK: # features: +64bit,+partword-atomics
; CHECK-NEXT: .machine power8
; CHECK-NEXT: .abiversion 2
; MASK: # features: +64bit
; MASK-NEXT: .machine ppc64

; CHECK-LABEL: load_acquire_i32:
; CHECK: lwz 5, 0(3)
; CHECK-NEXT: cmpw 7, 5, 5
; CHECK-NEXT: bne- 7, 1f
; CHECK-NEXT: 1:
; CHECK-NEXT: isync
; CHECK: lwa 3, -32(31)
define i32 @load_acquire_i32(ptr %p) {
  %v = load atomic i32, ptr %p acquire, align 4
  ret i32 %v
}

; CHECK-LABEL: store_seq_cst_i64:
; CHECK: sync
; CHECK-NEXT: std 4, 0(3)
; CHECK-NEXT: # ret
; CHECK-NEXT: mr 1, 31
define void @store_seq_cst_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p seq_cst, align 8
  ret void
}

; CHECK-LABEL: lss:
; CHECK: sync
; CHECK-NEXT: 1:
; CHECK-NEXT: lwarx 5, 0, 3
; CHECK-NEXT: sub 6, 5, 4
; CHECK-NEXT: stwcx. 6, 0, 3
; CHECK-NEXT: bne- 0, 1b
; CHECK-NEXT: lwsync
define i32 @lss(ptr %p, i32 %v) {
  %r = call i32 @llvm.atomic.lss.i32.p0(ptr %p, i32 %v)
  ret i32 %r
}
declare i32 @llvm.atomic.lss.i32.p0(ptr, i32)

; CHECK-LABEL: add_i8:
; CHECK: lwsync
; CHECK-NEXT: 1:
; CHECK-NEXT: lbarx 5, 0, 3
; CHECK-NEXT: add 6, 5, 4
; CHECK-NEXT: stbcx. 6, 0, 3
; CHECK-NEXT: bne- 0, 1b
; CHECK-NEXT: lwsync
; CHECK-NEXT: stb 5, -40(31)
; CHECK-NEXT: # ret
; CHECK-NEXT: lbz 3, -40(31)
; MASK-LABEL: add_i8:
; MASK: rlwinm 9, 3, 3, 27, 28
; MASK-NEXT: rldicr 10, 3, 0, 61
; MASK-NEXT: li 11, 0
; MASK-NEXT: ori 11, 11, 255
; MASK-NEXT: slw 11, 11, 9
; MASK-NEXT: slw 8, 4, 9
; MASK-NEXT: lwsync
; MASK-NEXT: 1:
; MASK-NEXT: lwarx 7, 0, 10
; MASK-NEXT: add 12, 7, 8
; MASK-NEXT: and 12, 12, 11
; MASK-NEXT: andc 0, 7, 11
; MASK-NEXT: or 12, 12, 0
; MASK-NEXT: stwcx. 12, 0, 10
; MASK-NEXT: bne- 0, 1b
; MASK-NEXT: lwsync
; MASK-NEXT: srw 5, 7, 9
; MASK-NEXT: clrlwi 5, 5, 24
define zeroext i8 @add_i8(ptr %p, i8 zeroext %v) {
  %r = atomicrmw add ptr %p, i8 %v acq_rel
  ret i8 %r
}

; CHECK-LABEL: cas_i64:
; CHECK: sync
; CHECK-NEXT: 1:
; CHECK-NEXT: ldarx 5, 0, 3
; CHECK-NEXT: cmpd 0, 5, 4
; CHECK-NEXT: bne- 0, 2f
; CHECK-NEXT: stdcx. 6, 0, 3
; CHECK-NEXT: bne- 0, 1b
; CHECK-NEXT: li 12, 1
; CHECK-NEXT: b 3f
; CHECK-NEXT: 2:
; CHECK-NEXT: li 12, 0
; CHECK-NEXT: 3:
; CHECK-NEXT: lwsync
define i64 @cas_i64(ptr %p, i64 %a, i64 %b) {
  %r = cmpxchg ptr %p, i64 %a, i64 %b seq_cst seq_cst
  %v = extractvalue { i64, i1 } %r, 0
  ret i64 %v
}

; Monotonic: no barrier at all.
; CHECK-LABEL: max_i64:
; CHECK: ld 4, -32(31)
; CHECK-NEXT: 1:
; CHECK-NEXT: ldarx 5, 0, 3
; CHECK-NEXT: mr 6, 5
; CHECK-NEXT: cmpd 0, 5, 4
; CHECK-NEXT: bge 0, 2f
; CHECK-NEXT: mr 6, 4
; CHECK-NEXT: 2:
; CHECK-NEXT: stdcx. 6, 0, 3
; CHECK-NEXT: bne- 0, 1b
; CHECK-NEXT: std 5, -40(31)
define i64 @max_i64(ptr %p, i64 %v) {
  %r = atomicrmw max ptr %p, i64 %v monotonic
  ret i64 %r
}

; i128 arguments in an even-aligned register pair (r5:r6), libatomic with the C11 order.
; CHECK-LABEL: xchg_i128:
; CHECK: std 4, -48(31)
; CHECK-NEXT: std 5, -40(31)
; CHECK: ld 4, -48(31)
; CHECK-NEXT: ld 5, -40(31)
; CHECK: li 6, 5
; CHECK-NEXT: stdu 1, -96(1)
; CHECK-NEXT: bl __atomic_exchange_16
; CHECK-NEXT: nop
; CHECK-NEXT: addi 1, 1, 96
define i128 @xchg_i128(ptr %p, i128 %v) {
  %r = atomicrmw xchg ptr %p, i128 %v seq_cst
  ret i128 %r
}

; Singlethread fences keep their barrier, as llc-22.
; CHECK-LABEL: fences:
; CHECK: stdu 1, -64(1)
; CHECK-NEXT: # fence
; CHECK-NEXT: lwsync
; CHECK-NEXT: # fence
; CHECK-NEXT: sync
define void @fences() {
  fence acquire
  fence syncscope("singlethread") seq_cst
  ret void
}
