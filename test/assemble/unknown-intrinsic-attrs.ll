; RUN: atomir assemble %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: ; Function Attrs: nounwind memory(none)
; CHECK-NEXT: ; Unknown intrinsic
; CHECK-NEXT: declare void @llvm.not.known(ptr) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nounwind memory(none)
; CHECK-NEXT: ; Unknown intrinsic
; CHECK-NEXT: declare void @llvm.x86.sse2.pause.i32() #0
; CHECK-EMPTY:
; CHECK-NEXT: attributes #0 = { nounwind memory(none) }
; An unknown `llvm.*` declaration keeps its attributes; `; Unknown intrinsic` comes after the
; `; Function Attrs:` comment.

declare void @llvm.not.known(ptr) #0
declare void @llvm.x86.sse2.pause.i32() #0

attributes #0 = { nounwind memory(none) }
