; MemorySSA corner cases (expected text: opt-22): phi operands of unnamed blocks are spelled %N;
; an unreachable predecessor gives a liveOnEntry operand and its own accesses use liveOnEntry;
; a load through a select of two allocas is not clobbered by a store through an argument.
; RUN: atomir opt -passes='print<memoryssa>' -disable-output %s 2>&1 | FileCheck %s
; RUN: atomir opt -passes='print<memoryssa>,verify<memoryssa>' -disable-output %s
; CHECK-LABEL: MemorySSA for function: u
; CHECK-NEXT: define void @u(ptr %p, i1 %c) {
; CHECK-NEXT:   br i1 %c, label %1, label %2
; CHECK-EMPTY:
; CHECK-NEXT: 1:                                                ; preds = %0
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   br label %2
; CHECK-EMPTY:
; CHECK-NEXT: 2:                                                ; preds = %1, %0
; CHECK-NEXT: ; 2 = MemoryPhi({%0,liveOnEntry},{%1,1})
; CHECK-NEXT: ; MemoryUse(2)
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: MemorySSA for function: dup_edges
; CHECK-NEXT: define void @dup_edges(ptr %p, i32 %s) {
; CHECK-NEXT: entry:
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   switch i32 %s, label %join [
; CHECK-NEXT:     i32 0, label %a
; CHECK-NEXT:     i32 1, label %a
; CHECK-NEXT:   ]
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %entry, %entry
; CHECK-NEXT: ; 2 = MemoryDef(1)
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %dead, %a, %entry
; CHECK-NEXT: ; 4 = MemoryPhi({entry,1},{a,2},{dead,liveOnEntry})
; CHECK-NEXT: ; MemoryUse(4)
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-EMPTY:
; CHECK-NEXT: dead:                                             ; No predecessors!
; CHECK-NEXT: ; 3 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   br label %join
; CHECK-NEXT: }
; CHECK-LABEL: MemorySSA for function: select_ptr
; CHECK-NEXT: define i32 @select_ptr(i1 %c, ptr %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = alloca i32, align 4
; CHECK-NEXT:   %b = alloca i32, align 4
; CHECK-NEXT:   %s = select i1 %c, ptr %a, ptr %b
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 1, ptr %s, align 4
; CHECK-NEXT: ; 2 = MemoryDef(1)
; CHECK-NEXT:   store i32 2, ptr %x, align 4
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT:   %v = load i32, ptr %s, align 4
; CHECK-NEXT:   ret i32 %v
; CHECK-NEXT: }

define void @u(ptr %p, i1 %c) {
  br i1 %c, label %1, label %2
1:
  store i32 1, ptr %p
  br label %2
2:
  %v = load i32, ptr %p
  ret void
}

define void @dup_edges(ptr %p, i32 %s) {
entry:
  store i32 0, ptr %p
  switch i32 %s, label %join [
    i32 0, label %a
    i32 1, label %a
  ]
a:
  store i32 1, ptr %p
  br label %join
join:
  %v = load i32, ptr %p
  ret void
dead:
  store i32 2, ptr %p
  br label %join
}

define i32 @select_ptr(i1 %c, ptr %x) {
entry:
  %a = alloca i32
  %b = alloca i32
  %s = select i1 %c, ptr %a, ptr %b
  store i32 1, ptr %s
  store i32 2, ptr %x
  %v = load i32, ptr %s
  ret i32 %v
}
