; Loads from memory nothing may change (CHECK lines from opt-22): opt-22's mod/ref mask follows
; phis and selects to every object the address may be based on; when all are constant globals
; (or a `noalias readonly` argument) the load's use is liveOnEntry from the start. One
; writable global among them keeps the load clobbered.
; RUN: atomir opt -passes='print<memoryssa>' -disable-output %s 2>&1 | FileCheck %s
; CHECK-LABEL: MemorySSA for function: phi_constant
; CHECK-NEXT: define i8 @phi_constant(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   call void @f(ptr %p)
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT: ; 3 = MemoryPhi({entry,1},{loop,2})
; CHECK-NEXT:   %q = phi ptr [ @s, %entry ], [ %q1, %loop ]
; CHECK-NEXT: ; MemoryUse(liveOnEntry)
; CHECK-NEXT:   %x = load i8, ptr %q, align 1
; CHECK-NEXT: ; 2 = MemoryDef(3)
; CHECK-NEXT:   call void @f(ptr %p)
; CHECK-NEXT:   %q1 = getelementptr inbounds i8, ptr %q, i64 1
; CHECK-NEXT:   br i1 %c, label %loop, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %r = select i1 %c, ptr @s, ptr @t
; CHECK-NEXT: ; MemoryUse(liveOnEntry)
; CHECK-NEXT:   %y = load i8, ptr %r, align 1
; CHECK-NEXT:   %r2 = select i1 %c, ptr @s, ptr @v
; CHECK-NEXT: ; MemoryUse(2)
; CHECK-NEXT:   %z = load i8, ptr %r2, align 1
; CHECK-NEXT:   %s1 = add i8 %x, %y
; CHECK-NEXT:   %s2 = add i8 %s1, %z
; CHECK-NEXT:   ret i8 %s2
; CHECK-NEXT: }
; CHECK-LABEL: MemorySSA for function: readonly_noalias
; CHECK-NEXT: define i32 @readonly_noalias(ptr noalias readonly %a, ptr readonly %b) {
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   call void @f(ptr null)
; CHECK-NEXT: ; MemoryUse(liveOnEntry)
; CHECK-NEXT:   %x = load i32, ptr %a, align 4
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT:   %y = load i32, ptr %b, align 4
; CHECK-NEXT:   %s = add i32 %x, %y
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }

@s = private unnamed_addr constant [5 x i8] c"main\00"
@t = private unnamed_addr constant [5 x i8] c"temp\00"
@v = global [5 x i8] zeroinitializer
declare void @f(ptr)

define i8 @phi_constant(ptr %p, i1 %c) {
entry:
  call void @f(ptr %p)
  br label %loop
loop:
  %q = phi ptr [ @s, %entry ], [ %q1, %loop ]
  %x = load i8, ptr %q
  call void @f(ptr %p)
  %q1 = getelementptr inbounds i8, ptr %q, i64 1
  br i1 %c, label %loop, label %exit
exit:
  %r = select i1 %c, ptr @s, ptr @t
  %y = load i8, ptr %r
  %r2 = select i1 %c, ptr @s, ptr @v
  %z = load i8, ptr %r2
  %s1 = add i8 %x, %y
  %s2 = add i8 %s1, %z
  ret i8 %s2
}

define i32 @readonly_noalias(ptr noalias readonly %a, ptr readonly %b) {
  call void @f(ptr null)
  %x = load i32, ptr %a
  %y = load i32, ptr %b
  %s = add i32 %x, %y
  ret i32 %s
}
