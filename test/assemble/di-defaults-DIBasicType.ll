; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3, !4, !5, !6}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !2 = !DIBasicType()
; CHECK-NEXT: !3 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
; CHECK-NEXT: !4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; CHECK-NEXT: !5 = !DIBasicType(name: "_BitInt(37)", size: 64, dataSize: 37, encoding: DW_ATE_signed)
; CHECK-NEXT: !6 = !DIBasicType(name: "z")
; !DIBasicType fields written with their default value: LLVM 22 drops those it skips at
; their default, keeps the always-printed ones, and uniques nodes that then coincide.

!named = !{!0, !1, !3, !4, !5, !6, !7}
!0 = distinct !DISubprogram(scope: null)
!1 = !DIFile(filename: "a.c", directory: "/d")
!2 = distinct !DIGlobalVariable(name: "g")
!3 = !DIBasicType(tag: DW_TAG_base_type, name: "", size: 0, align: 0, encoding: 0, num_extra_inhabitants: 0, flags: 0)
!4 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed, flags: 0)
!6 = !DIBasicType(encoding: DW_ATE_signed, dataSize: 37, size: 64, name: "_BitInt(37)")
!7 = !DIBasicType(name: "z", dataSize: 0)
