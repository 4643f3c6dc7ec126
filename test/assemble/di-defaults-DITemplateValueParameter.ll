; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !2 = !DITemplateValueParameter(value: null)
; CHECK-NEXT: !3 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, value: !"T")
; !DITemplateValueParameter fields written with their default value: LLVM 22 drops those it skips at
; their default, keeps the always-printed ones, and uniques nodes that then coincide.

!named = !{!0, !1, !3, !4}
!0 = distinct !DISubprogram(scope: null)
!1 = !DIFile(filename: "a.c", directory: "/d")
!2 = distinct !DIGlobalVariable(name: "g")
!3 = !DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "", type: null, defaulted: false, value: null)
!4 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, value: !"T")
