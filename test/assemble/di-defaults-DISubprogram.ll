; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !5}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !2 = distinct !DISubprogram(scope: null, spFlags: 0)
; CHECK-NEXT: !3 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !4 = distinct !DISubprogram(scope: null, virtualIndex: 0, spFlags: DISPFlagPureVirtual | DISPFlagLocalToUnit | DISPFlagOptimized)
; CHECK-NEXT: !5 = !DISubprogram(scope: null, spFlags: 0)
; CHECK-NEXT: !6 = !DISubprogram(scope: null, spFlags: DISPFlagOptimized)
; CHECK-NEXT: !7 = distinct !DISubprogram(scope: null, virtualIndex: 0, spFlags: DISPFlagVirtual | DISPFlagDefinition)
; CHECK-NEXT: !8 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; !DISubprogram fields written with their default value: LLVM 22 drops those it skips at
; their default, keeps the always-printed ones, and uniques nodes that then coincide.

!named = !{!0, !1, !3, !4, !5, !6, !7, !8, !9, !10}
!0 = distinct !DISubprogram(scope: null)
!1 = !DIFile(filename: "a.c", directory: "/d")
!2 = distinct !DIGlobalVariable(name: "g")
!3 = distinct !DISubprogram(name: "", linkageName: "", scope: null, file: null, line: 0, type: null, scopeLine: 0, containingType: null, virtuality: 0, virtualIndex: 0, thisAdjustment: 0, flags: 0, spFlags: 0, unit: null, templateParams: null, declaration: null, retainedNodes: null, thrownTypes: null, annotations: null, targetFuncName: "", keyInstructions: false)
!4 = distinct !DISubprogram()
!5 = distinct !DISubprogram(scope: null, isLocal: true, isDefinition: false, isOptimized: true, virtuality: DW_VIRTUALITY_pure_virtual)
!6 = !DISubprogram(scope: null, isDefinition: false)
!7 = !DISubprogram(scope: null, spFlags: DISPFlagOptimized, isLocal: true)
!8 = distinct !DISubprogram(scope: null, virtualIndex: 0, virtuality: DW_VIRTUALITY_virtual, isDefinition: true)
!9 = distinct !DISubprogram(scope: null, virtualIndex: 0)
!10 = !DISubprogram(scope: null, spFlags: 0)
