; aa-eval asks opt-22's queries and prints its lines (checked against opt-22's output for this
; file): pointers are the (address, accessed type) pairs of loads and stores in order, pairs print
; their names in byte order, each call is asked against every pointer and every other call, and
; the report after the last function truncates percentages to one decimal.
; RUN: atomir opt -passes=aa-eval -print-all-alias-modref-info -disable-output %s 2>&1 | FileCheck %s
; RUN: atomir opt -passes=aa-eval -print-no-aliases -print-modref -disable-output %s 2>&1 | FileCheck %s --check-prefix=SOME
; RUN: atomir opt -passes=aa-eval -disable-output %s 2>&1 | FileCheck %s --check-prefix=QUIET
; CHECK: Function: locals: 5 pointers, 2 call sites
; CHECK-NEXT:   NoAlias:	i32* %a, i64* %b
; CHECK-NEXT:   NoAlias:	i64* %0, i32* %a
; CHECK-NEXT:   NoAlias:	i64* %0, i64* %b
; CHECK-NEXT:   NoAlias:	i32* %a, i32* @g
; CHECK-NEXT:   NoAlias:	i64* %b, i32* @g
; CHECK-NEXT:   NoAlias:	i64* %0, i32* @g
; CHECK-NEXT:   NoAlias:	i32* %a, i32* %arg
; CHECK-NEXT:   NoAlias:	i32* %arg, i64* %b
; CHECK-NEXT:   NoAlias:	i64* %0, i32* %arg
; CHECK-NEXT:   MayAlias:	i32* %arg, i32* @g
; CHECK-NEXT:   NoModRef:  Ptr: i32* %a	<->  %x = call i32 @pure(i32 %v)
; CHECK-NEXT:   NoModRef:  Ptr: i64* %b	<->  %x = call i32 @pure(i32 %v)
; CHECK-NEXT:   NoModRef:  Ptr: i64* %0	<->  %x = call i32 @pure(i32 %v)
; CHECK-NEXT:   NoModRef:  Ptr: i32* @g	<->  %x = call i32 @pure(i32 %v)
; CHECK-NEXT:   NoModRef:  Ptr: i32* %arg	<->  %x = call i32 @pure(i32 %v)
; CHECK-NEXT:   NoModRef:  Ptr: i32* %a	<->  call void @use(ptr %b)
; CHECK-NEXT:   Both ModRef:  Ptr: i64* %b	<->  call void @use(ptr %b)
; CHECK-NEXT:   Both ModRef:  Ptr: i64* %0	<->  call void @use(ptr %b)
; CHECK-NEXT:   Both ModRef:  Ptr: i32* @g	<->  call void @use(ptr %b)
; CHECK-NEXT:   Both ModRef:  Ptr: i32* %arg	<->  call void @use(ptr %b)
; CHECK-NEXT:   NoModRef:   %x = call i32 @pure(i32 %v) <->   call void @use(ptr %b)
; CHECK-NEXT:   NoModRef:   call void @use(ptr %b) <->   %x = call i32 @pure(i32 %v)
; CHECK-NEXT: Function: none: 0 pointers, 0 call sites
; CHECK-NEXT: ===== Alias Analysis Evaluator Report =====
; CHECK-NEXT:   10 Total Alias Queries Performed
; CHECK-NEXT:   9 no alias responses (90.0%)
; CHECK-NEXT:   1 may alias responses (10.0%)
; CHECK-NEXT:   0 partial alias responses (0.0%)
; CHECK-NEXT:   0 must alias responses (0.0%)
; CHECK-NEXT:   Alias Analysis Evaluator Pointer Alias Summary: 90%/10%/0%/0%
; CHECK-NEXT:   12 Total ModRef Queries Performed
; CHECK-NEXT:   8 no mod/ref responses (66.6%)
; CHECK-NEXT:   0 mod responses (0.0%)
; CHECK-NEXT:   0 ref responses (0.0%)
; CHECK-NEXT:   4 mod & ref responses (33.3%)
; CHECK-NEXT:   Alias Analysis Evaluator Mod/Ref Summary: 66%/0%/0%/33%
; SOME: Function: locals: 5 pointers, 2 call sites
; SOME-NEXT:   NoAlias:	i32* %a, i64* %b
; SOME-NEXT:   NoAlias:	i64* %0, i32* %a
; SOME-NEXT:   NoAlias:	i64* %0, i64* %b
; SOME-NEXT:   NoAlias:	i32* %a, i32* @g
; SOME-NEXT:   NoAlias:	i64* %b, i32* @g
; SOME-NEXT:   NoAlias:	i64* %0, i32* @g
; SOME-NEXT:   NoAlias:	i32* %a, i32* %arg
; SOME-NEXT:   NoAlias:	i32* %arg, i64* %b
; SOME-NEXT:   NoAlias:	i64* %0, i32* %arg
; SOME-NEXT:   Both ModRef:  Ptr: i64* %b	<->  call void @use(ptr %b)
; SOME-NEXT:   Both ModRef:  Ptr: i64* %0	<->  call void @use(ptr %b)
; SOME-NEXT:   Both ModRef:  Ptr: i32* @g	<->  call void @use(ptr %b)
; SOME-NEXT:   Both ModRef:  Ptr: i32* %arg	<->  call void @use(ptr %b)
; SOME-NEXT: Function: none: 0 pointers, 0 call sites
; SOME-NEXT: ===== Alias Analysis Evaluator Report =====
; SOME-NEXT:   10 Total Alias Queries Performed
; SOME-NEXT:   9 no alias responses (90.0%)
; SOME-NEXT:   1 may alias responses (10.0%)
; SOME-NEXT:   0 partial alias responses (0.0%)
; SOME-NEXT:   0 must alias responses (0.0%)
; SOME-NEXT:   Alias Analysis Evaluator Pointer Alias Summary: 90%/10%/0%/0%
; SOME-NEXT:   12 Total ModRef Queries Performed
; SOME-NEXT:   8 no mod/ref responses (66.6%)
; SOME-NEXT:   0 mod responses (0.0%)
; SOME-NEXT:   0 ref responses (0.0%)
; SOME-NEXT:   4 mod & ref responses (33.3%)
; SOME-NEXT:   Alias Analysis Evaluator Mod/Ref Summary: 66%/0%/0%/33%
; QUIET-NOT: Function:
; QUIET: ===== Alias Analysis Evaluator Report =====
; QUIET-NEXT:   10 Total Alias Queries Performed
; QUIET-NEXT:   9 no alias responses (90.0%)
; QUIET-NEXT:   1 may alias responses (10.0%)
; QUIET-NEXT:   0 partial alias responses (0.0%)
; QUIET-NEXT:   0 must alias responses (0.0%)
; QUIET-NEXT:   Alias Analysis Evaluator Pointer Alias Summary: 90%/10%/0%/0%
; QUIET-NEXT:   12 Total ModRef Queries Performed
; QUIET-NEXT:   8 no mod/ref responses (66.6%)
; QUIET-NEXT:   0 mod responses (0.0%)
; QUIET-NEXT:   0 ref responses (0.0%)
; QUIET-NEXT:   4 mod & ref responses (33.3%)
; QUIET-NEXT:   Alias Analysis Evaluator Mod/Ref Summary: 66%/0%/0%/33%

@g = global [4 x i32] zeroinitializer
declare void @use(ptr)
declare i32 @pure(i32) memory(none)
define i32 @locals(ptr %arg, i32 %i) {
entry:
  %a = alloca i32
  %b = alloca [2 x i64]
  %0 = getelementptr inbounds [2 x i64], ptr %b, i64 0, i64 1
  store i32 1, ptr %a
  store i64 2, ptr %b
  store i64 3, ptr %0
  store i32 4, ptr @g
  %v = load i32, ptr %arg
  %x = call i32 @pure(i32 %v)
  call void @use(ptr %b)
  %w = load i32, ptr %a
  ret i32 %w
}
define void @none() {
  ret void
}
