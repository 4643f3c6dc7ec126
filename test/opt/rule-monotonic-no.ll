; Rule (seed 001, Monotonic): a monotonic access still reads and writes its own location: a
; store before a monotonic load of the same place is not dead, a monotonic store is never
; deleted by a later plain store, and a monotonic load is never replaced. Both modes.
; RUN: atomir opt -S -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=dse %s | FileCheck %s
; RUN: atomir opt -S -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=gvn %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes=early-cse %s | FileCheck %s
; RUN: atomir opt -S -atomic-opt=seed -passes='early-cse<memssa>' %s | FileCheck %s

; CHECK-LABEL: define i32 @store_read_by_monotonic(ptr %p) {
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   %m = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret i32 %m
define i32 @store_read_by_monotonic(ptr %p) {
  store i32 1, ptr %p, align 4
  %m = load atomic i32, ptr %p monotonic, align 4
  store i32 2, ptr %p, align 4
  ret i32 %m
}

; CHECK-LABEL: define void @monotonic_store_kept(ptr %p) {
; CHECK-NEXT:   store atomic i32 1, ptr %p monotonic, align 4
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   ret void
define void @monotonic_store_kept(ptr %p) {
  store atomic i32 1, ptr %p monotonic, align 4
  store i32 2, ptr %p, align 4
  ret void
}

; CHECK-LABEL: define i32 @monotonic_load_kept(ptr %p) {
; CHECK-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   %b = load atomic i32, ptr %p monotonic, align 4
; CHECK-NEXT:   %s = add i32 %a, %b
define i32 @monotonic_load_kept(ptr %p) {
  %a = load atomic i32, ptr %p monotonic, align 4
  %b = load atomic i32, ptr %p monotonic, align 4
  %s = add i32 %a, %b
  ret i32 %s
}
