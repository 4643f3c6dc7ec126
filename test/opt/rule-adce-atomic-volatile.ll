; adce and the atomic rules (issue 16), each a pair: an unused plain or unordered load goes, an
; unused monotonic, acquire, seq_cst or volatile load stays (LLVM counts it as writing memory);
; atomicrmw, cmpxchg and fences always stay; a branch around an unordered load dies with it, a
; branch around a monotonic load stays. CHECK lines from opt-22.
; RUN: atomir opt -S -passes=adce %s | FileCheck %s
; CHECK-LABEL: define void @unused_loads(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %mono = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   %acq = load atomic i32, ptr %p acquire, align 4
; CHECK-NEXT:   %seq = load atomic i32, ptr %p seq_cst, align 4
; CHECK-NEXT:   %vol = load volatile i32, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @unused_rmw(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %old = atomicrmw add ptr %p, i32 1 monotonic, align 4
; CHECK-NEXT:   %pair = cmpxchg ptr %p, i32 0, i32 1 acquire monotonic, align 4
; CHECK-NEXT:   fence syncscope("singlethread") acquire
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @dead_branch_around_atomic(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: then:                                             ; No predecessors!
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %entry, %then
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @live_branch_around_atomic(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %then, label %join
; CHECK-EMPTY:
; CHECK-NEXT: then:                                             ; preds = %entry
; CHECK-NEXT:   %x = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %then, %entry
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }

define void @unused_loads(ptr %p) {
entry:
  %plain = load i32, ptr %p, align 4
  %unord = load atomic i32, ptr %p unordered, align 4
  %mono = load atomic i32, ptr %p monotonic, align 4
  %acq = load atomic i32, ptr %p acquire, align 4
  %seq = load atomic i32, ptr %p seq_cst, align 4
  %vol = load volatile i32, ptr %p, align 4
  ret void
}

define void @unused_rmw(ptr %p) {
entry:
  %old = atomicrmw add ptr %p, i32 1 monotonic, align 4
  %pair = cmpxchg ptr %p, i32 0, i32 1 acquire monotonic, align 4
  fence syncscope("singlethread") acquire
  ret void
}

define i32 @dead_branch_around_atomic(ptr %p, i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %x = load atomic i32, ptr %p unordered, align 4
  %y = add i32 %x, 1
  br label %join
join:
  ret i32 0
}

define i32 @live_branch_around_atomic(ptr %p, i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %x = load atomic i32, ptr %p monotonic, align 4
  br label %join
join:
  ret i32 0
}
