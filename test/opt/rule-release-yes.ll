; Rule (seed 001, Release): loads and non-release stores from after a release may move to before
; it. LLVM 22's gvn already answers a load after a release store from before it (default mode,
; CHECK lines from opt-22); seed mode adds early-cse (with and without MemorySSA) and dse (the
; overwriting store rises above the release).
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s --check-prefixes=CHECK,LOAD
; RUN: atomir opt -S -atomic-opt=seed -passes=gvn %s | FileCheck %s --check-prefixes=CHECK,LOAD
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s --check-prefixes=CHECK,LOAD
; RUN: atomir opt -S -atomic-opt=seed -passes='early-cse<memssa>' %s | FileCheck %s --check-prefixes=CHECK,LOAD
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s --check-prefixes=CHECK,DSE
; RUN: atomir opt -S -passes=early-cse %s | FileCheck %s --check-prefixes=CHECK,LLVM
; RUN: atomir opt -S -passes=dse %s | FileCheck %s --check-prefixes=CHECK,LLVM

; CHECK-LABEL: define i32 @cse_across_release(ptr %p, ptr noalias %q) {
; LOAD-NEXT:   %a = load i32, ptr %p, align 4
; LOAD-NEXT:   store atomic i32 1, ptr %q release, align 4
; LOAD-NEXT:   %s = add i32 %a, %a
; LLVM:        %b = load i32, ptr %p, align 4
define i32 @cse_across_release(ptr %p, ptr noalias %q) {
  %a = load i32, ptr %p, align 4
  store atomic i32 1, ptr %q release, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

; CHECK-LABEL: define i32 @forward_across_release(ptr %p, ptr noalias %q) {
; LOAD-NEXT:   store i32 7, ptr %p, align 4
; LOAD-NEXT:   store atomic i32 1, ptr %q release, align 4
; LOAD-NEXT:   ret i32 7
; LLVM:        %b = load i32, ptr %p, align 4
define i32 @forward_across_release(ptr %p, ptr noalias %q) {
  store i32 7, ptr %p, align 4
  store atomic i32 1, ptr %q release, align 4
  %b = load i32, ptr %p, align 4
  ret i32 %b
}

; CHECK-LABEL: define void @dse_across_release(ptr %p, ptr noalias %q) {
; DSE-NEXT:   store atomic i32 1, ptr %q release, align 4
; DSE-NEXT:   store i32 2, ptr %p, align 4
; DSE-NEXT:   ret void
; LLVM:       store i32 1, ptr %p, align 4
define void @dse_across_release(ptr %p, ptr noalias %q) {
  store i32 1, ptr %p, align 4
  store atomic i32 1, ptr %q release, align 4
  store i32 2, ptr %p, align 4
  ret void
}

; The first store sinks below the acquire, the second rises above the release: they meet.
; CHECK-LABEL: define void @meet_between_acquire_and_release(ptr %p, ptr noalias %q, ptr noalias %r) {
; DSE-NEXT:   %m = load atomic i32, ptr %q acquire, align 4
; DSE-NEXT:   store atomic i32 0, ptr %r release, align 4
; DSE-NEXT:   store i32 2, ptr %p, align 4
; LLVM:       store i32 1, ptr %p, align 4
define void @meet_between_acquire_and_release(ptr %p, ptr noalias %q, ptr noalias %r) {
  store i32 1, ptr %p, align 4
  %m = load atomic i32, ptr %q acquire, align 4
  store atomic i32 0, ptr %r release, align 4
  store i32 2, ptr %p, align 4
  ret void
}
