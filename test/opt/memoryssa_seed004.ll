; The MemorySSA examples of seed 004 (typed pointers made opaque): phi placement and numbering
; (@foo), use optimisation (loads point at their clobber), the walker's answer for a def that a
; store to another alloca does not clobber (@walker), a volatile load as a MemoryDef (@volatile_not_hoistable),
; and atomics: an acquire load and a fence clobber later loads of any address (@atomics). Expected text: opt-22.
; RUN: atomir opt -passes='print<memoryssa>' -disable-output %s 2>&1 | FileCheck %s
; RUN: atomir opt -passes='print<memoryssa-walker>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WALK
; RUN: atomir opt -passes='require<memoryssa>,print<memoryssa>,invalidate<memoryssa>,print<memoryssa>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=TWICE
; TWICE: MemorySSA for function: foo
; RUN: atomir opt -S -passes='require<memoryssa>,verify<memoryssa>' %s | FileCheck %s --check-prefix=IR
; IR: define void @foo(i1 %c) {
; TWICE: MemorySSA for function: foo
; CHECK-LABEL: MemorySSA for function: foo
; CHECK-NEXT: define void @foo(i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %p1 = alloca i8, align 1
; CHECK-NEXT:   %p2 = alloca i8, align 1
; CHECK-NEXT:   %p3 = alloca i8, align 1
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i8 0, ptr %p3, align 1
; CHECK-NEXT:   br label %while.cond
; CHECK-EMPTY:
; CHECK-NEXT: while.cond:                                       ; preds = %if.end, %entry
; CHECK-NEXT: ; 6 = MemoryPhi({entry,1},{if.end,4})
; CHECK-NEXT:   br i1 %c, label %if.then, label %if.else
; CHECK-EMPTY:
; CHECK-NEXT: if.then:                                          ; preds = %while.cond
; CHECK-NEXT: ; 2 = MemoryDef(6)
; CHECK-NEXT:   store i8 0, ptr %p1, align 1
; CHECK-NEXT:   br label %if.end
; CHECK-EMPTY:
; CHECK-NEXT: if.else:                                          ; preds = %while.cond
; CHECK-NEXT: ; 3 = MemoryDef(6)
; CHECK-NEXT:   store i8 1, ptr %p2, align 1
; CHECK-NEXT:   br label %if.end
; CHECK-EMPTY:
; CHECK-NEXT: if.end:                                           ; preds = %if.else, %if.then
; CHECK-NEXT: ; 5 = MemoryPhi({if.then,2},{if.else,3})
; CHECK-NEXT: ; MemoryUse(5)
; CHECK-NEXT:   %0 = load i8, ptr %p1, align 1
; CHECK-NEXT: ; 4 = MemoryDef(5)
; CHECK-NEXT:   store i8 2, ptr %p2, align 1
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT:   %1 = load i8, ptr %p3, align 1
; CHECK-NEXT:   br label %while.cond
; CHECK-NEXT: }
; CHECK-LABEL: MemorySSA for function: walker
; CHECK-NEXT: define void @walker() {
; CHECK-NEXT:   %a = alloca i8, align 1
; CHECK-NEXT:   %b = alloca i8, align 1
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i8 0, ptr %a, align 1
; CHECK-NEXT: ; 2 = MemoryDef(1)
; CHECK-NEXT:   store i8 0, ptr %b, align 1
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT:   %x = load i8, ptr %a, align 1
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: MemorySSA for function: volatile_not_hoistable
; CHECK-NEXT: define i8 @volatile_not_hoistable(ptr %a, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %if.then, label %if.end
; CHECK-EMPTY:
; CHECK-NEXT: if.then:                                          ; preds = %entry
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   %0 = load volatile i8, ptr %a, align 1
; CHECK-NEXT:   br label %if.end
; CHECK-EMPTY:
; CHECK-NEXT: if.end:                                           ; preds = %if.then, %entry
; CHECK-NEXT: ; 2 = MemoryPhi({entry,liveOnEntry},{if.then,1})
; CHECK-NEXT:   %av = phi i8 [ 0, %entry ], [ %0, %if.then ]
; CHECK-NEXT:   ret i8 %av
; CHECK-NEXT: }
; CHECK-LABEL: MemorySSA for function: atomics
; CHECK-NEXT: define i32 @atomics(ptr %p, ptr %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 1, ptr %q, align 4
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT: ; 2 = MemoryDef(1)
; CHECK-NEXT:   %b = load atomic i32, ptr %p acquire, align 4
; CHECK-NEXT: ; MemoryUse(2)
; CHECK-NEXT:   %c = load i32, ptr %q, align 4
; CHECK-NEXT: ; MemoryUse(2)
; CHECK-NEXT:   %d = load atomic i32, ptr %p unordered, align 4
; CHECK-NEXT: ; 3 = MemoryDef(2)
; CHECK-NEXT:   fence seq_cst
; CHECK-NEXT: ; MemoryUse(3)
; CHECK-NEXT:   %e = load i32, ptr %q, align 4
; CHECK-NEXT:   %s1 = add i32 %a, %b
; CHECK-NEXT:   %s2 = add i32 %s1, %c
; CHECK-NEXT:   %s3 = add i32 %s2, %d
; CHECK-NEXT:   %s4 = add i32 %s3, %e
; CHECK-NEXT:   ret i32 %s4
; CHECK-NEXT: }
; WALK-LABEL: MemorySSA (walker) for function: foo
; WALK-NEXT: define void @foo(i1 %c) {
; WALK-NEXT: entry:
; WALK-NEXT:   %p1 = alloca i8, align 1
; WALK-NEXT:   %p2 = alloca i8, align 1
; WALK-NEXT:   %p3 = alloca i8, align 1
; WALK-NEXT: ; 1 = MemoryDef(liveOnEntry)->liveOnEntry - clobbered by liveOnEntry
; WALK-NEXT:   store i8 0, ptr %p3, align 1
; WALK-NEXT:   br label %while.cond
; WALK-EMPTY:
; WALK-NEXT: while.cond:                                       ; preds = %if.end, %entry
; WALK-NEXT: ; 6 = MemoryPhi({entry,1},{if.end,4})
; WALK-NEXT:   br i1 %c, label %if.then, label %if.else
; WALK-EMPTY:
; WALK-NEXT: if.then:                                          ; preds = %while.cond
; WALK-NEXT: ; 2 = MemoryDef(6)->6 - clobbered by 6 = MemoryPhi({entry,1},{if.end,4})
; WALK-NEXT:   store i8 0, ptr %p1, align 1
; WALK-NEXT:   br label %if.end
; WALK-EMPTY:
; WALK-NEXT: if.else:                                          ; preds = %while.cond
; WALK-NEXT: ; 3 = MemoryDef(6)->6 - clobbered by 6 = MemoryPhi({entry,1},{if.end,4})
; WALK-NEXT:   store i8 1, ptr %p2, align 1
; WALK-NEXT:   br label %if.end
; WALK-EMPTY:
; WALK-NEXT: if.end:                                           ; preds = %if.else, %if.then
; WALK-NEXT: ; 5 = MemoryPhi({if.then,2},{if.else,3})
; WALK-NEXT: ; MemoryUse(5) - clobbered by 5 = MemoryPhi({if.then,2},{if.else,3})
; WALK-NEXT:   %0 = load i8, ptr %p1, align 1
; WALK-NEXT: ; 4 = MemoryDef(5)->5 - clobbered by 5 = MemoryPhi({if.then,2},{if.else,3})
; WALK-NEXT:   store i8 2, ptr %p2, align 1
; WALK-NEXT: ; MemoryUse(1) - clobbered by 1 = MemoryDef(liveOnEntry)->liveOnEntry
; WALK-NEXT:   %1 = load i8, ptr %p3, align 1
; WALK-NEXT:   br label %while.cond
; WALK-NEXT: }
; WALK-LABEL: MemorySSA (walker) for function: walker
; WALK-NEXT: define void @walker() {
; WALK-NEXT:   %a = alloca i8, align 1
; WALK-NEXT:   %b = alloca i8, align 1
; WALK-NEXT: ; 1 = MemoryDef(liveOnEntry)->liveOnEntry - clobbered by liveOnEntry
; WALK-NEXT:   store i8 0, ptr %a, align 1
; WALK-NEXT: ; 2 = MemoryDef(1)->liveOnEntry - clobbered by liveOnEntry
; WALK-NEXT:   store i8 0, ptr %b, align 1
; WALK-NEXT: ; MemoryUse(1) - clobbered by 1 = MemoryDef(liveOnEntry)->liveOnEntry
; WALK-NEXT:   %x = load i8, ptr %a, align 1
; WALK-NEXT:   ret void
; WALK-NEXT: }
; WALK-LABEL: MemorySSA (walker) for function: volatile_not_hoistable
; WALK-NEXT: define i8 @volatile_not_hoistable(ptr %a, i1 %c) {
; WALK-NEXT: entry:
; WALK-NEXT:   br i1 %c, label %if.then, label %if.end
; WALK-EMPTY:
; WALK-NEXT: if.then:                                          ; preds = %entry
; WALK-NEXT: ; 1 = MemoryDef(liveOnEntry)->liveOnEntry - clobbered by liveOnEntry
; WALK-NEXT:   %0 = load volatile i8, ptr %a, align 1
; WALK-NEXT:   br label %if.end
; WALK-EMPTY:
; WALK-NEXT: if.end:                                           ; preds = %if.then, %entry
; WALK-NEXT: ; 2 = MemoryPhi({entry,liveOnEntry},{if.then,1})
; WALK-NEXT:   %av = phi i8 [ 0, %entry ], [ %0, %if.then ]
; WALK-NEXT:   ret i8 %av
; WALK-NEXT: }
; WALK-LABEL: MemorySSA (walker) for function: atomics
; WALK-NEXT: define i32 @atomics(ptr %p, ptr %q) {
; WALK-NEXT: entry:
; WALK-NEXT: ; 1 = MemoryDef(liveOnEntry)->liveOnEntry - clobbered by liveOnEntry
; WALK-NEXT:   store i32 1, ptr %q, align 4
; WALK-NEXT: ; MemoryUse(1) - clobbered by 1 = MemoryDef(liveOnEntry)->liveOnEntry
; WALK-NEXT:   %a = load i32, ptr %p, align 4
; WALK-NEXT: ; 2 = MemoryDef(1)->1 - clobbered by 1 = MemoryDef(liveOnEntry)->liveOnEntry
; WALK-NEXT:   %b = load atomic i32, ptr %p acquire, align 4
; WALK-NEXT: ; MemoryUse(2) - clobbered by 2 = MemoryDef(1)->1
; WALK-NEXT:   %c = load i32, ptr %q, align 4
; WALK-NEXT: ; MemoryUse(2) - clobbered by 2 = MemoryDef(1)->1
; WALK-NEXT:   %d = load atomic i32, ptr %p unordered, align 4
; WALK-NEXT: ; 3 = MemoryDef(2) - clobbered by 3 = MemoryDef(2)
; WALK-NEXT:   fence seq_cst
; WALK-NEXT: ; MemoryUse(3) - clobbered by 3 = MemoryDef(2)
; WALK-NEXT:   %e = load i32, ptr %q, align 4
; WALK-NEXT:   %s1 = add i32 %a, %b
; WALK-NEXT:   %s2 = add i32 %s1, %c
; WALK-NEXT:   %s3 = add i32 %s2, %d
; WALK-NEXT:   %s4 = add i32 %s3, %e
; WALK-NEXT:   ret i32 %s4
; WALK-NEXT: }

define void @foo(i1 %c) {
entry:
  %p1 = alloca i8
  %p2 = alloca i8
  %p3 = alloca i8
  store i8 0, ptr %p3
  br label %while.cond

while.cond:
  br i1 %c, label %if.then, label %if.else

if.then:
  store i8 0, ptr %p1
  br label %if.end

if.else:
  store i8 1, ptr %p2
  br label %if.end

if.end:
  %1 = load i8, ptr %p1
  store i8 2, ptr %p2
  %2 = load i8, ptr %p3
  br label %while.cond
}

define void @walker() {
  %a = alloca i8
  %b = alloca i8
  store i8 0, ptr %a
  store i8 0, ptr %b
  %x = load i8, ptr %a
  ret void
}

define i8 @volatile_not_hoistable(ptr %a, i1 %c) {
entry:
  br i1 %c, label %if.then, label %if.end

if.then:
  %0 = load volatile i8, ptr %a
  br label %if.end

if.end:
  %av = phi i8 [0, %entry], [%0, %if.then]
  ret i8 %av
}

define i32 @atomics(ptr %p, ptr %q) {
entry:
  store i32 1, ptr %q
  %a = load i32, ptr %p
  %b = load atomic i32, ptr %p acquire, align 4
  %c = load i32, ptr %q
  %d = load atomic i32, ptr %p unordered, align 4
  fence seq_cst
  %e = load i32, ptr %q
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  ret i32 %s4
}
