; The order of the two locations decides which select or phi opt-22's BasicAA expands: a phi
; side first (the first location when both are phis), then a select side (the first location
; when both are selects), looked at through casts. Expanding both sides answered NoAlias where
; opt-22 answers MayAlias (@select_order: the double access is too big for %A1 only when the
; select holding it is not the one expanded). CHECK lines from opt-22.
; RUN: atomir opt -passes=aa-eval -print-all-alias-modref-info -disable-output %s 2>&1 | FileCheck %s
; CHECK: Function: select_order: 2 pointers, 0 call sites
; CHECK-NEXT:   MayAlias:	i32* %Sl, double* %Sl16
; CHECK-LABEL: Function: select_order_swapped: 2 pointers, 0 call sites
; CHECK-NEXT:   NoAlias:	i32* %Sl, double* %Sl16
; CHECK-LABEL: Function: select_of_select: 2 pointers, 0 call sites
; CHECK-NEXT:   MustAlias:	i32* %Sl, double* %Sl29
; CHECK-LABEL: Function: select_behind_cast: 2 pointers, 0 call sites
; CHECK-NEXT:   MustAlias:	i32* %0, i1* %PC108

define void @select_order(ptr %0, i1 %c, i1 %d) {
  %A1 = alloca i32, align 4
  %A = alloca i16, align 2
  %Sl = select i1 %d, ptr %A1, ptr %A
  %Sl16 = select i1 %c, ptr %A1, ptr %0
  %x = load i32, ptr %Sl
  %y = load double, ptr %Sl16
  ret void
}
define void @select_order_swapped(ptr %0, i1 %c, i1 %d) {
  %A1 = alloca i32, align 4
  %A = alloca i16, align 2
  %Sl = select i1 %d, ptr %A1, ptr %A
  %Sl16 = select i1 %c, ptr %A1, ptr %0
  %y = load double, ptr %Sl16
  %x = load i32, ptr %Sl
  ret void
}
define void @select_of_select(ptr %0, i1 %c) {
  %Sl = select i1 true, ptr %0, ptr %0
  %Sl29 = select i1 %c, ptr %0, ptr %Sl
  %y = load double, ptr %Sl29
  %x = load i32, ptr %Sl
  ret void
}
define void @select_behind_cast(ptr %0, i1 %c) {
  %PC = bitcast ptr %0 to ptr
  %Sl79 = select i1 %c, ptr %PC, ptr %PC
  %PC108 = bitcast ptr %Sl79 to ptr
  %x = load i32, ptr %0
  %y = load i1, ptr %PC108
  ret void
}
