; loop(...) and loop-mssa(...) run loop passes over every loop in opt-22's order: the nests
; from the last top-level loop print<loops> lists to the first, each nest in post-order (the
; NoOpLoopPass lines below are what opt-22 prints for this input). A bare loop pass, or
; loop(...) first in the pipeline, is wrapped in function(...) as opt does. Each adaptor runs
; LoopSimplifyPass and LCSSAPass first, as opt-22's does. The IR is unchanged here.
; RUN: atomir opt -passes='function(require<loops>,loop(no-op-loop),loop-mssa(no-op-loop,loop(no-op-loop)))' -disable-output -debug-pass-manager %s 2>&1 | FileCheck %s --check-prefix=ORDER
; ORDER: Running analysis: LoopAnalysis on f
; ORDER: Running pass: NoOpLoopPass on loop %a1 in function f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %a2 in function f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %a in function f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %b in function f
; ORDER-NEXT: Running pass: LoopSimplifyPass on f (11 instructions)
; ORDER-NEXT: Running pass: LCSSAPass on f (11 instructions)
; ORDER-NEXT: Running analysis: MemorySSAAnalysis on f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %a1 in function f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %a1 in function f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %a2 in function f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %a2 in function f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %a in function f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %a in function f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %b in function f
; ORDER-NEXT: Running pass: NoOpLoopPass on loop %b in function f
; ORDER-NEXT: Running pass: RequireAnalysisPass<llvm::LoopAnalysis, llvm::Function, llvm::AnalysisManager<Function>> on g (1 instruction)
; ORDER-NOT: NoOpLoopPass
; RUN: atomir opt -passes='no-op-loop' -disable-output -debug-pass-manager %s 2>&1 | FileCheck %s --check-prefix=BARE
; RUN: atomir opt -passes='verify,no-op-loop' -disable-output -debug-pass-manager %s 2>&1 | FileCheck %s --check-prefix=BARE
; RUN: atomir opt -passes='loop(loop(no-op-loop)),print<loops>' -disable-output -debug-pass-manager %s 2>&1 | FileCheck %s --check-prefix=BARE
; BARE: Running pass: NoOpLoopPass on loop %a1 in function f
; BARE: Running pass: NoOpLoopPass on loop %b in function f
; RUN: atomir opt -passes='loop(no-op-loop,invalidate<all>),loop-mssa(no-op-loop)' -S %s | FileCheck %s --check-prefix=SAME-IR
; SAME-IR: define void @f(ptr %p, i1 %c) {
; SAME-IR: a1.exit:                                          ; preds = %a1
; SAME-IR-NEXT: br label %a2
; RUN: atomir opt -print-passes | FileCheck %s --check-prefix=PRINT-PASSES
; PRINT-PASSES: Loop passes:
; PRINT-PASSES-NEXT:   invalidate<all>
; PRINT-PASSES-NEXT:   licm
; PRINT-PASSES-NEXT:   no-op-loop
; PRINT-PASSES-NEXT: Loop analyses:
; RUN: not atomir opt -passes='loop-mssa(no-op-loop,invalidate<all>)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MSSA-INVALIDATE
; MSSA-INVALIDATE: error: loop-mssa on function 'f': Loop pass manager using MemorySSA contains a pass that does not preserve MemorySSA

define void @f(ptr %p, i1 %c) {
entry:
  br label %a
a:
  br label %a1
a1:
  store i32 1, ptr %p
  br i1 %c, label %a1, label %a1.exit
a1.exit:
  br label %a2
a2:
  %v = load i32, ptr %p
  br i1 %c, label %a2, label %a2.exit
a2.exit:
  br i1 %c, label %a, label %a.exit
a.exit:
  br label %b
b:
  br i1 %c, label %b, label %exit
exit:
  ret void
}

define i32 @g(i32 %x) {
entry:
  ret i32 %x
}
