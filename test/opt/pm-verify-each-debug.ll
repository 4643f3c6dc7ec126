; -verify-each under -debug-pass-manager: opt-22's 'Verifying function f' after every
; function (and loop) pass but the verifier, 'Verifying module <file>' after module passes;
; every line below is what opt-22 prints for the same pipeline and input.
; RUN: atomir opt -passes='function(verify,require<domtree>,invalidate<all>,no-op-function),invalidate<all>,no-op-module,verify,print<loops>' -disable-output -debug-pass-manager -verify-each %s 2>&1 | FileCheck %s
; CHECK: Running analysis: InnerAnalysisManagerProxy<FunctionAnalysisManager, Module> on [module]
; CHECK-NEXT: Running pass: VerifierPass on f (11 instructions)
; CHECK-NEXT: Running analysis: VerifierAnalysis on f
; CHECK-NEXT: Running pass: RequireAnalysisPass<llvm::DominatorTreeAnalysis, llvm::Function, llvm::AnalysisManager<Function>> on f (11 instructions)
; CHECK-NEXT: Running analysis: DominatorTreeAnalysis on f
; CHECK-NEXT: Verifying function f
; CHECK-NEXT: Running pass: InvalidateAllAnalysesPass on f (11 instructions)
; CHECK-NEXT: Invalidating analysis: VerifierAnalysis on f
; CHECK-NEXT: Invalidating analysis: DominatorTreeAnalysis on f
; CHECK-NEXT: Verifying function f
; CHECK-NEXT: Running pass: NoOpFunctionPass on f (11 instructions)
; CHECK-NEXT: Verifying function f
; CHECK-NEXT: Running pass: VerifierPass on g (1 instruction)
; CHECK-NEXT: Running analysis: VerifierAnalysis on g
; CHECK-NEXT: Running pass: RequireAnalysisPass<llvm::DominatorTreeAnalysis, llvm::Function, llvm::AnalysisManager<Function>> on g (1 instruction)
; CHECK-NEXT: Running analysis: DominatorTreeAnalysis on g
; CHECK-NEXT: Verifying function g
; CHECK-NEXT: Running pass: InvalidateAllAnalysesPass on g (1 instruction)
; CHECK-NEXT: Invalidating analysis: VerifierAnalysis on g
; CHECK-NEXT: Invalidating analysis: DominatorTreeAnalysis on g
; CHECK-NEXT: Verifying function g
; CHECK-NEXT: Running pass: NoOpFunctionPass on g (1 instruction)
; CHECK-NEXT: Verifying function g
; CHECK-NEXT: Running pass: InvalidateAllAnalysesPass on [module]
; CHECK-NEXT: Invalidating analysis: InnerAnalysisManagerProxy<FunctionAnalysisManager, Module> on [module]
; CHECK-NEXT: Verifying module {{.*}}pm-verify-each-debug.ll
; CHECK-NEXT: Running pass: NoOpModulePass on [module]
; CHECK-NEXT: Verifying module {{.*}}pm-verify-each-debug.ll
; CHECK-NEXT: Running pass: VerifierPass on [module]
; CHECK-NEXT: Running analysis: VerifierAnalysis on [module]
; CHECK-NEXT: Running analysis: InnerAnalysisManagerProxy<FunctionAnalysisManager, Module> on [module]
; CHECK-NEXT: Running pass: LoopPrinterPass on f (11 instructions)
; CHECK-NEXT: Running analysis: LoopAnalysis on f
; CHECK-NEXT: Running analysis: DominatorTreeAnalysis on f
; CHECK-NEXT: Loop info for function 'f':
; CHECK-NEXT: Loop at depth 1 containing: %b<header><latch><exiting>
; CHECK-NEXT: Loop at depth 1 containing: %a<header>,%a1,%a1.exit,%a2,%a2.exit<latch><exiting>
; CHECK-NEXT:     Loop at depth 2 containing: %a1<header><latch><exiting>
; CHECK-NEXT:     Loop at depth 2 containing: %a2<header><latch><exiting>
; CHECK-NEXT: Verifying function f
; CHECK-NEXT: Running pass: LoopPrinterPass on g (1 instruction)
; CHECK-NEXT: Running analysis: LoopAnalysis on g
; CHECK-NEXT: Running analysis: DominatorTreeAnalysis on g
; CHECK-NEXT: Loop info for function 'g':
; CHECK-NEXT: Verifying function g
; CHECK-NEXT: Running pass: VerifierPass on [module]
; CHECK-NOT: {{.}}

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
