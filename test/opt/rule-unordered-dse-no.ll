; Rule (seed 001, Unordered): no splitting, merging or narrowing of an unordered access, and an
; atomic access never becomes (part of) a plain one. Checked in both modes with dse, gvn and
; early-cse: every access stays as written.
; Where LLVM 22 goes further than the seed: opt-22's dse merges the constant of a later plain i8
; store into an earlier unordered i32 store (@narrow becomes one `store atomic i32 1`), and the
; unordered i8 store of @merge into the earlier plain i32 store (a plain `store i32 1`: the
; atomic store becomes part of a plain one); atomir keeps both stores in both modes.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s

; CHECK-LABEL: define void @narrow(ptr %p) {
; CHECK-NEXT:   store atomic i32 0, ptr %p unordered, align 4
; CHECK-NEXT:   store i8 1, ptr %p, align 1
; CHECK-NEXT:   ret void
define void @narrow(ptr %p) {
  store atomic i32 0, ptr %p unordered, align 4
  store i8 1, ptr %p, align 1
  ret void
}

; CHECK-LABEL: define void @merge(ptr %p) {
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   store atomic i8 1, ptr %p unordered, align 1
; CHECK-NEXT:   ret void
define void @merge(ptr %p) {
  store i32 0, ptr %p, align 4
  store atomic i8 1, ptr %p unordered, align 1
  ret void
}

; CHECK-LABEL: define i32 @plain_to_atomic(ptr %p) {
; CHECK-NEXT:   store i32 5, ptr %p, align 4
; CHECK-NEXT:   %a = load atomic i32, ptr %p unordered, align 4
; CHECK-NEXT:   ret i32 %a
define i32 @plain_to_atomic(ptr %p) {
  store i32 5, ptr %p, align 4
  %a = load atomic i32, ptr %p unordered, align 4
  ret i32 %a
}
