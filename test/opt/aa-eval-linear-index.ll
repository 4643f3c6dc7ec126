; BasicAA's linear index arithmetic as opt-22 answers it (CHECK lines from opt-22): an index that
; is `x + c`, `x << c` or `x * c` of a variable compares with `x` at a known distance; under
; `sext`/`zext` only `nsw`/`nuw` arithmetic is looked through, and an i32 index is sign-extended
; as getelementptr does. (Not done: opt-22 also proves `sext(j + 1)` and `sext j` unequal when the
; add may wrap; atomir answers MayAlias there.)
; RUN: atomir opt -passes=aa-eval -print-all-alias-modref-info -disable-output %s 2>&1 | FileCheck %s
; CHECK: Function: linear: 6 pointers, 0 call sites
; CHECK-NEXT:   NoAlias:	float* %a, float* %b
; CHECK-NEXT:   MustAlias:	float* %a, float* %c
; CHECK-NEXT:   NoAlias:	float* %b, float* %c
; CHECK-NEXT:   MayAlias:	float* %a, i32* %d
; CHECK-NEXT:   MayAlias:	float* %b, i32* %d
; CHECK-NEXT:   MayAlias:	float* %c, i32* %d
; CHECK-NEXT:   MayAlias:	float* %a, i32* %e
; CHECK-NEXT:   MayAlias:	float* %b, i32* %e
; CHECK-NEXT:   MayAlias:	float* %c, i32* %e
; CHECK-NEXT:   NoAlias:	i32* %d, i32* %e
; CHECK-NEXT:   MayAlias:	float* %a, i32* %g
; CHECK-NEXT:   MayAlias:	float* %b, i32* %g
; CHECK-NEXT:   MayAlias:	float* %c, i32* %g
; CHECK-NEXT:   MustAlias:	i32* %d, i32* %g
; CHECK-NEXT:   NoAlias:	i32* %e, i32* %g

define void @linear(ptr %p, i64 %i, i32 %j) {
  %a = getelementptr inbounds float, ptr %p, i64 %i
  %i1 = add nuw i64 %i, 1
  %b = getelementptr inbounds float, ptr %p, i64 %i1
  %i2 = shl i64 %i, 1
  %c = getelementptr inbounds i16, ptr %p, i64 %i2
  %j1 = add nsw i32 %j, 2
  %js = sext i32 %j1 to i64
  %d = getelementptr inbounds i32, ptr %p, i64 %js
  %j0 = sext i32 %j to i64
  %e = getelementptr inbounds i32, ptr %p, i64 %j0
  %g = getelementptr inbounds i32, ptr %p, i32 %j1
  store float 0.0, ptr %a
  store float 0.0, ptr %b
  store float 0.0, ptr %c
  store i32 0, ptr %d
  store i32 0, ptr %e
  store i32 0, ptr %g
  ret void
}
