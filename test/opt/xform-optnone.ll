; Transforms skip optnone functions as opt-22 does (the printers and the verifier still run),
; with opt-22's two -debug-pass-manager lines per skipped pass. Learned from opt-22.
; RUN: atomir opt -S -passes='mem2reg,dse' %s | FileCheck %s
; RUN: atomir opt -disable-output -debug-pass-manager -passes='mem2reg,dse,print<domtree>' %s 2>&1 | FileCheck %s --check-prefix=DBG
; CHECK-LABEL: define i32 @skipped() #0 {
; CHECK-NEXT:   %x = alloca i32, align 4
; CHECK-NEXT:   store i32 1, ptr %x, align 4
; CHECK-LABEL: define i32 @promoted() {
; CHECK-NEXT:   ret i32 2
; DBG: Skipping pass PromotePass on skipped due to optnone attribute
; DBG-NEXT: Skipping pass: PromotePass on skipped
; DBG-NEXT: Skipping pass DSEPass on skipped due to optnone attribute
; DBG-NEXT: Skipping pass: DSEPass on skipped
; DBG-NEXT: Running pass: DominatorTreePrinterPass on skipped (4 instructions)
; DBG: Running pass: PromotePass on promoted (4 instructions)
define i32 @skipped() #0 {
  %x = alloca i32
  store i32 1, ptr %x
  %v = load i32, ptr %x
  ret i32 %v
}

define i32 @promoted() {
  %x = alloca i32
  store i32 2, ptr %x
  %v = load i32, ptr %x
  ret i32 %v
}

attributes #0 = { noinline optnone }
