; -time-passes: opt-22's report layout on stderr after the output (analyses, passes, parsing),
; each table sorted longest first; atomir measures wall time only, so only that column shows.
; RUN: atomir opt -passes='print<loops>,loop(no-op-loop)' -disable-output -time-passes %s 2>&1 | FileCheck %s
; CHECK: Loop info for function 'f':
; CHECK: ===-------------------------------------------------------------------------===
; CHECK-NEXT: {{^                        }}Analysis execution timing report
; CHECK-NEXT: ===-------------------------------------------------------------------------===
; CHECK-NEXT: Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds ({{[0-9]+\.[0-9][0-9][0-9][0-9]}} wall clock)
; CHECK-EMPTY:
; CHECK-NEXT: ---Wall Time---  --- Name ---
; CHECK-DAG: {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  LoopAnalysis
; CHECK-DAG: {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  DominatorTreeAnalysis
; CHECK: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} (100.0%)  Total
; CHECK: {{^                          }}Pass execution timing report
; CHECK-DAG: LoopPrinterPass
; CHECK-DAG: NoOpLoopPass
; CHECK-DAG: VerifierPass
; CHECK: (100.0%)  Total
; CHECK: {{^                                }}LLVM IR Parsing
; CHECK: Parse IR

define void @f(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x
x:
  ret void
}
