; RUN: atomir assemble %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare range(i8 -1, 2) i8 @llvm.scmp.i8.i32(i32, i32) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare range(i32 -1, 2) i32 @llvm.ucmp.i32.i64(i64, i64) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare range(i16 -1, 2) <4 x i16> @llvm.scmp.v4i16.v4i32(<4 x i32>, <4 x i32>) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare i64 @llvm.ctpop.i64(i64) #0
; CHECK-EMPTY:
; CHECK-NEXT: attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
; A `range` attribute from the intrinsic table takes the declaration's integer type.

declare i8 @llvm.scmp.i8.i32(i32, i32)
declare i32 @llvm.ucmp.i32.i64(i64, i64)
declare <4 x i16> @llvm.scmp.v4i16.v4i32(<4 x i32>, <4 x i32>)
declare i64 @llvm.ctpop.i64(i64)
