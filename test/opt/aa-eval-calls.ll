; aa-eval skips optnone functions (no line, nothing counted), prints an invoke on its two lines,
; and numbers metadata in a call's text as opt-22's I.print() does (checked against opt-22).
; RUN: atomir opt -passes=aa-eval -print-all-alias-modref-info -disable-output %s 2>&1 | FileCheck %s
; CHECK-NOT: Function: skipped
; CHECK: Function: other: 1 pointers, 0 call sites
; CHECK-NEXT: Function: calls: 1 pointers, 3 call sites
; CHECK-NEXT:   NoModRef:  Ptr: i32* %p	<->  call void @llvm.experimental.noalias.scope.decl(metadata !3)
; CHECK-NEXT:   Both ModRef:  Ptr: i32* %p	<->  call void @may_throw(ptr %q), !annot !3
; CHECK-NEXT:   Both ModRef:  Ptr: i32* %p	<->  invoke void @may_throw(ptr %p)
; CHECK-NEXT:           to label %ok unwind label %lp
; CHECK-NEXT:   Both ModRef:   call void @llvm.experimental.noalias.scope.decl(metadata !3) <->   call void @may_throw(ptr %q), !annot !3
; CHECK-NEXT:   Both ModRef:   call void @llvm.experimental.noalias.scope.decl(metadata !3) <->   invoke void @may_throw(ptr %p)
; CHECK-NEXT:           to label %ok unwind label %lp
; CHECK-NEXT:   Both ModRef:   call void @may_throw(ptr %q), !annot !3 <->   call void @llvm.experimental.noalias.scope.decl(metadata !3)
; CHECK-NEXT:   Both ModRef:   call void @may_throw(ptr %q), !annot !3 <->   invoke void @may_throw(ptr %p)
; CHECK-NEXT:           to label %ok unwind label %lp
; CHECK-NEXT:   Both ModRef:   invoke void @may_throw(ptr %p)
; CHECK-NEXT:           to label %ok unwind label %lp <->   call void @llvm.experimental.noalias.scope.decl(metadata !3)
; CHECK-NEXT:   Both ModRef:   invoke void @may_throw(ptr %p)
; CHECK-NEXT:           to label %ok unwind label %lp <->   call void @may_throw(ptr %q), !annot !3
; CHECK-NEXT: ===== Alias Analysis Evaluator Report =====
; CHECK-NEXT:   Alias Analysis Evaluator Summary: No pointers!
; CHECK-NEXT:   9 Total ModRef Queries Performed
; CHECK-NEXT:   1 no mod/ref responses (11.1%)
; CHECK-NEXT:   0 mod responses (0.0%)
; CHECK-NEXT:   0 ref responses (0.0%)
; CHECK-NEXT:   8 mod & ref responses (88.8%)
; CHECK-NEXT:   Alias Analysis Evaluator Mod/Ref Summary: 11%/0%/0%/88%

declare void @may_throw(ptr)
declare i32 @__gxx_personality_v0(...)
declare void @llvm.experimental.noalias.scope.decl(metadata)

define void @skipped(ptr %p) noinline optnone {
  store i32 0, ptr %p
  ret void
}

define void @other(ptr %p) {
  store i32 1, ptr %p, !tbaa !20
  ret void
}

define void @calls(ptr %p, ptr %q) personality ptr @__gxx_personality_v0 {
entry:
  store i32 0, ptr %p
  call void @llvm.experimental.noalias.scope.decl(metadata !2)
  call void @may_throw(ptr %q), !annot !5
  invoke void @may_throw(ptr %p)
          to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}

!0 = distinct !{!0, !"dom"}
!1 = distinct !{!1, !0, !"scope"}
!2 = !{!1}
!5 = !{!"x"}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"tbaa root"}
