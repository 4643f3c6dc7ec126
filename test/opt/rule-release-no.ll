; Rule (seed 001, Release): nothing moves from before a release to after it: a store before a
; release is not dead when the store that overwrites it is itself a release store (it cannot
; rise above the other release), and a load after a release store of the same place never takes
; the value of a load before it (opt-22's gvn gives it the stored 1 instead). Both modes.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=gvn %s | FileCheck %s

; CHECK-LABEL: define void @release_killer(ptr %p, ptr noalias %q) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   store atomic i32 1, ptr %q release, align 4
; CHECK-NEXT:   store atomic i32 2, ptr %p release, align 4
define void @release_killer(ptr %p, ptr noalias %q) {
  store i32 1, ptr %p, align 4
  store atomic i32 1, ptr %q release, align 4
  store atomic i32 2, ptr %p release, align 4
  ret void
}

; CHECK-LABEL: define i32 @release_of_the_same_place(ptr %p) {
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   store atomic i32 1, ptr %p release, align 4
; CHECK-NOT:    add i32 %a, %a
; CHECK:        ret i32
define i32 @release_of_the_same_place(ptr %p) {
  %a = load i32, ptr %p, align 4
  store atomic i32 1, ptr %p release, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}
