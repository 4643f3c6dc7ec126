; Whole leaf functions on Itanium: the frame (r31 = the stack pointer at entry, slots below it
; addressed through r2), arguments from r32.., phis through edge stubs, switch, mul through
; xmpy.l, select, getelementptr, a global's address from the linkage table, signext returns.
; RUN: atomir lower --target=ia64-linux-gnu %s | FileCheck %s

; CHECK-LABEL: sum:
; CHECK: mov r31 = r12 ;;
; CHECK-NEXT: adds r12 = -{{[0-9]+}}, r12 ;;
; CHECK-NEXT: adds r2 = -8, r31 ;;
; CHECK-NEXT: st8 [r2] = r32 ;;
; CHECK-NEXT: adds r2 = -16, r31 ;;
; CHECK-NEXT: st8 [r2] = r33 ;;
; CHECK-NEXT: adds r2 = -24, r31 ;;
; CHECK-NEXT: st8 [r2] = r34 ;;
; CHECK: shl r9 = r9, 3 ;;
; CHECK-NEXT: add r8 = r8, r9 ;;
; CHECK: cmp.lt p6, p7 = r8, r9 ;;
; CHECK-NEXT: mov r8 = r0 ;;
; CHECK-NEXT: (p6) mov r8 = 1 ;;
; CHECK: tbit.nz p6, p7 = r8, 0 ;;
; CHECK-NEXT: (p6) br.cond.dptk.many .Ledge0_{{[0-9]+}} ;;
; CHECK: movl r9 = 1 ;;
; CHECK-NEXT: cmp.eq p6, p7 = r8, r9 ;;
; CHECK: setf.sig f6 = r8 ;;
; CHECK-NEXT: setf.sig f7 = r9 ;;
; CHECK-NEXT: xmpy.l f6 = f6, f7 ;;
; CHECK-NEXT: getf.sig r8 = f6 ;;
; CHECK: shr r8 = r8, r9 ;;
; CHECK: addl r14 = @ltoff(counter), gp ;;
; CHECK-NEXT: ld8 r14 = [r14] ;;
; CHECK: mf ;;
; CHECK-NEXT: fetchadd8.acq r8 = [r14], 1 ;;
; CHECK: sxt2 r8 = r8 ;;
; CHECK: br.ret.sptk.many b0 ;;
; CHECK-LABEL: narrow:
; CHECK: sxt1 r8 = r8 ;;
; CHECK-NEXT: mov r12 = r31 ;;
; CHECK-NEXT: br.ret.sptk.many b0 ;;
@counter = global i64 0

define i64 @sum(ptr %arr, i64 %n, i32 %sel) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %slot = getelementptr inbounds [8 x i64], ptr %arr, i64 0, i64 %i
  %x = load i64, ptr %slot
  %acc2 = add i64 %acc, %x
  %i2 = add i64 %i, 1
  %c = icmp slt i64 %i2, %n
  br i1 %c, label %loop, label %done
done:
  switch i32 %sel, label %other [ i32 1, label %one ]
one:
  %m = mul i64 %acc2, 3
  br label %join
other:
  %s = ashr i64 %acc2, 1
  br label %join
join:
  %r = phi i64 [ %m, %one ], [ %s, %other ]
  %neg = icmp slt i64 %r, 0
  %abs0 = sub i64 0, %r
  %abs = select i1 %neg, i64 %abs0, i64 %r
  %old = atomicrmw add ptr @counter, i64 1 seq_cst
  %t = trunc i64 %abs to i16
  %z = sext i16 %t to i64
  ret i64 %z
}

define signext i8 @narrow(ptr %p, i8 %v) {
  %a = alloca i32
  store i32 7, ptr %a
  %r = atomicrmw max ptr %p, i8 %v acq_rel
  ret i8 %r
}
