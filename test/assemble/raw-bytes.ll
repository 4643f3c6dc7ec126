; Every byte of names and strings survives, raw (not UTF-8) or escaped: the input file holds
; raw 0xFF, 0xFE, NUL and lone UTF-8 lead bytes in names, c"..." and !"..." strings, attribute
; strings, asm strings, metadata names and a comment. Expected: llvm-as-22 | llvm-dis-22.
; RUN: atomir assemble %S/Inputs/raw-bytes.ll | FileCheck %s
; CHECK: %"t\FF" = type { i32 }
; CHECK: $"c\FF" = comdat any
; CHECK: @"a\FFb" = global i32 0
; CHECK-NEXT: @"g\FF\FE" = global %"t\FF" zeroinitializer, section "s\FF", comdat($"c\FF")
; CHECK-NEXT: @bytes = global [6 x i8] c"\FF\00\FE\C3\A9\00"
; CHECK-NEXT: @"\F4\8F\BF\BF" = global i32 1
; CHECK-NEXT: @"\F4\8F\BE\80" = global i32 2
; CHECK: define void @"f\FF"(i32 %"a\FF") #0 {
; CHECK-NEXT: "b\FF":
; CHECK-NEXT:   %"x\FF" = add i32 %"a\FF", 1
; CHECK-NEXT:   call void asm "nop \FF", "~{m\FF}"()
; CHECK-NEXT:   ret void, !md\FF !0
; CHECK: attributes #0 = { "k{{.}}"="v\FF" }
; CHECK: !named\FE = !{!0, !1}
; CHECK: !0 = !{!"m\FF\FE\00"}
; CHECK-NEXT: !1 = !{!"\FF"}
