; Whole functions on RISC-V 32: ILP32 arguments (a0..a7; an i64 in the next two registers, low
; word first, with no even-register alignment; the rest on the stack from 0(s0), matching
; llc-22's calls), frame s0 with slots below the saved ra/s0, 64-bit values as register pairs
; (add/sub with the carry, mul with mulhu, shifts across the halves, compares high word first,
; sdiv through __divdi3), narrow values extended as signext/zeroext say, phis through edge
; stubs, switch; mul/div only with +m.
; RUN: atomir lower --target=riscv32-linux-gnu -mattr=+m,+a %s | FileCheck %s
; RUN: not atomir lower --target=riscv32-linux-gnu %s 2>&1 | FileCheck %s --check-prefix=NOM

; NOM: error: cannot lower 'mul' for riscv32-linux-gnu: multiplication and division need -mattr=+m
; NOM-NEXT: --> {{.*}}riscv32-function.ll:86:8
; NOM: {{^}}86 |   %m = mul i64 %a, %b
; NOM-NEXT: {{^}}    |        ^

declare i64 @callee(i32, i64, i64, i64, i32, i64, i8)

; CHECK-LABEL: nine:
; CHECK: addi sp, sp, -16
; CHECK-NEXT: sw ra, 12(sp)
; CHECK-NEXT: sw s0, 8(sp)
; CHECK-NEXT: addi s0, sp, 16
; CHECK: sw a0, [[A:-[0-9]+]](s0)
; CHECK-NEXT: sw a1, [[BLO:-[0-9]+]](s0)
; CHECK-NEXT: sw a2, [[BHI:-[0-9]+]](s0)
; CHECK: sw a7, {{-[0-9]+}}(s0)
; CHECK-NEXT: lw t5, 0(s0)
; CHECK-NEXT: sw t5, [[FLO:-[0-9]+]](s0)
; CHECK-NEXT: lw t5, 4(s0)
; CHECK-NEXT: sw t5, {{-[0-9]+}}(s0)
; CHECK-NEXT: lw t5, 8(s0)
; CHECK-NEXT: sb t5, [[G:-[0-9]+]](s0)
; CHECK: lw a0, [[BLO]](s0)
; CHECK-NEXT: lw a1, [[BHI]](s0)
; CHECK-NEXT: lw a2, [[FLO]](s0)
; CHECK: add a0, a0, a2
; CHECK-NEXT: sltu t0, a0, a2
; CHECK-NEXT: add a1, a1, a3
; CHECK-NEXT: add a1, a1, t0
; CHECK: lb a0, [[G]](s0)
; CHECK-NEXT: srai a1, a0, 31
define i64 @nine(i32 %a, i64 %b, i64 %c, i64 %d, i32 %e, i64 %f, i8 signext %g) {
  %s = add i64 %b, %f
  %x = sext i8 %g to i64
  %t = add i64 %s, %x
  ret i64 %t
}

; CHECK-LABEL: caller:
; CHECK: # %r = call
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: li t5, 5
; CHECK-NEXT: li t6, 0
; CHECK-NEXT: sw t5, 0(sp)
; CHECK-NEXT: sw t6, 4(sp)
; CHECK-NEXT: li t5, -1
; CHECK-NEXT: sw t5, 8(sp)
; CHECK: mv a1, t5
; CHECK-NEXT: mv a2, t6
; CHECK: mv a7, t5
; CHECK-NEXT: call callee
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: sw a0, [[R:-[0-9]+]](s0)
; CHECK-NEXT: sw a1, {{-[0-9]+}}(s0)
define i64 @caller(i64 %v) {
  %r = call i64 @callee(i32 1, i64 %v, i64 2, i64 3, i32 4, i64 5, i8 signext -1)
  ret i64 %r
}

; CHECK-LABEL: arith:
; CHECK: mulhu t0, a0, a2
; CHECK-NEXT: mul t1, a0, a3
; CHECK-NEXT: add t0, t0, t1
; CHECK-NEXT: mul t1, a1, a2
; CHECK-NEXT: add a1, t0, t1
; CHECK-NEXT: mul a0, a0, a2
; CHECK: andi t0, t0, 63
; CHECK-NEXT: li t1, 32
; CHECK-NEXT: bltu t0, t1, 1f
; CHECK-NEXT: addi t0, t0, -32
; CHECK-NEXT: sll a1, a0, t0
; CHECK-NEXT: li a0, 0
; CHECK: sra a0, a1, t0
; CHECK-NEXT: srai a1, a1, 31
; CHECK: call __divdi3
define i64 @arith(i64 %a, i64 %b, i32 %n) {
  %m = mul i64 %a, %b
  %sh = shl i64 %m, 33
  %sr = ashr i64 %a, 3
  %o = or i64 %sh, %sr
  %d = sdiv i64 %o, %b
  ret i64 %d
}

; CHECK-LABEL: narrow:
; CHECK: sh a0, [[NA:-[0-9]+]](s0)
; CHECK: lh a0, [[NA]](s0)
; CHECK: slt a0, a0, a1
; CHECK: lh a0, {{-[0-9]+}}(s0)
; CHECK-NEXT: addi sp, s0, -16
define signext i16 @narrow(i16 signext %a, i16 zeroext %b) {
  %c = icmp slt i16 %a, %b
  %s = select i1 %c, i16 %a, i16 %b
  ret i16 %s
}

; CHECK-LABEL: cmp64:
; CHECK: sltu t0, a1, a3
; CHECK-NEXT: sltu t1, a0, a2
; CHECK-NEXT: xor t2, a1, a3
; CHECK-NEXT: seqz t2, t2
; CHECK-NEXT: and t1, t1, t2
; CHECK-NEXT: or t0, t0, t1
define i1 @cmp64(i64 %a, i64 %b) {
  %c = icmp ult i64 %a, %b
  ret i1 %c
}

; CHECK-LABEL: loop:
; CHECK: .Ledge6_0:
; CHECK: slli a1, a1, 3
; CHECK: li a1, 7
; CHECK-NEXT: bne a0, a1, 1f
define i32 @loop(ptr %p, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %head ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %head ]
  %q = getelementptr i64, ptr %p, i32 %i
  %v = load i64, ptr %q
  %acc1 = add i64 %acc, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %head, label %exit
exit:
  %r = trunc i64 %acc1 to i32
  switch i32 %r, label %d [ i32 7, label %seven ]
seven:
  ret i32 70
d:
  ret i32 %r
}
