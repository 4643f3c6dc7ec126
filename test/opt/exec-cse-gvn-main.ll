; A program with @main that prints its results (scripts/opt-exec-equiv.sh runs it under lli-22
; before and after each pass: "22 28 3 21"): store-to-load forwarding past a noalias store,
; monotonic loads kept, an unordered load taking an unordered store's value, a seq_cst atomicrmw
; ending the generation, a volatile load kept, a known branch condition. CHECK lines from opt-22.
; RUN: atomir opt -S -passes='early-cse<memssa>' %s | FileCheck %s --check-prefix=MSSA
; RUN: atomir opt -S -passes='gvn' %s | FileCheck %s --check-prefix=GVN
; MSSA-LABEL: define i32 @forward(ptr %p, ptr noalias %q, i32 %v) {
; MSSA-NEXT: entry:
; MSSA-NEXT:   store i32 %v, ptr %p, align 4
; MSSA-NEXT:   store i32 7, ptr %q, align 4
; MSSA-NEXT:   %s = add i32 %v, %v
; MSSA-NEXT:   store i32 %v, ptr %p, align 4
; MSSA-NEXT:   ret i32 %s
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @atomics(ptr %p, i32 %v) {
; MSSA-NEXT: entry:
; MSSA-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; MSSA-NEXT:   %b = load atomic i32, ptr %p monotonic, align 4
; MSSA-NEXT:   store atomic i32 %v, ptr %p unordered, align 4
; MSSA-NEXT:   %o = atomicrmw add ptr %p, i32 1 seq_cst, align 4
; MSSA-NEXT:   %d = load i32, ptr %p, align 4
; MSSA-NEXT:   %e = load volatile i32, ptr %p, align 4
; MSSA-NEXT:   %s1 = add i32 %a, %b
; MSSA-NEXT:   %s2 = add i32 %s1, %v
; MSSA-NEXT:   %s3 = add i32 %s2, %d
; MSSA-NEXT:   %s4 = add i32 %s3, %e
; MSSA-NEXT:   %s5 = add i32 %s4, %o
; MSSA-NEXT:   ret i32 %s5
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @branches(i32 %x) {
; MSSA-NEXT: entry:
; MSSA-NEXT:   %c = icmp eq i32 %x, 3
; MSSA-NEXT:   br i1 %c, label %t, label %f
; MSSA-EMPTY:
; MSSA-NEXT: t:                                                ; preds = %entry
; MSSA-NEXT:   ret i32 %x
; MSSA-EMPTY:
; MSSA-NEXT: f:                                                ; preds = %entry
; MSSA-NEXT:   %n2 = add i32 %x, %x
; MSSA-NEXT:   ret i32 %n2
; MSSA-NEXT: }
; MSSA-LABEL: define i32 @main() {
; MSSA-NEXT: entry:
; MSSA-NEXT:   %slot = alloca i32, align 4
; MSSA-NEXT:   %other = alloca i32, align 4
; MSSA-NEXT:   %r1 = call i32 @forward(ptr %slot, ptr %other, i32 11)
; MSSA-NEXT:   %r2 = call i32 @atomics(ptr @g, i32 4)
; MSSA-NEXT:   %r3 = call i32 @branches(i32 3)
; MSSA-NEXT:   %r4 = call i32 @branches(i32 8)
; MSSA-NEXT:   %v = load i32, ptr @g, align 4
; MSSA-NEXT:   %r5 = add i32 %r4, %v
; MSSA-NEXT:   %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r1, i32 %r2, i32 %r3, i32 %r5)
; MSSA-NEXT:   ret i32 0
; MSSA-NEXT: }
; GVN-LABEL: define i32 @forward(ptr %p, ptr noalias %q, i32 %v) {
; GVN-NEXT: entry:
; GVN-NEXT:   store i32 %v, ptr %p, align 4
; GVN-NEXT:   store i32 7, ptr %q, align 4
; GVN-NEXT:   %s = add i32 %v, %v
; GVN-NEXT:   store i32 %v, ptr %p, align 4
; GVN-NEXT:   ret i32 %s
; GVN-NEXT: }
; GVN-LABEL: define i32 @atomics(ptr %p, i32 %v) {
; GVN-NEXT: entry:
; GVN-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; GVN-NEXT:   %b = load atomic i32, ptr %p monotonic, align 4
; GVN-NEXT:   store atomic i32 %v, ptr %p unordered, align 4
; GVN-NEXT:   %o = atomicrmw add ptr %p, i32 1 seq_cst, align 4
; GVN-NEXT:   %d = load i32, ptr %p, align 4
; GVN-NEXT:   %e = load volatile i32, ptr %p, align 4
; GVN-NEXT:   %s1 = add i32 %a, %b
; GVN-NEXT:   %s2 = add i32 %s1, %v
; GVN-NEXT:   %s3 = add i32 %s2, %d
; GVN-NEXT:   %s4 = add i32 %s3, %e
; GVN-NEXT:   %s5 = add i32 %s4, %o
; GVN-NEXT:   ret i32 %s5
; GVN-NEXT: }
; GVN-LABEL: define i32 @branches(i32 %x) {
; GVN-NEXT: entry:
; GVN-NEXT:   %c = icmp eq i32 %x, 3
; GVN-NEXT:   br i1 %c, label %t, label %f
; GVN-EMPTY:
; GVN-NEXT: t:                                                ; preds = %entry
; GVN-NEXT:   ret i32 3
; GVN-EMPTY:
; GVN-NEXT: f:                                                ; preds = %entry
; GVN-NEXT:   %n2 = add i32 %x, %x
; GVN-NEXT:   ret i32 %n2
; GVN-NEXT: }
; GVN-LABEL: define i32 @main() {
; GVN-NEXT: entry:
; GVN-NEXT:   %slot = alloca i32, align 4
; GVN-NEXT:   %other = alloca i32, align 4
; GVN-NEXT:   %r1 = call i32 @forward(ptr %slot, ptr %other, i32 11)
; GVN-NEXT:   %r2 = call i32 @atomics(ptr @g, i32 4)
; GVN-NEXT:   %r3 = call i32 @branches(i32 3)
; GVN-NEXT:   %r4 = call i32 @branches(i32 8)
; GVN-NEXT:   %v = load i32, ptr @g, align 4
; GVN-NEXT:   %r5 = add i32 %r4, %v
; GVN-NEXT:   %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r1, i32 %r2, i32 %r3, i32 %r5)
; GVN-NEXT:   ret i32 0
; GVN-NEXT: }

