; Raw non-UTF-8 bytes before an error (in a comment, a name and a c"..." string) count one
; column each, as in llvm-as-22 ("2:38: error: alignment is not a power of two").
; RUN: not atomir assemble %S/Inputs/raw-bytes-error.ll 2>&1 | FileCheck %s
; CHECK: error: alignment is not a power of two
; CHECK-NEXT: raw-bytes-error.ll:2:38
