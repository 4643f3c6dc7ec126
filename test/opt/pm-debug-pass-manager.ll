; -debug-pass-manager prints opt-22's lines (runs, analyses in the order they start,
; invalidations in the order the analyses completed, the final verifier), between the
; printers' text; every line below is what opt-22 prints for the same pipeline and input.
; RUN: atomir opt -passes='function(require<loops>,invalidate<domtree>,verify,verify,print<domtree>,invalidate<all>,verify),invalidate<all>,no-op-module,function(print<postdomtree>,require<postdomtree>,invalidate<loops>,invalidate<postdomtree>)' -disable-output -debug-pass-manager %s 2>&1 | FileCheck %s
; CHECK: Running analysis: InnerAnalysisManagerProxy<FunctionAnalysisManager, Module> on [module]
; CHECK-NEXT: Running pass: RequireAnalysisPass<llvm::LoopAnalysis, llvm::Function, llvm::AnalysisManager<Function>> on f (11 instructions)
; CHECK-NEXT: Running analysis: LoopAnalysis on f
; CHECK-NEXT: Running analysis: DominatorTreeAnalysis on f
; CHECK-NEXT: Running pass: InvalidateAnalysisPass<llvm::DominatorTreeAnalysis> on f (11 instructions)
; CHECK-NEXT: Invalidating analysis: DominatorTreeAnalysis on f
; CHECK-NEXT: Running pass: VerifierPass on f (11 instructions)
; CHECK-NEXT: Running analysis: VerifierAnalysis on f
; CHECK-NEXT: Running pass: VerifierPass on f (11 instructions)
; CHECK-NEXT: Running pass: DominatorTreePrinterPass on f (11 instructions)
; CHECK-NEXT: DominatorTree for function: f
; CHECK-NEXT: Running analysis: DominatorTreeAnalysis on f
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   {{\[}}1{{\]}} %entry {4294967295,4294967295} {{\[}}0{{\]}}
; CHECK-NEXT:     {{\[}}2{{\]}} %a {4294967295,4294967295} {{\[}}1{{\]}}
; CHECK-NEXT:       {{\[}}3{{\]}} %a1 {4294967295,4294967295} {{\[}}2{{\]}}
; CHECK-NEXT:         {{\[}}4{{\]}} %a1.exit {4294967295,4294967295} {{\[}}3{{\]}}
; CHECK-NEXT:           {{\[}}5{{\]}} %a2 {4294967295,4294967295} {{\[}}4{{\]}}
; CHECK-NEXT:             {{\[}}6{{\]}} %a2.exit {4294967295,4294967295} {{\[}}5{{\]}}
; CHECK-NEXT:               {{\[}}7{{\]}} %a.exit {4294967295,4294967295} {{\[}}6{{\]}}
; CHECK-NEXT:                 {{\[}}8{{\]}} %b {4294967295,4294967295} {{\[}}7{{\]}}
; CHECK-NEXT:                   {{\[}}9{{\]}} %exit {4294967295,4294967295} {{\[}}8{{\]}}
; CHECK-NEXT: Roots: %entry 
; CHECK-NEXT: Running pass: InvalidateAllAnalysesPass on f (11 instructions)
; CHECK-NEXT: Invalidating analysis: LoopAnalysis on f
; CHECK-NEXT: Invalidating analysis: VerifierAnalysis on f
; CHECK-NEXT: Invalidating analysis: DominatorTreeAnalysis on f
; CHECK-NEXT: Running pass: VerifierPass on f (11 instructions)
; CHECK-NEXT: Running analysis: VerifierAnalysis on f
; CHECK-NEXT: Running pass: RequireAnalysisPass<llvm::LoopAnalysis, llvm::Function, llvm::AnalysisManager<Function>> on g (1 instruction)
; CHECK-NEXT: Running analysis: LoopAnalysis on g
; CHECK-NEXT: Running analysis: DominatorTreeAnalysis on g
; CHECK-NEXT: Running pass: InvalidateAnalysisPass<llvm::DominatorTreeAnalysis> on g (1 instruction)
; CHECK-NEXT: Invalidating analysis: DominatorTreeAnalysis on g
; CHECK-NEXT: Running pass: VerifierPass on g (1 instruction)
; CHECK-NEXT: Running analysis: VerifierAnalysis on g
; CHECK-NEXT: Running pass: VerifierPass on g (1 instruction)
; CHECK-NEXT: Running pass: DominatorTreePrinterPass on g (1 instruction)
; CHECK-NEXT: DominatorTree for function: g
; CHECK-NEXT: Running analysis: DominatorTreeAnalysis on g
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   {{\[}}1{{\]}} %entry {4294967295,4294967295} {{\[}}0{{\]}}
; CHECK-NEXT: Roots: %entry 
; CHECK-NEXT: Running pass: InvalidateAllAnalysesPass on g (1 instruction)
; CHECK-NEXT: Invalidating analysis: LoopAnalysis on g
; CHECK-NEXT: Invalidating analysis: VerifierAnalysis on g
; CHECK-NEXT: Invalidating analysis: DominatorTreeAnalysis on g
; CHECK-NEXT: Running pass: VerifierPass on g (1 instruction)
; CHECK-NEXT: Running analysis: VerifierAnalysis on g
; CHECK-NEXT: Running pass: InvalidateAllAnalysesPass on [module]
; CHECK-NEXT: Invalidating analysis: InnerAnalysisManagerProxy<FunctionAnalysisManager, Module> on [module]
; CHECK-NEXT: Running pass: NoOpModulePass on [module]
; CHECK-NEXT: Running analysis: InnerAnalysisManagerProxy<FunctionAnalysisManager, Module> on [module]
; CHECK-NEXT: Running pass: PostDominatorTreePrinterPass on f (11 instructions)
; CHECK-NEXT: PostDominatorTree for function: f
; CHECK-NEXT: Running analysis: PostDominatorTreeAnalysis on f
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   {{\[}}1{{\]}}  <<exit node>> {4294967295,4294967295} {{\[}}0{{\]}}
; CHECK-NEXT:     {{\[}}2{{\]}} %exit {4294967295,4294967295} {{\[}}1{{\]}}
; CHECK-NEXT:       {{\[}}3{{\]}} %b {4294967295,4294967295} {{\[}}2{{\]}}
; CHECK-NEXT:         {{\[}}4{{\]}} %a.exit {4294967295,4294967295} {{\[}}3{{\]}}
; CHECK-NEXT:           {{\[}}5{{\]}} %a2.exit {4294967295,4294967295} {{\[}}4{{\]}}
; CHECK-NEXT:             {{\[}}6{{\]}} %a2 {4294967295,4294967295} {{\[}}5{{\]}}
; CHECK-NEXT:               {{\[}}7{{\]}} %a1.exit {4294967295,4294967295} {{\[}}6{{\]}}
; CHECK-NEXT:                 {{\[}}8{{\]}} %a1 {4294967295,4294967295} {{\[}}7{{\]}}
; CHECK-NEXT:                   {{\[}}9{{\]}} %a {4294967295,4294967295} {{\[}}8{{\]}}
; CHECK-NEXT:                     [10] %entry {4294967295,4294967295} {{\[}}9{{\]}}
; CHECK-NEXT: Roots: %exit 
; CHECK-NEXT: Running pass: RequireAnalysisPass<llvm::PostDominatorTreeAnalysis, llvm::Function, llvm::AnalysisManager<Function>> on f (11 instructions)
; CHECK-NEXT: Running pass: InvalidateAnalysisPass<llvm::LoopAnalysis> on f (11 instructions)
; CHECK-NEXT: Running pass: InvalidateAnalysisPass<llvm::PostDominatorTreeAnalysis> on f (11 instructions)
; CHECK-NEXT: Invalidating analysis: PostDominatorTreeAnalysis on f
; CHECK-NEXT: Running pass: PostDominatorTreePrinterPass on g (1 instruction)
; CHECK-NEXT: PostDominatorTree for function: g
; CHECK-NEXT: Running analysis: PostDominatorTreeAnalysis on g
; CHECK-NEXT: =============================--------------------------------
; CHECK-NEXT: Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
; CHECK-NEXT:   {{\[}}1{{\]}}  <<exit node>> {4294967295,4294967295} {{\[}}0{{\]}}
; CHECK-NEXT:     {{\[}}2{{\]}} %entry {4294967295,4294967295} {{\[}}1{{\]}}
; CHECK-NEXT: Roots: %entry 
; CHECK-NEXT: Running pass: RequireAnalysisPass<llvm::PostDominatorTreeAnalysis, llvm::Function, llvm::AnalysisManager<Function>> on g (1 instruction)
; CHECK-NEXT: Running pass: InvalidateAnalysisPass<llvm::LoopAnalysis> on g (1 instruction)
; CHECK-NEXT: Running pass: InvalidateAnalysisPass<llvm::PostDominatorTreeAnalysis> on g (1 instruction)
; CHECK-NEXT: Invalidating analysis: PostDominatorTreeAnalysis on g
; CHECK-NEXT: Running pass: VerifierPass on [module]
; CHECK-NEXT: Running analysis: VerifierAnalysis on [module]
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