@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"
@g = global i32 5, align 4
@a = global i32 0, align 4

declare i32 @printf(ptr, ...)

define i32 @forward(ptr %p, ptr noalias %q, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  store i32 7, ptr %q, align 4
  %x = load i32, ptr %p, align 4
  %y = load i32, ptr %p, align 4
  %s = add i32 %x, %y
  store i32 %x, ptr %p, align 4
  ret i32 %s
}

define i32 @atomics(ptr %p, i32 %v) {
entry:
  %a = load atomic i32, ptr %p monotonic, align 4
  %b = load atomic i32, ptr %p monotonic, align 4
  store atomic i32 %v, ptr %p unordered, align 4
  %c = load atomic i32, ptr %p unordered, align 4
  %o = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %d = load i32, ptr %p, align 4
  %e = load volatile i32, ptr %p, align 4
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %o
  ret i32 %s5
}

define i32 @branches(i32 %x) {
entry:
  %c = icmp eq i32 %x, 3
  br i1 %c, label %t, label %f

t:
  %c2 = icmp eq i32 %x, 3
  %z = zext i1 %c2 to i32
  %m = mul i32 %x, %z
  ret i32 %m

f:
  %n = add i32 %x, 0
  %n2 = add i32 %n, %n
  ret i32 %n2
}

define i32 @main() {
entry:
  %slot = alloca i32, align 4
  %other = alloca i32, align 4
  %r1 = call i32 @forward(ptr %slot, ptr %other, i32 11)
  %r2 = call i32 @atomics(ptr @g, i32 4)
  %r3 = call i32 @branches(i32 3)
  %r4 = call i32 @branches(i32 8)
  %v = load i32, ptr @g, align 4
  %r5 = add i32 %r4, %v
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r1, i32 %r2, i32 %r3, i32 %r5)
  ret i32 0
}
