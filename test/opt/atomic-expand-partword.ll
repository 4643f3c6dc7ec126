; i8/i16 atomics on targets whose narrowest compare-and-swap is 32 bits: the aligned word
; through llvm.ptrmask, PtrLSB/ShiftAmt/Mask/Inv_Mask (counted from the other end on
; big-endian SPARC), a word cmpxchg loop (partword.cmpxchg.loop/failure/end); and/or/xor
; widened to the word; on RISC-V with A, llvm.riscv.masked.* intrinsics (signed min/max get
; the sign-extension shift). CHECK lines are opt-22's output.
; RUN: atomir opt -S -mtriple=sparcv9-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=SPARC
; RUN: atomir opt -S -mtriple=riscv64-unknown-linux-gnu -mattr=+a -passes=atomic-expand %s | FileCheck %s --check-prefix=RV
; SPARC-LABEL: define i8 @rmw(ptr %p, i8 %v) {
; SPARC-NEXT: entry:
; SPARC-NEXT:   fence release
; SPARC-NEXT:   %AlignedAddr17 = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -4)
; SPARC-NEXT:   %0 = ptrtoint ptr %p to i64
; SPARC-NEXT:   %PtrLSB18 = and i64 %0, 3
; SPARC-NEXT:   %1 = xor i64 %PtrLSB18, 3
; SPARC-NEXT:   %2 = shl i64 %1, 3
; SPARC-NEXT:   %ShiftAmt19 = trunc i64 %2 to i32
; SPARC-NEXT:   %Mask20 = shl i32 255, %ShiftAmt19
; SPARC-NEXT:   %Inv_Mask21 = xor i32 %Mask20, -1
; SPARC-NEXT:   %3 = zext i8 %v to i32
; SPARC-NEXT:   %ValOperand_Shifted22 = shl i32 %3, %ShiftAmt19
; SPARC-NEXT:   %4 = load i32, ptr %AlignedAddr17, align 4
; SPARC-NEXT:   br label %atomicrmw.start24
; SPARC-EMPTY:
; SPARC-NEXT: atomicrmw.start24:
; SPARC-NEXT:   %loaded25 = phi i32 [ %4, %entry ], [ %newloaded28, %atomicrmw.start24 ]
; SPARC-NEXT:   %new26 = add i32 %loaded25, %ValOperand_Shifted22
; SPARC-NEXT:   %5 = and i32 %new26, %Mask20
; SPARC-NEXT:   %6 = and i32 %loaded25, %Inv_Mask21
; SPARC-NEXT:   %7 = or i32 %6, %5
; SPARC-NEXT:   %8 = cmpxchg ptr %AlignedAddr17, i32 %loaded25, i32 %7 monotonic monotonic, align 4
; SPARC-NEXT:   %success27 = extractvalue { i32, i1 } %8, 1
; SPARC-NEXT:   %newloaded28 = extractvalue { i32, i1 } %8, 0
; SPARC-NEXT:   br i1 %success27, label %atomicrmw.end23, label %atomicrmw.start24
; SPARC-EMPTY:
; SPARC-NEXT: atomicrmw.end23:
; SPARC-NEXT:   %shifted29 = lshr i32 %newloaded28, %ShiftAmt19
; SPARC-NEXT:   %extracted30 = trunc i32 %shifted29 to i8
; SPARC-NEXT:   fence acquire
; SPARC-NEXT:   %AlignedAddr4 = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -4)
; SPARC-NEXT:   %9 = ptrtoint ptr %p to i64
; SPARC-NEXT:   %PtrLSB5 = and i64 %9, 3
; SPARC-NEXT:   %10 = xor i64 %PtrLSB5, 3
; SPARC-NEXT:   %11 = shl i64 %10, 3
; SPARC-NEXT:   %ShiftAmt6 = trunc i64 %11 to i32
; SPARC-NEXT:   %Mask7 = shl i32 255, %ShiftAmt6
; SPARC-NEXT:   %Inv_Mask8 = xor i32 %Mask7, -1
; SPARC-NEXT:   %12 = zext i8 %v to i32
; SPARC-NEXT:   %ValOperand_Shifted = shl i32 %12, %ShiftAmt6
; SPARC-NEXT:   %AndOperand = or i32 %ValOperand_Shifted, %Inv_Mask8
; SPARC-NEXT:   %13 = load i32, ptr %AlignedAddr4, align 4
; SPARC-NEXT:   br label %atomicrmw.start12
; SPARC-EMPTY:
; SPARC-NEXT: atomicrmw.start12:
; SPARC-NEXT:   %loaded13 = phi i32 [ %13, %atomicrmw.end23 ], [ %newloaded16, %atomicrmw.start12 ]
; SPARC-NEXT:   %new14 = and i32 %loaded13, %AndOperand
; SPARC-NEXT:   %14 = cmpxchg ptr %AlignedAddr4, i32 %loaded13, i32 %new14 monotonic monotonic, align 4
; SPARC-NEXT:   %success15 = extractvalue { i32, i1 } %14, 1
; SPARC-NEXT:   %newloaded16 = extractvalue { i32, i1 } %14, 0
; SPARC-NEXT:   br i1 %success15, label %atomicrmw.end11, label %atomicrmw.start12
; SPARC-EMPTY:
; SPARC-NEXT: atomicrmw.end11:
; SPARC-NEXT:   %shifted9 = lshr i32 %newloaded16, %ShiftAmt6
; SPARC-NEXT:   %extracted10 = trunc i32 %shifted9 to i8
; SPARC-NEXT:   %AlignedAddr = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -4)
; SPARC-NEXT:   %15 = ptrtoint ptr %p to i64
; SPARC-NEXT:   %PtrLSB = and i64 %15, 3
; SPARC-NEXT:   %16 = xor i64 %PtrLSB, 3
; SPARC-NEXT:   %17 = shl i64 %16, 3
; SPARC-NEXT:   %ShiftAmt = trunc i64 %17 to i32
; SPARC-NEXT:   %Mask = shl i32 255, %ShiftAmt
; SPARC-NEXT:   %Inv_Mask = xor i32 %Mask, -1
; SPARC-NEXT:   %18 = load i32, ptr %AlignedAddr, align 4
; SPARC-NEXT:   br label %atomicrmw.start
; SPARC-EMPTY:
; SPARC-NEXT: atomicrmw.start:
; SPARC-NEXT:   %loaded = phi i32 [ %18, %atomicrmw.end11 ], [ %newloaded, %atomicrmw.start ]
; SPARC-NEXT:   %shifted = lshr i32 %loaded, %ShiftAmt
; SPARC-NEXT:   %extracted = trunc i32 %shifted to i8
; SPARC-NEXT:   %19 = icmp sgt i8 %extracted, %v
; SPARC-NEXT:   %new = select i1 %19, i8 %extracted, i8 %v
; SPARC-NEXT:   %extended = zext i8 %new to i32
; SPARC-NEXT:   %shifted1 = shl nuw i32 %extended, %ShiftAmt
; SPARC-NEXT:   %unmasked = and i32 %loaded, %Inv_Mask
; SPARC-NEXT:   %inserted = or i32 %unmasked, %shifted1
; SPARC-NEXT:   %20 = cmpxchg ptr %AlignedAddr, i32 %loaded, i32 %inserted monotonic monotonic, align 4
; SPARC-NEXT:   %success = extractvalue { i32, i1 } %20, 1
; SPARC-NEXT:   %newloaded = extractvalue { i32, i1 } %20, 0
; SPARC-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; SPARC-EMPTY:
; SPARC-NEXT: atomicrmw.end:
; SPARC-NEXT:   %shifted2 = lshr i32 %newloaded, %ShiftAmt
; SPARC-NEXT:   %extracted3 = trunc i32 %shifted2 to i8
; SPARC-NEXT:   fence acquire
; SPARC-NEXT:   %s = add i8 %extracted30, %extracted3
; SPARC-NEXT:   ret i8 %s
; SPARC-NEXT: }
; SPARC-LABEL: define i1 @cas(ptr %p, i16 %c, i16 %n) {
; SPARC-NEXT: entry:
; SPARC-NEXT:   fence release
; SPARC-NEXT:   %AlignedAddr = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -4)
; SPARC-NEXT:   %0 = ptrtoint ptr %p to i64
; SPARC-NEXT:   %PtrLSB = and i64 %0, 3
; SPARC-NEXT:   %1 = xor i64 %PtrLSB, 2
; SPARC-NEXT:   %2 = shl i64 %1, 3
; SPARC-NEXT:   %ShiftAmt = trunc i64 %2 to i32
; SPARC-NEXT:   %Mask = shl i32 65535, %ShiftAmt
; SPARC-NEXT:   %Inv_Mask = xor i32 %Mask, -1
; SPARC-NEXT:   %3 = zext i16 %n to i32
; SPARC-NEXT:   %4 = shl i32 %3, %ShiftAmt
; SPARC-NEXT:   %5 = zext i16 %c to i32
; SPARC-NEXT:   %6 = shl i32 %5, %ShiftAmt
; SPARC-NEXT:   %7 = load i32, ptr %AlignedAddr, align 4
; SPARC-NEXT:   %8 = and i32 %7, %Inv_Mask
; SPARC-NEXT:   br label %partword.cmpxchg.loop
; SPARC-EMPTY:
; SPARC-NEXT: partword.cmpxchg.loop:
; SPARC-NEXT:   %9 = phi i32 [ %8, %entry ], [ %15, %partword.cmpxchg.failure ]
; SPARC-NEXT:   %10 = or i32 %9, %4
; SPARC-NEXT:   %11 = or i32 %9, %6
; SPARC-NEXT:   %12 = cmpxchg ptr %AlignedAddr, i32 %11, i32 %10 monotonic monotonic, align 4
; SPARC-NEXT:   %13 = extractvalue { i32, i1 } %12, 0
; SPARC-NEXT:   %14 = extractvalue { i32, i1 } %12, 1
; SPARC-NEXT:   br i1 %14, label %partword.cmpxchg.end, label %partword.cmpxchg.failure
; SPARC-EMPTY:
; SPARC-NEXT: partword.cmpxchg.failure:
; SPARC-NEXT:   %15 = and i32 %13, %Inv_Mask
; SPARC-NEXT:   %16 = icmp ne i32 %9, %15
; SPARC-NEXT:   br i1 %16, label %partword.cmpxchg.loop, label %partword.cmpxchg.end
; SPARC-EMPTY:
; SPARC-NEXT: partword.cmpxchg.end:
; SPARC-NEXT:   %shifted = lshr i32 %13, %ShiftAmt
; SPARC-NEXT:   %extracted = trunc i32 %shifted to i16
; SPARC-NEXT:   %17 = insertvalue { i16, i1 } poison, i16 %extracted, 0
; SPARC-NEXT:   %18 = insertvalue { i16, i1 } %17, i1 %14, 1
; SPARC-NEXT:   fence acquire
; SPARC-NEXT:   %ok = extractvalue { i16, i1 } %18, 1
; SPARC-NEXT:   ret i1 %ok
; SPARC-NEXT: }
; SPARC-DAG: declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #0
; RV-LABEL: define i8 @rmw(ptr %p, i8 %v) #0 {
; RV-NEXT: entry:
; RV-NEXT:   %AlignedAddr9 = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -4)
; RV-NEXT:   %0 = ptrtoint ptr %p to i64
; RV-NEXT:   %PtrLSB10 = and i64 %0, 3
; RV-NEXT:   %1 = shl i64 %PtrLSB10, 3
; RV-NEXT:   %ShiftAmt11 = trunc i64 %1 to i32
; RV-NEXT:   %Mask12 = shl i32 255, %ShiftAmt11
; RV-NEXT:   %Inv_Mask13 = xor i32 %Mask12, -1
; RV-NEXT:   %2 = zext i8 %v to i32
; RV-NEXT:   %ValOperand_Shifted14 = shl i32 %2, %ShiftAmt11
; RV-NEXT:   %3 = sext i32 %ValOperand_Shifted14 to i64
; RV-NEXT:   %4 = sext i32 %Mask12 to i64
; RV-NEXT:   %5 = sext i32 %ShiftAmt11 to i64
; RV-NEXT:   %6 = call i64 @llvm.riscv.masked.atomicrmw.add.i64.p0(ptr %AlignedAddr9, i64 %3, i64 %4, i64 7)
; RV-NEXT:   %7 = trunc i64 %6 to i32
; RV-NEXT:   %shifted15 = lshr i32 %7, %ShiftAmt11
; RV-NEXT:   %extracted16 = trunc i32 %shifted15 to i8
; RV-NEXT:   %AlignedAddr1 = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -4)
; RV-NEXT:   %8 = ptrtoint ptr %p to i64
; RV-NEXT:   %PtrLSB2 = and i64 %8, 3
; RV-NEXT:   %9 = shl i64 %PtrLSB2, 3
; RV-NEXT:   %ShiftAmt3 = trunc i64 %9 to i32
; RV-NEXT:   %Mask4 = shl i32 255, %ShiftAmt3
; RV-NEXT:   %Inv_Mask5 = xor i32 %Mask4, -1
; RV-NEXT:   %10 = zext i8 %v to i32
; RV-NEXT:   %ValOperand_Shifted6 = shl i32 %10, %ShiftAmt3
; RV-NEXT:   %AndOperand = or i32 %ValOperand_Shifted6, %Inv_Mask5
; RV-NEXT:   %11 = atomicrmw and ptr %AlignedAddr1, i32 %AndOperand monotonic, align 4
; RV-NEXT:   %shifted7 = lshr i32 %11, %ShiftAmt3
; RV-NEXT:   %extracted8 = trunc i32 %shifted7 to i8
; RV-NEXT:   %AlignedAddr = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -4)
; RV-NEXT:   %12 = ptrtoint ptr %p to i64
; RV-NEXT:   %PtrLSB = and i64 %12, 3
; RV-NEXT:   %13 = shl i64 %PtrLSB, 3
; RV-NEXT:   %ShiftAmt = trunc i64 %13 to i32
; RV-NEXT:   %Mask = shl i32 255, %ShiftAmt
; RV-NEXT:   %Inv_Mask = xor i32 %Mask, -1
; RV-NEXT:   %14 = sext i8 %v to i32
; RV-NEXT:   %ValOperand_Shifted = shl i32 %14, %ShiftAmt
; RV-NEXT:   %15 = sext i32 %ValOperand_Shifted to i64
; RV-NEXT:   %16 = sext i32 %Mask to i64
; RV-NEXT:   %17 = sext i32 %ShiftAmt to i64
; RV-NEXT:   %18 = sub i64 56, %17
; RV-NEXT:   %19 = call i64 @llvm.riscv.masked.atomicrmw.max.i64.p0(ptr %AlignedAddr, i64 %15, i64 %16, i64 %18, i64 4)
; RV-NEXT:   %20 = trunc i64 %19 to i32
; RV-NEXT:   %shifted = lshr i32 %20, %ShiftAmt
; RV-NEXT:   %extracted = trunc i32 %shifted to i8
; RV-NEXT:   %s = add i8 %extracted16, %extracted
; RV-NEXT:   ret i8 %s
; RV-NEXT: }
; RV-LABEL: define i1 @cas(ptr %p, i16 %c, i16 %n) #0 {
; RV-NEXT: entry:
; RV-NEXT:   %AlignedAddr = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -4)
; RV-NEXT:   %0 = ptrtoint ptr %p to i64
; RV-NEXT:   %PtrLSB = and i64 %0, 3
; RV-NEXT:   %1 = shl i64 %PtrLSB, 3
; RV-NEXT:   %ShiftAmt = trunc i64 %1 to i32
; RV-NEXT:   %Mask = shl i32 65535, %ShiftAmt
; RV-NEXT:   %Inv_Mask = xor i32 %Mask, -1
; RV-NEXT:   %2 = zext i16 %c to i32
; RV-NEXT:   %CmpVal_Shifted = shl i32 %2, %ShiftAmt
; RV-NEXT:   %3 = zext i16 %n to i32
; RV-NEXT:   %NewVal_Shifted = shl i32 %3, %ShiftAmt
; RV-NEXT:   %4 = sext i32 %CmpVal_Shifted to i64
; RV-NEXT:   %5 = sext i32 %NewVal_Shifted to i64
; RV-NEXT:   %6 = sext i32 %Mask to i64
; RV-NEXT:   %7 = call i64 @llvm.riscv.masked.cmpxchg.i64.p0(ptr %AlignedAddr, i64 %4, i64 %5, i64 %6, i64 7)
; RV-NEXT:   %8 = trunc i64 %7 to i32
; RV-NEXT:   %shifted = lshr i32 %8, %ShiftAmt
; RV-NEXT:   %extracted = trunc i32 %shifted to i16
; RV-NEXT:   %9 = insertvalue { i16, i1 } poison, i16 %extracted, 0
; RV-NEXT:   %10 = and i32 %8, %Mask
; RV-NEXT:   %Success = icmp eq i32 %CmpVal_Shifted, %10
; RV-NEXT:   %11 = insertvalue { i16, i1 } %9, i1 %Success, 1
; RV-NEXT:   %ok = extractvalue { i16, i1 } %11, 1
; RV-NEXT:   ret i1 %ok
; RV-NEXT: }
; RV-DAG: declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #1
; RV-DAG: declare i64 @llvm.riscv.masked.atomicrmw.max.i64.p0(ptr captures(none), i64, i64, i64, i64 immarg) #2
; RV-DAG: declare i64 @llvm.riscv.masked.atomicrmw.add.i64.p0(ptr captures(none), i64, i64, i64 immarg) #2
; RV-DAG: declare i64 @llvm.riscv.masked.cmpxchg.i64.p0(ptr captures(none), i64, i64, i64, i64 immarg) #2
define i8 @rmw(ptr %p, i8 %v) {
entry:
  %a = atomicrmw add ptr %p, i8 %v seq_cst, align 1
  %b = atomicrmw and ptr %p, i8 %v monotonic, align 1
  %c = atomicrmw max ptr %p, i8 %v acquire, align 1
  %s = add i8 %a, %c
  ret i8 %s
}

define i1 @cas(ptr %p, i16 %c, i16 %n) {
entry:
  %r = cmpxchg ptr %p, i16 %c, i16 %n seq_cst seq_cst, align 2
  %ok = extractvalue { i16, i1 } %r, 1
  ret i1 %ok
}
