; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !2 = !DIFixedPointType(encoding: DW_ATE_signed_fixed, kind: Binary)
; CHECK-NEXT: !3 = !DIFixedPointType(name: "r", size: 32, encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: 3, denominator: 5)
; !DIFixedPointType fields written with their default value: LLVM 22 drops those it skips at
; their default, keeps the always-printed ones, and uniques nodes that then coincide.

!named = !{!0, !1, !3, !4}
!0 = distinct !DISubprogram(scope: null)
!1 = !DIFile(filename: "a.c", directory: "/d")
!2 = distinct !DIGlobalVariable(name: "g")
!3 = !DIFixedPointType(tag: DW_TAG_base_type, name: "", size: 0, align: 0, encoding: DW_ATE_signed_fixed, flags: 0, kind: Binary, factor: 0)
!4 = !DIFixedPointType(numerator: 3, denominator: 5, kind: Rational, encoding: DW_ATE_unsigned_fixed, size: 32, name: "r")
