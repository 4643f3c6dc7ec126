; ScopedNoAliasAA in MemorySSA (CHECK lines from opt-22): a load whose !noalias list holds, for
; some domain, every scope of a store's !alias.scope list in that domain skips that store; a
; store without metadata, or scopes of another domain, still clobber. BasicAA's MustAlias for
; the same pointer wins over a !tbaa NoAlias (opt-22 asks BasicAA first).
; RUN: atomir opt -passes='print<memoryssa>' -disable-output %s 2>&1 | FileCheck %s
; CHECK-LABEL: MemorySSA for function: scopes
; CHECK-NEXT: define i32 @scopes(ptr %p, ptr %q, ptr %r) {
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 3, ptr %r, align 4
; CHECK-NEXT: ; 2 = MemoryDef(1)
; CHECK-NEXT:   store i32 1, ptr %p, align 4, !alias.scope !0
; CHECK-NEXT: ; 3 = MemoryDef(2)
; CHECK-NEXT:   store i32 2, ptr %q, align 4, !alias.scope !3
; CHECK-NEXT: ; MemoryUse(2)
; CHECK-NEXT:   %a = load i32, ptr %p, align 4, !noalias !3
; CHECK-NEXT: ; MemoryUse(3)
; CHECK-NEXT:   %b = load i32, ptr %q, align 4, !noalias !0
; CHECK-NEXT: ; MemoryUse(3)
; CHECK-NEXT:   %c = load i32, ptr %r, align 4, !noalias !5
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT:   %d = load i32, ptr %r, align 4, !noalias !8
; CHECK-LABEL: MemorySSA for function: tbaa_vs_must
; CHECK-NEXT: define i32 @tbaa_vs_must(ptr %p) {
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)
; CHECK-NEXT:   store i32 1, ptr %p, align 4, !tbaa !0
; CHECK-NEXT: ; MemoryUse(1)
; CHECK-NEXT:   %v = load float, ptr %p, align 4, !tbaa !3

define i32 @scopes(ptr %p, ptr %q, ptr %r) {
  store i32 3, ptr %r
  store i32 1, ptr %p, !alias.scope !2
  store i32 2, ptr %q, !alias.scope !5
  %a = load i32, ptr %p, !noalias !5
  %b = load i32, ptr %q, !noalias !2
  %c = load i32, ptr %r, !noalias !7
  %d = load i32, ptr %r, !noalias !8
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s = add i32 %s1, %s2
  ret i32 %s
}

define i32 @tbaa_vs_must(ptr %p) {
  store i32 1, ptr %p, !tbaa !10
  %v = load float, ptr %p, !tbaa !12
  %w = bitcast float %v to i32
  ret i32 %w
}

!0 = distinct !{!0, !"domain"}
!1 = distinct !{!1, !0, !"scope p"}
!2 = !{!1}
!3 = distinct !{!3, !0, !"scope q"}
!5 = !{!3}
!6 = distinct !{!6, !60, !"other scope"}
!60 = distinct !{!60, !"other domain"}
!7 = !{!6}
!8 = !{!1, !3}
!9 = !{!"root"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !9, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !9, i64 0}
