; assemble verifies the module before printing it, as llvm-as does; -disable-verify skips that.
; RUN: not atomir assemble %s -o - 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s --check-prefix=NOVERIFY
; VERIFY: error: Instruction does not dominate all uses!
; VERIFY-NEXT: {{.*}}runs-verifier.ll:13:16
; VERIFY: = in function @f, block %loop
; NOVERIFY: define i32 @f(i32 %x)
define i32 @f(i32 %x) {
entry:
  br label %loop

loop:
  %u = add i32 %v, 1
  %v = add i32 %x, 1
  br label %loop
}
