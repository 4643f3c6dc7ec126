; Whole functions on x86-64: SysV arguments (six in registers, the rest from 16(%rbp)),
; narrow results extended per signext/zeroext, phis through shadow slots written on each edge,
; switch, calls with stack arguments and PLT, allocas, getelementptr, globals.
; RUN: atomir lower --target=x86_64-linux-gnu %s | FileCheck %s

@counter = global i32 7, align 4
@table = internal constant [3 x i16] [i16 1, i16 2, i16 3]

; CHECK: .data
; CHECK-NEXT: .globl counter
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: .type counter,@object
; CHECK-NEXT: .size counter, 4
; CHECK-NEXT: counter:
; CHECK-NEXT: .long 7
; CHECK: .section .rodata
; CHECK-NOT: .globl
; CHECK: table:
; CHECK-NEXT: .short 1
; CHECK-NEXT: .short 2
; CHECK-NEXT: .short 3

; CHECK-LABEL: seven:
; CHECK: movq %rdi, -8(%rbp)
; CHECK-NEXT: movq %rsi, -16(%rbp)
; CHECK-NEXT: movq %rdx, -24(%rbp)
; CHECK-NEXT: movq %rcx, -32(%rbp)
; CHECK-NEXT: movq %r8, -40(%rbp)
; CHECK-NEXT: movq %r9, -48(%rbp)
; CHECK-NEXT: movq 16(%rbp), %rax
; CHECK-NEXT: movq %rax, -56(%rbp)
define i64 @seven(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g) {
  %r = add i64 %a, %g
  ret i64 %r
}

; CHECK-LABEL: narrow:
; CHECK: movsbq -16(%rbp), %rax
; CHECK-NEXT: leave
define signext i8 @narrow(i8 %a) {
  %b = add i8 %a, 1
  ret i8 %b
}

; The loop's phis take their values in edge stubs, so a phi reading another phi of the same
; block sees the old value.
; CHECK-LABEL: fib:
; CHECK: jmp .Ledge{{[0-9]+}}_0
; CHECK-NEXT: .Ledge{{[0-9]+}}_0:
; CHECK: jmp .LBB{{[0-9]+}}_1
; CHECK-NEXT: .LBB{{[0-9]+}}_1:
; CHECK-NEXT: movq {{-[0-9]+}}(%rbp), %r11
define i64 @fib(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i2, %loop ]
  %a = phi i64 [ 0, %entry ], [ %b, %loop ]
  %b = phi i64 [ 1, %entry ], [ %a, %loop ]
  %i2 = add i64 %i, 1
  %c = icmp ult i64 %i2, %n
  br i1 %c, label %loop, label %done
done:
  ret i64 %a
}

declare i32 @ext(i32, i8 signext, i64, i64, i64, i64, i64, i64)

; CHECK-LABEL: calls:
; CHECK: subq $16, %rsp
; CHECK-NEXT: movl $8, %eax
; CHECK-NEXT: movq %rax, 0(%rsp)
; CHECK-NEXT: movl $9, %eax
; CHECK-NEXT: movq %rax, 8(%rsp)
; CHECK-NEXT: movl $1, %edi
; CHECK-NEXT: movq $-1, %rsi
; CHECK: call ext@PLT
; CHECK-NEXT: addq $16, %rsp
define i32 @calls() {
  %r = call i32 @ext(i32 1, i8 signext -1, i64 3, i64 4, i64 5, i64 6, i64 8, i64 9)
  ret i32 %r
}

; CHECK-LABEL: sw:
; CHECK: movl $1, %ecx
; CHECK-NEXT: cmpq %rcx, %rax
; CHECK-NEXT: je .LBB{{[0-9]+}}_1
; CHECK-NEXT: movl $2, %ecx
; CHECK-NEXT: cmpq %rcx, %rax
; CHECK-NEXT: je .LBB{{[0-9]+}}_2
; CHECK-NEXT: jmp .LBB{{[0-9]+}}_3
define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %one
                            i32 2, label %two ]
one:
  ret i32 10
two:
  ret i32 20
d:
  ret i32 0
}

; CHECK-LABEL: mem:
; CHECK: leaq {{-[0-9]+}}(%rbp), %rax
; CHECK: # %e = getelementptr
; CHECK: movq {{-[0-9]+}}(%rbp), %rax
; CHECK-NEXT: movslq {{-[0-9]+}}(%rbp), %rcx
; CHECK-NEXT: movl $4, %edx
; CHECK-NEXT: imulq %rdx, %rcx
; CHECK-NEXT: addq %rcx, %rax
; CHECK: leaq counter(%rip), %rdi
define i32 @mem(i32 %k) {
  %arr = alloca [4 x i32], align 4
  %e = getelementptr [4 x i32], ptr %arr, i64 0, i32 %k
  store i32 5, ptr %e
  %v = load i32, ptr %e
  %w = load i32, ptr @counter
  %s = add i32 %v, %w
  ret i32 %s
}
