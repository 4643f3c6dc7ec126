; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !1 = !DISubrangeType(name: "s", file: !0, size: 32, baseType: null, lowerBound: i64 1, upperBound: i64 10)
; CHECK-NEXT: !2 = !DISubrangeType(name: "t", scope: !0, file: !0, line: 3, size: 32, align: 8, flags: DIFlagArtificial, baseType: !0, lowerBound: !0, upperBound: !0, stride: !0, bias: !0)
; CHECK-NEXT: !3 = !DISubrangeType(name: "u", baseType: null)
; !DISubrangeType: defaults dropped, baseType always printed, integer bounds stored as i64
; constants, fields in LLVM's order.

!named = !{!0, !1, !2, !3}
!0 = !DIFile(filename: "a.c", directory: "/d")
!1 = !DISubrangeType(name: "s", size: 32, baseType: null, lowerBound: 1, upperBound: 10, stride: null, bias: null, file: !0, line: 0, scope: null, flags: 0, align: 0)
!2 = !DISubrangeType(bias: !0, stride: !0, upperBound: !0, lowerBound: !0, baseType: !0, flags: DIFlagArtificial, align: 8, size: 32, scope: !0, line: 3, file: !0, name: "t")
!3 = !DISubrangeType(name: "u")
