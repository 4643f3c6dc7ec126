; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3, !4, !5, !6}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !1 = !DIDerivedType(tag: DW_TAG_member, baseType: null, flags: DIFlagPublic | DIFlagFwdDecl | DIFlagArtificial | DIFlagBitField)
; CHECK-NEXT: !2 = !DICompositeType(tag: DW_TAG_class_type, flags: DIFlagMultipleInheritance | DIFlagPrototyped | DIFlagTypePassByReference | DIFlagNonTrivial)
; CHECK-NEXT: !3 = !DISubroutineType(flags: DIFlagArtificial | DIFlagPrototyped, types: null)
; CHECK-NEXT: !4 = distinct !DISubprogram(scope: null, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized)
; CHECK-NEXT: !5 = !DIDerivedType(tag: DW_TAG_inheritance, baseType: null, flags: DIFlagProtected | DIFlagIndirectVirtualBase)
; CHECK-NEXT: !6 = !DILocalVariable(scope: !4, flags: DIFlagArtificial | DIFlagObjectPointer)
; `flags:` and `spFlags:` come out split into names in LLVM's order (accessibility and
; inheritance groups first, then bit order), whatever order or numeric form was written.

!named = !{!0, !1, !2, !3, !4, !5, !6}
!0 = !DIFile(filename: "a.c", directory: "/d")
!1 = !DIDerivedType(tag: DW_TAG_member, baseType: null, flags: DIFlagBitField | DIFlagArtificial | DIFlagPublic | DIFlagFwdDecl)
!2 = !DICompositeType(tag: DW_TAG_class_type, flags: DIFlagNonTrivial | DIFlagTypePassByReference | DIFlagMultipleInheritance | DIFlagPrototyped)
!3 = !DISubroutineType(flags: 320, types: null)
!4 = distinct !DISubprogram(scope: null, spFlags: DISPFlagOptimized | DISPFlagDefinition | DISPFlagLocalToUnit)
!5 = !DIDerivedType(tag: DW_TAG_inheritance, baseType: null, flags: DIFlagVirtual | DIFlagFwdDecl | DIFlagProtected)
!6 = !DILocalVariable(scope: !4, flags: DIFlagObjectPointer | DIFlagArtificial)
