; RUN: atomir assemble -disable-verify %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: !named = !{!0, !1, !2, !3}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = distinct !DISubprogram(scope: null, spFlags: DISPFlagDefinition)
; CHECK-NEXT: !1 = !DIFile(filename: "a.c", directory: "/d")
; CHECK-NEXT: !2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !0, isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug)
; CHECK-NEXT: !3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !0, isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug)
; !DICompileUnit fields written with their default value: LLVM 22 drops those it skips at
; their default, keeps the always-printed ones, and uniques nodes that then coincide.

!named = !{!0, !1, !3, !4}
!0 = distinct !DISubprogram(scope: null)
!1 = !DIFile(filename: "a.c", directory: "/d")
!2 = distinct !DIGlobalVariable(name: "g")
!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !0, producer: "", isOptimized: false, flags: "", runtimeVersion: 0, splitDebugFilename: "", emissionKind: NoDebug, enums: null, retainedTypes: null, globals: null, imports: null, macros: null, dwoId: 0, splitDebugInlining: true, debugInfoForProfiling: false, nameTableKind: Default, rangesBaseAddress: false, sysroot: "", sdk: "")
!4 = distinct !DICompileUnit(language: DW_LANG_C99, file: !0)
