; Whole functions on i686: the cdecl frame (%ebx, %esi, %edi saved), arguments from 8(%ebp) in
; 4-byte units, calls with a 16-byte aligned argument area, i64 in %edx:%eax (shifts inline,
; division through libgcc), compares of the high words then the low words, float returned in
; x87 %st(0).
; RUN: atomir lower --target=i686-linux-gnu %s | FileCheck %s

; CHECK-LABEL: calls:
; CHECK: pushl %ebp
; CHECK-NEXT: movl %esp, %ebp
; CHECK-NEXT: pushl %ebx
; CHECK-NEXT: pushl %esi
; CHECK-NEXT: pushl %edi
; CHECK-NEXT: subl ${{[0-9]+}}, %esp
; CHECK-NEXT: movl 8(%ebp), %eax
; CHECK-NEXT: movl %eax, -24(%ebp)
; CHECK-NEXT: movl 12(%ebp), %eax
; CHECK-NEXT: movl %eax, -20(%ebp)
; CHECK: subl $16, %esp
; CHECK: movl %edx, 4(%esp)
; CHECK-NEXT: movl $-5, %eax
; CHECK-NEXT: movl %eax, 8(%esp)
; CHECK-NEXT: movl $-1, %eax
; CHECK-NEXT: movl %eax, 12(%esp)
; CHECK-NEXT: call ext
; CHECK-NEXT: addl $16, %esp
; CHECK: leal -12(%ebp), %esp
; CHECK-NEXT: popl %edi
; CHECK-NEXT: popl %esi
; CHECK-NEXT: popl %ebx
; CHECK-NEXT: popl %ebp
; CHECK-NEXT: ret
declare i64 @ext(i64, i32 signext, i8 signext)
define i64 @calls(i64 %x) {
  %r = call i64 @ext(i64 %x, i32 -5, i8 -1)
  ret i64 %r
}

; CHECK-LABEL: arith:
; CHECK: shldl %cl, %eax, %edx
; CHECK-NEXT: shll %cl, %eax
; CHECK-NEXT: testb $32, %cl
; CHECK-NEXT: je 1f
; CHECK-NEXT: movl %eax, %edx
; CHECK-NEXT: xorl %eax, %eax
; CHECK: call __divdi3
define i64 @arith(i64 %a, i64 %b) {
  %s = shl i64 %a, %b
  %d = sdiv i64 %s, %b
  ret i64 %d
}

; CHECK-LABEL: lt:
; CHECK: cmpl %ecx, %edx
; CHECK-NEXT: jne 1f
; CHECK-NEXT: cmpl %ebx, %eax
; CHECK-NEXT: setb %al
; CHECK-NEXT: jmp 2f
; CHECK-NEXT: 1:
; CHECK-NEXT: setl %al
define i1 @lt(i64 %a, i64 %b) {
  %c = icmp slt i64 %a, %b
  ret i1 %c
}

; CHECK-LABEL: fret:
; CHECK: # ret
; CHECK-NEXT: movl -24(%ebp), %eax
; CHECK: movl %eax, [[S:-[0-9]+]](%ebp)
; CHECK-NEXT: flds [[S]](%ebp)
define float @fret(float %x) {
  ret float %x
}
