; instcombine: adjacent fences of one scope where one is at least as strong merge; fences apart
; (a store between, another scope, incomparable orderings) stay. One iteration leaves
; `acquire, seq_cst` in @merged (opt-22's second iteration would merge them: see
; instcombine-fixpoint.ll).
; CHECK lines from opt-22 (atomir prints the same).
; RUN: atomir opt -S -passes='instcombine<no-verify-fixpoint>' %s | FileCheck %s
; CHECK-LABEL: define void @merged() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   fence seq_cst
; CHECK-NEXT:   fence syncscope("singlethread") seq_cst
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define void @kept(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   fence release
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   fence acquire
; CHECK-NEXT:   fence syncscope("singlethread") acquire
; CHECK-NEXT:   fence seq_cst
; CHECK-NEXT:   ret void
; CHECK-NEXT: }

define void @merged() {
entry:
  fence acquire
  fence acquire
  fence release
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("singlethread") acquire
  ret void
}

define void @kept(ptr %p) {
entry:
  fence release
  fence acquire
  store i32 0, ptr %p, align 4
  fence acquire
  fence syncscope("singlethread") acquire
  fence seq_cst
  ret void
}
