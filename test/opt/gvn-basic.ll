; gvn on plain code: value numbering of commuted and swapped-predicate duplicates, calls without
; memory effects and read-only calls with nothing in between, InstSimplify identities, known branch
; conditions, loads across blocks and through a noalias store, store-to-load forwarding and
; getelementptr duplicates. CHECK lines from opt-22.
; RUN: atomir opt -S -passes='gvn' %s | FileCheck %s --check-prefix=CHECK
; CHECK-LABEL: define i32 @pure_values(i32 %x, i32 %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = add i32 %x, %y
; CHECK-NEXT:   %c = icmp slt i32 %a, %y
; CHECK-NEXT:   %g = call i32 @pure(i32 %a)
; CHECK-NEXT:   %s = add i32 %g, %g
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @simplified(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c = xor i32 %x, -1
; CHECK-NEXT:   %g = add i32 %x, 123
; CHECK-NEXT:   %dead = mul i32 %x, 77
; CHECK-NEXT:   ret i32 %g
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @known_branch(i32 %x, i32 %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c = icmp eq i32 %x, %y
; CHECK-NEXT:   br i1 %c, label %then, label %else
; CHECK-EMPTY:
; CHECK-NEXT: then:                                             ; preds = %entry
; CHECK-NEXT:   ret i32 1
; CHECK-EMPTY:
; CHECK-NEXT: else:                                             ; preds = %entry
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @loads_across_blocks(ptr %p, ptr noalias %q, i1 %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = load i32, ptr %p, align 4
; CHECK-NEXT:   br i1 %b, label %left, label %join
; CHECK-EMPTY:
; CHECK-NEXT: left:                                             ; preds = %entry
; CHECK-NEXT:   store i32 5, ptr %q, align 4
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %left, %entry
; CHECK-NEXT:   %r = call i32 @reader(ptr %p)
; CHECK-NEXT:   call void @clobber(ptr %p)
; CHECK-NEXT:   %r3 = call i32 @reader(ptr %p)
; CHECK-NEXT:   %s = add i32 %a, %a
; CHECK-NEXT:   %s2 = add i32 %s, %r
; CHECK-NEXT:   %s3 = add i32 %s2, %r
; CHECK-NEXT:   %s4 = add i32 %s3, %r3
; CHECK-NEXT:   ret i32 %s4
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @store_forward(ptr %p, i32 %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   store i32 %v, ptr %p, align 4
; CHECK-NEXT:   %g = getelementptr inbounds i32, ptr %p, i64 1
; CHECK-NEXT:   store i32 1, ptr %g, align 4
; CHECK-NEXT:   %s = add i32 %v, 1
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }

declare i32 @pure(i32) memory(none) nounwind willreturn
declare i32 @reader(ptr) memory(read) nounwind willreturn
declare void @clobber(ptr)

define i32 @pure_values(i32 %x, i32 %y) {
entry:
  %a = add nsw i32 %x, %y
  %b = add i32 %y, %x
  %c = icmp slt i32 %a, %y
  %d = icmp sgt i32 %y, %b
  %e = select i1 %c, i32 %a, i32 %b
  %f = select i1 %d, i32 %b, i32 %a
  %g = call i32 @pure(i32 %e)
  %h = call i32 @pure(i32 %f)
  %s = add i32 %g, %h
  ret i32 %s
}

define i32 @simplified(i32 %x) {
entry:
  %a = add i32 %x, 0
  %b = mul i32 %a, 1
  %c = xor i32 %b, -1
  %d = xor i32 %c, -1
  %e = sub i32 %d, %d
  %f = or i32 %e, %x
  %t = trunc i64 123 to i32
  %g = add i32 %f, %t
  %dead = mul i32 %x, 77
  ret i32 %g
}

define i32 @known_branch(i32 %x, i32 %y) {
entry:
  %c = icmp eq i32 %x, %y
  br i1 %c, label %then, label %else

then:
  %c2 = icmp eq i32 %x, %y
  %r1 = select i1 %c2, i32 1, i32 2
  ret i32 %r1

else:
  %r2 = zext i1 %c to i32
  ret i32 %r2
}

define i32 @loads_across_blocks(ptr %p, ptr noalias %q, i1 %b) {
entry:
  %a = load i32, ptr %p, align 4
  br i1 %b, label %left, label %join

left:
  store i32 5, ptr %q, align 4
  %l = load i32, ptr %p, align 4
  br label %join

join:
  %j = load i32, ptr %p, align 4
  %r = call i32 @reader(ptr %p)
  %r2 = call i32 @reader(ptr %p)
  call void @clobber(ptr %p)
  %r3 = call i32 @reader(ptr %p)
  %s = add i32 %a, %j
  %s2 = add i32 %s, %r
  %s3 = add i32 %s2, %r2
  %s4 = add i32 %s3, %r3
  ret i32 %s4
}

define i32 @store_forward(ptr %p, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  store i32 %v, ptr %p, align 4
  %a = load i32, ptr %p, align 4
  store i32 %a, ptr %p, align 4
  %g = getelementptr inbounds i32, ptr %p, i64 1
  %g2 = getelementptr inbounds i32, ptr %p, i64 1
  store i32 1, ptr %g, align 4
  %b = load i32, ptr %g2, align 4
  %s = add i32 %a, %b
  ret i32 %s
}
