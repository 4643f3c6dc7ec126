; Memory intrinsics with a variable length touch the bytes from their pointer on (opt-22's
; after-pointer size; CHECK lines from opt-22): a location that ends before the destination
; is not written, one that starts after it may be.
; RUN: atomir opt -passes=aa-eval -print-all-alias-modref-info -disable-output %s 2>&1 | FileCheck %s
; CHECK-LABEL: Function: after_pointer: 3 pointers, 2 call sites
; CHECK-NEXT:   MayAlias:	i64* %p, i64* %q
; CHECK-NEXT:   NoAlias:	i32* %e, i64* %p
; CHECK-NEXT:   MayAlias:	i32* %e, i64* %q
; CHECK-NEXT:   Just Ref:  Ptr: i64* %p	<->  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
; CHECK-NEXT:   Just Mod:  Ptr: i64* %q	<->  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
; CHECK-NEXT:   Both ModRef:  Ptr: i32* %e	<->  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
; CHECK-NEXT:   NoModRef:  Ptr: i64* %p	<->  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 %n, i1 false)
; CHECK-NEXT:   Just Mod:  Ptr: i64* %q	<->  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 %n, i1 false)
; CHECK-NEXT:   Just Mod:  Ptr: i32* %e	<->  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 %n, i1 false)
; CHECK-NEXT:   Both ModRef:   call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false) <->   call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 %n, i1 false)
; CHECK-NEXT:   Just Mod:   call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 %n, i1 false) <->   call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @after_pointer(ptr %p, ptr %q, i64 %n) {
  %d = getelementptr inbounds i8, ptr %p, i64 16
  %s = getelementptr inbounds i8, ptr %q, i64 8
  %v = load i64, ptr %p
  store i64 %v, ptr %q
  %e = getelementptr inbounds i8, ptr %p, i64 24
  store i32 0, ptr %e
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 %n, i1 false)
  ret void
}
