; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !2 = !DIModule(scope: null, name: "m")
; CHECK-NEXT: !3 = !DIModule(scope: !1, name: "m", configMacros: "c", includePath: "i", apinotes: "n", file: !1, line: 3, isDecl: true)
; !DIModule fields written with their default value: LLVM 22 drops those it skips at
; their default, keeps the always-printed ones, and uniques nodes that then coincide.

!named = !{!0, !1, !3, !4}
!0 = distinct !DISubprogram(scope: null)
!1 = !DIFile(filename: "a.c", directory: "/d")
!2 = distinct !DIGlobalVariable(name: "g")
!3 = !DIModule(scope: null, name: "m", configMacros: "", includePath: "", apinotes: "", file: null, line: 0, isDecl: false)
!4 = !DIModule(isDecl: true, line: 3, file: !1, apinotes: "n", includePath: "i", configMacros: "c", name: "m", scope: !1)
