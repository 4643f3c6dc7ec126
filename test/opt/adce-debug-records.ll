; adce does not yet drop the debug records of dead scopes or salvage the values of deleted
; instructions as opt-22 does: a function with debug records is a clear error (exit 1, no output).
; RUN: not atomir opt -S -passes=adce %s -o %t.out 2>&1 | FileCheck %s
; CHECK: error: adce on function 'f': the function has debug records; adce does not drop or salvage them yet
define i32 @f(i32 %a) !dbg !5 {
  %x = add i32 %a, 1
    #dbg_value(i32 %x, !9, !DIExpression(), !10)
  ret i32 %a, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 1, type: !8)
!10 = !DILocation(line: 1, column: 1, scope: !5)
