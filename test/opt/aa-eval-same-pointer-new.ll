; BasicAA's first rules and the operator-new rule, as opt-22's aa-eval answers them (CHECK lines
; from opt-22): the same pointer after stripping bitcasts and all-zero getelementptrs is
; MustAlias whatever the two sizes; a select of two equal pointers aliases as its arms do;
; undef aliases nothing; a builtin `operator new` with a noalias result touches nothing but
; what it returns (a nobuiltin one is an ordinary call). aa-eval's locations carry no metadata,
; so !alias.scope/!noalias do not change its answers.
; RUN: atomir opt -passes=aa-eval -print-all-alias-modref-info -disable-output %s 2>&1 | FileCheck %s
; CHECK: Function: same_pointer: 6 pointers, 0 call sites
; CHECK-NEXT:   MustAlias:	i64* %p, i32* %p
; CHECK-NEXT:   MustAlias:	i32* %p, i8* %q
; CHECK-NEXT:   MustAlias:	i64* %p, i8* %q
; CHECK-NEXT:   MustAlias:	i32* %p, i16* %z
; CHECK-NEXT:   MustAlias:	i64* %p, i16* %z
; CHECK-NEXT:   MustAlias:	i8* %q, i16* %z
; CHECK-NEXT:   MustAlias:	i32* %p, <4 x i32>* %s
; CHECK-NEXT:   MustAlias:	i64* %p, <4 x i32>* %s
; CHECK-NEXT:   MustAlias:	i8* %q, <4 x i32>* %s
; CHECK-NEXT:   MustAlias:	<4 x i32>* %s, i16* %z
; CHECK-NEXT:   NoAlias:	i32* %p, i32* undef
; CHECK-NEXT:   NoAlias:	i64* %p, i32* undef
; CHECK-NEXT:   NoAlias:	i8* %q, i32* undef
; CHECK-NEXT:   NoAlias:	i16* %z, i32* undef
; CHECK-NEXT:   NoAlias:	<4 x i32>* %s, i32* undef
; CHECK-LABEL: Function: operator_new: 2 pointers, 2 call sites
; CHECK-NEXT:   NoAlias:	i32* %a, i32* %p
; CHECK-NEXT:   NoModRef:  Ptr: i32* %p	<->  %a = call ptr @_Znwm(i64 4) #1
; CHECK-NEXT:   Both ModRef:  Ptr: i32* %a	<->  %a = call ptr @_Znwm(i64 4) #1
; CHECK-NEXT:   Both ModRef:  Ptr: i32* %p	<->  %b = call ptr @_Znwm(i64 4)
; CHECK-NEXT:   NoModRef:  Ptr: i32* %a	<->  %b = call ptr @_Znwm(i64 4)
; CHECK-NEXT:   Both ModRef:   %a = call ptr @_Znwm(i64 4) #1 <->   %b = call ptr @_Znwm(i64 4)
; CHECK-NEXT:   Both ModRef:   %b = call ptr @_Znwm(i64 4) <->   %a = call ptr @_Znwm(i64 4) #1
; CHECK-LABEL: Function: scopes: 3 pointers, 1 call sites
; CHECK-NEXT:   MayAlias:	i32* %p, i32* %q
; CHECK-NEXT:   MayAlias:	i32* %p, i32* %r
; CHECK-NEXT:   MayAlias:	i32* %q, i32* %r
; CHECK-NEXT:   Both ModRef:  Ptr: i32* %p	<->  call void @use(ptr %r), !noalias !0
; CHECK-NEXT:   Both ModRef:  Ptr: i32* %q	<->  call void @use(ptr %r), !noalias !0
; CHECK-NEXT:   Both ModRef:  Ptr: i32* %r	<->  call void @use(ptr %r), !noalias !0

target triple = "x86_64-unknown-linux-gnu"

declare noalias ptr @_Znwm(i64) nobuiltin
declare void @use(ptr)

define void @same_pointer(ptr %p, i1 %c) {
  %q = bitcast ptr %p to ptr
  %z = getelementptr i8, ptr %p, i64 0
  %s = select i1 %c, ptr %p, ptr %q
  store i32 0, ptr %p
  store i64 0, ptr %p
  store i8 0, ptr %q
  store i16 0, ptr %z
  store <4 x i32> zeroinitializer, ptr %s
  store i32 0, ptr undef
  ret void
}

define void @operator_new(ptr %p) {
  %a = call ptr @_Znwm(i64 4) builtin
  %b = call ptr @_Znwm(i64 4)
  store i32 0, ptr %p
  store i32 0, ptr %a
  ret void
}

define void @scopes(ptr %p, ptr %q, ptr %r) {
  store i32 0, ptr %p, !alias.scope !2, !noalias !5
  store i32 0, ptr %q, !alias.scope !5, !noalias !2
  store i32 0, ptr %r, !alias.scope !2
  call void @use(ptr %r), !noalias !2
  ret void
}

!0 = distinct !{!0, !"domain"}
!1 = distinct !{!1, !0, !"scope p"}
!2 = !{!1}
!3 = distinct !{!3, !0, !"scope q"}
!5 = !{!3}
