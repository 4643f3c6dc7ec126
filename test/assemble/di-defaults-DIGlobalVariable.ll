; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !2 = distinct !DIGlobalVariable(name: "g", scope: null, isLocal: false, isDefinition: true)
; CHECK-NEXT: !3 = distinct !DIGlobalVariable(name: "h", scope: null, isLocal: false, isDefinition: true)
; !DIGlobalVariable fields written with their default value: LLVM 22 drops those it skips at
; their default, keeps the always-printed ones, and uniques nodes that then coincide.

!named = !{!0, !1, !3, !4}
!0 = distinct !DISubprogram(scope: null)
!1 = !DIFile(filename: "a.c", directory: "/d")
!2 = distinct !DIGlobalVariable(name: "g")
!3 = distinct !DIGlobalVariable(name: "g", linkageName: "", scope: null, file: null, line: 0, type: null, isLocal: false, isDefinition: true, declaration: null, templateParams: null, align: 0, annotations: null)
!4 = distinct !DIGlobalVariable(name: "h")
