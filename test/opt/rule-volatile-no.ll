; Rule (seed 001 / issue 16, Volatile): volatile accesses are never removed, duplicated, merged
; or reordered with other volatiles. Both modes, every load/store pass.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes='early-cse<memssa>' %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=adce %s | FileCheck %s

; CHECK-LABEL: define i32 @volatile_loads(ptr %p) {
; CHECK-NEXT:   %a = load volatile i32, ptr %p, align 4
; CHECK-NEXT:   %b = load volatile i32, ptr %p, align 4
define i32 @volatile_loads(ptr %p) {
  %a = load volatile i32, ptr %p, align 4
  %b = load volatile i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

; CHECK-LABEL: define void @volatile_stores(ptr %p) {
; CHECK-NEXT:   store volatile i32 1, ptr %p, align 4
; CHECK-NEXT:   store volatile i32 2, ptr %p, align 4
define void @volatile_stores(ptr %p) {
  store volatile i32 1, ptr %p, align 4
  store volatile i32 2, ptr %p, align 4
  ret void
}

; CHECK-LABEL: define void @unused_volatile_load(ptr %p) {
; CHECK-NEXT:   %a = load volatile i32, ptr %p, align 4
define void @unused_volatile_load(ptr %p) {
  %a = load volatile i32, ptr %p, align 4
  ret void
}
