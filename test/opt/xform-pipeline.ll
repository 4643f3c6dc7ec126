; Transforms in one pipeline: mem2reg's result feeds dse (the load between the two stores to %p
; is gone after mem2reg, so the first store is dead), -verify-each checks the edited body
; after each pass, -S prints the edited module. CHECK lines from opt-22 (same pipeline).
; A MemorySSA printer in the same function pipeline as a transform is a clear error; in a
; pipeline of its own it sees the edited function.
; RUN: atomir opt -S -verify-each -passes='mem2reg,dse,verify' %s | FileCheck %s
; RUN: not atomir opt -passes='function(mem2reg,print<memoryssa>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: atomir opt -passes='function(mem2reg),function(print<memoryssa>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MSSA
; CHECK-LABEL: define i32 @f(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %a, label %j
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %entry
; CHECK-NEXT:   br label %j
; CHECK-EMPTY:
; CHECK-NEXT: j:                                                ; preds = %a, %entry
; CHECK-NEXT:   %x.0 = phi i32 [ 5, %a ], [ 0, %entry ]
; CHECK-NEXT:   store i32 %x.0, ptr %p, align 4
; CHECK-NEXT:   ret i32 %x.0
; CHECK-NEXT: }
; ERR: print<memoryssa> on function 'f': not supported yet in the same function pipeline as a pass that edits the IR
; MSSA: MemorySSA for function: f
; MSSA-NEXT: define i32 @f(ptr %p, i1 %c) {
; MSSA-NEXT: entry:
; MSSA-NEXT:   br i1 %c, label %a, label %j

define i32 @f(ptr %p, i1 %c) {
entry:
  %x = alloca i32, align 4
  store i32 0, ptr %x, align 4
  br i1 %c, label %a, label %j
a:
  store i32 5, ptr %x, align 4
  br label %j
j:
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %x, align 4
  store i32 %v, ptr %p, align 4
  ret i32 %v
}
