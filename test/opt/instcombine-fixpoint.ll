; instcombine's fixpoint check (opt-22): plain `instcombine` runs one iteration and, when it changed
; something, a second; a change in the second is an error, exit 1 (fence merging needs two
; iterations here: `acquire` meets `seq_cst` only after `release` and `acq_rel` are gone).
; `<no-verify-fixpoint>` stops after one, `<max-iterations=2>` reaches the fixpoint, and the
; function attribute "instcombine-no-verify-fixpoint" suppresses the check too.
; RUN: not atomir opt -S -passes=instcombine %s 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: Instruction Combining on fences did not reach a fixpoint after 1 iterations. Use 'instcombine<no-verify-fixpoint>' or function attribute 'instcombine-no-verify-fixpoint' to suppress this error.
; RUN: atomir opt -S -passes='instcombine<no-verify-fixpoint>' %s | FileCheck %s --check-prefix=ONE
; ONE-LABEL: define void @fences() {
; ONE-NEXT: entry:
; ONE-NEXT:   fence acquire
; ONE-NEXT:   fence seq_cst
; ONE-NEXT:   ret void
; ONE-LABEL: define void @attr()
; ONE-NEXT: entry:
; ONE-NEXT:   fence acquire
; ONE-NEXT:   fence seq_cst
; ONE-NEXT:   ret void
; RUN: atomir opt -S -passes='instcombine<max-iterations=2>' %s | FileCheck %s --check-prefix=TWO
; TWO-LABEL: define void @fences() {
; TWO-NEXT: entry:
; TWO-NEXT:   fence seq_cst
; TWO-NEXT:   ret void
; RUN: not atomir opt -S -passes='instcombine<max-iterations=x>' %s 2>&1 | FileCheck %s --check-prefix=BADN
; BADN: invalid argument to InstCombine pass max-iterations parameter: 'x'
; RUN: not atomir opt -S -passes='instcombine<foo>' %s 2>&1 | FileCheck %s --check-prefix=BADP
; BADP: invalid InstCombine pass parameter 'foo'
; RUN: atomir opt -print-passes | FileCheck %s --check-prefix=LIST
; LIST: instcombine<no-verify-fixpoint;verify-fixpoint;max-iterations=N>

define void @fences() {
entry:
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  ret void
}

define void @attr() #0 {
entry:
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  ret void
}

attributes #0 = { "instcombine-no-verify-fixpoint" }
