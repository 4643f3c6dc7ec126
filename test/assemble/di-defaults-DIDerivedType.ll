; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !2 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null)
; CHECK-NEXT: !3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, dwarfAddressSpace: 0)
; !DIDerivedType fields written with their default value: LLVM 22 drops those it skips at
; their default, keeps the always-printed ones, and uniques nodes that then coincide.

!named = !{!0, !1, !3, !4}
!0 = distinct !DISubprogram(scope: null)
!1 = !DIFile(filename: "a.c", directory: "/d")
!2 = distinct !DIGlobalVariable(name: "g")
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "", scope: null, file: null, line: 0, baseType: null, size: 0, align: 0, offset: 0, flags: 0, extraData: null, annotations: null)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, dwarfAddressSpace: 0, ptrAuthKey: 0, ptrAuthIsAddressDiscriminated: false, ptrAuthExtraDiscriminator: 0, ptrAuthIsaPointer: false, ptrAuthAuthenticatesNullValues: false)
