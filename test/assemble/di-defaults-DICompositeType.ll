; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !2 = !DICompositeType(tag: DW_TAG_structure_type)
; CHECK-NEXT: !3 = !DICompositeType(tag: DW_TAG_array_type, name: "n", scope: !1, file: !1, line: 1, baseType: !1, size: 8, align: 8, offset: 1, num_extra_inhabitants: 1, flags: DIFlagArtificial, elements: !1, runtimeLang: DW_LANG_C, vtableHolder: !1, templateParams: !1, identifier: "x", discriminator: !1, dataLocation: !1, associated: !1, allocated: !1, rank: !1, annotations: !1, specification: !1, enumKind: DW_APPLE_ENUM_KIND_Open, bitStride: !1)
; !DICompositeType fields written with their default value: LLVM 22 drops those it skips at
; their default, keeps the always-printed ones, and uniques nodes that then coincide.

!named = !{!0, !1, !3, !4}
!0 = distinct !DISubprogram(scope: null)
!1 = !DIFile(filename: "a.c", directory: "/d")
!2 = distinct !DIGlobalVariable(name: "g")
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: "", scope: null, file: null, line: 0, baseType: null, size: 0, align: 0, offset: 0, flags: 0, elements: null, runtimeLang: 0, vtableHolder: null, templateParams: null, identifier: "", discriminator: null, dataLocation: null, associated: null, allocated: null, rank: null, annotations: null)
!4 = !DICompositeType(tag: DW_TAG_array_type, bitStride: !1, specification: !1, enumKind: DW_APPLE_ENUM_KIND_Open, num_extra_inhabitants: 1, annotations: !1, rank: !1, allocated: !1, associated: !1, dataLocation: !1, discriminator: !1, identifier: "x", templateParams: !1, vtableHolder: !1, runtimeLang: DW_LANG_C, elements: !1, flags: DIFlagArtificial, offset: 1, align: 8, size: 8, baseType: !1, line: 1, file: !1, scope: !1, name: "n")
