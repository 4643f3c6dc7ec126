; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3, !4}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !2 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0)
; CHECK-NEXT: !3 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: null)
; CHECK-NEXT: !4 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "n", scope: !1, entity: !1, file: !1, line: 3, elements: !1)
; !DIImportedEntity fields written with their default value: LLVM 22 drops those it skips at
; their default, keeps the always-printed ones, and uniques nodes that then coincide.

!named = !{!0, !1, !3, !4, !5}
!0 = distinct !DISubprogram(scope: null)
!1 = !DIFile(filename: "a.c", directory: "/d")
!2 = distinct !DIGlobalVariable(name: "g")
!3 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: null, file: null, line: 0, name: "", elements: null)
!4 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: null)
!5 = !DIImportedEntity(elements: !1, name: "n", line: 3, file: !1, entity: !1, scope: !1, tag: DW_TAG_imported_declaration)
