; Whole functions on i386: i686's code generator (cdecl frame, i64 in %edx:%eax, division
; through libgcc, narrow arguments extended as signext says) under `.arch i386`, so that every
; instruction it emits is a 386 one (the assembler checks it; the implicit checks too).
; RUN: atomir lower --target=i386-linux-gnu %s | FileCheck %s --implicit-check-not=cmov --implicit-check-not=bswap --implicit-check-not=xadd --implicit-check-not=%xmm

; CHECK: .arch i386
; CHECK-NEXT: .arch .387
; CHECK-LABEL: mix:
; CHECK: pushl %ebp
; CHECK-NEXT: movl %esp, %ebp
; CHECK: call __divdi3
; CHECK: shldl %cl, %eax, %edx
; CHECK: movsbl {{-[0-9]+}}(%ebp), %eax
; CHECK: movsbl [[C:-[0-9]+]](%ebp), %eax
; CHECK-NEXT: movl %eax, 8(%esp)
; CHECK-NEXT: call ext
; CHECK: popl %ebp
; CHECK-NEXT: ret
declare i32 @ext(i64, i8 signext)

define i64 @mix(i64 %a, i64 %b, i8 %c) {
entry:
  %q = sdiv i64 %a, %b
  %s = shl i64 %q, 3
  %n = sext i8 %c to i32
  %k = icmp slt i32 %n, 0
  br i1 %k, label %neg, label %pos
neg:
  %r = call i32 @ext(i64 %s, i8 signext %c)
  %rz = sext i32 %r to i64
  br label %join
pos:
  br label %join
join:
  %v = phi i64 [ %rz, %neg ], [ %s, %pos ]
  %sel = select i1 %k, i64 %v, i64 1
  ret i64 %sel
}
