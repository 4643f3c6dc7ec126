; default<O1> and default<O2> run the subsequence of opt-22's pipelines made of atomir's passes
; (see default-pipelines-expansion.test), so the output cannot be byte-identical to opt-22's
; full O1/O2; CHECK lines are atomir's own output, each justified by the pass that makes it.
; The result verifies.
; RUN: atomir opt -S -passes='default<O1>' %s | FileCheck %s --check-prefixes=CHECK,O1
; RUN: atomir opt -S -passes='default<O2>' %s | FileCheck %s --check-prefixes=CHECK,O2
; RUN: atomir opt -S -passes='default<O1>' %s | atomir verify -
; RUN: atomir opt -S -passes='default<O2>' %s | atomir verify -

; sroa/mem2reg promote both allocas to phis; licm hoists the invariant `mul` out of the loop
; (to the preheader, which simplifycfg then merges into %entry).
; CHECK-LABEL: define i32 @sum(i32 %n, i32 %k) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %scale = mul i32 %k, 3
; CHECK-NEXT:   br label %cond
; CHECK:      cond:
; CHECK-NEXT:   %i.0 = phi i32 [ 0, %entry ], [ %next, %body ]
; CHECK-NEXT:   %acc.0 = phi i32 [ 0, %entry ], [ %t, %body ]
; CHECK-NEXT:   %c = icmp slt i32 %i.0, %n
; CHECK-NEXT:   br i1 %c, label %body, label %exit
; CHECK:      body:
; CHECK-NEXT:   %t = add i32 %acc.0, %scale
; CHECK-NEXT:   %next = add i32 %i.0, 1
; CHECK-NEXT:   br label %cond
; CHECK:      exit:
; CHECK-NEXT:   ret i32 %acc.0
; CHECK-NEXT: }
define i32 @sum(i32 %n, i32 %k) {
entry:
  %acc = alloca i32
  %i = alloca i32
  store i32 0, ptr %acc
  store i32 0, ptr %i
  br label %cond

cond:
  %iv = load i32, ptr %i
  %c = icmp slt i32 %iv, %n
  br i1 %c, label %body, label %exit

body:
  %scale = mul i32 %k, 3
  %a = load i32, ptr %acc
  %t = add i32 %a, %scale
  store i32 %t, ptr %acc
  %iv1 = load i32, ptr %i
  %next = add i32 %iv1, 1
  store i32 %next, ptr %i
  br label %cond

exit:
  %r = load i32, ptr %acc
  ret i32 %r
}

; early-cse drops the first of two stores to %q and reuses the first load; instcombine turns
; `%a + %a` into a shift; the unused `mul` is gone (instcombine / adce).
; CHECK-LABEL: define i32 @redundant(ptr %p, ptr %q) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 2, ptr %q, align 4
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   %s = shl i32 %a, 1
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }

define i32 @redundant(ptr %p, ptr %q) {
entry:
  store i32 1, ptr %q
  store i32 2, ptr %q
  %a = load i32, ptr %p
  %b = load i32, ptr %p
  %s = add i32 %a, %b
  %dead = mul i32 %s, 7
  ret i32 %s
}

; early-cse<memssa> reuses %x for the dominated load; the phi of equal values folds and
; simplifycfg removes the now empty diamond; instcombine drops `add 0`.
; CHECK-LABEL: define i32 @same_load_both_arms(ptr %p, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = load i32, ptr %p, align 4
; CHECK-NEXT:   ret i32 %x
; CHECK-NEXT: }

define i32 @same_load_both_arms(ptr %p, i1 %c) {
entry:
  %x = load i32, ptr %p
  br i1 %c, label %then, label %join

then:
  %y = load i32, ptr %p
  br label %join

join:
  %v = phi i32 [ %x, %entry ], [ %y, %then ]
  %z = add i32 %v, 0
  ret i32 %z

; Only O2 has gvn: on the edge where %x == 0 it replaces %x by 0, and `0 * 0` folds.
; CHECK-LABEL: define void @branch_implied(ptr %p, i32 %x) {
; CHECK:      then:
; O1-NEXT:      %y = mul i32 %x, %x
; CHECK-NEXT:   br label %join
; CHECK:      join:
; O1-NEXT:      %v = phi i32 [ %y, %then ], [ 2, %entry ]
; O2-NEXT:      %v = phi i32 [ 0, %then ], [ 2, %entry ]
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
}

define void @branch_implied(ptr %p, i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %then, label %join

then:
  %y = mul i32 %x, %x
  br label %join

join:
  %v = phi i32 [ %y, %then ], [ 2, %entry ]
  store i32 %v, ptr %p
  ret void

; Only O2 has dse: the store to %p is overwritten past a store to the noalias %q (early-cse
; only forgets a store overwritten by the very next store).
; CHECK-LABEL: define void @store_killed_past_store(ptr %p, ptr noalias %q) {
; CHECK-NEXT: entry:
; O1-NEXT:      store i32 1, ptr %p, align 4
; CHECK-NEXT:   store i32 3, ptr %q, align 4
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
}

define void @store_killed_past_store(ptr %p, ptr noalias %q) {
entry:
  store i32 1, ptr %p
  store i32 3, ptr %q
  store i32 2, ptr %p
  ret void
}
