; -print-atomic-table for RISC-V 32: the legend (i64 loops on register pairs), the .aq/.rl marks,
; amo rows for i32 only (rv32 has no 64-bit amo), i64 through libatomic and compare-and-swap
; loops whose templates compare the halves.
; RUN: atomir lower --target=riscv32-linux-gnu -mattr=+m,+a -print-atomic-table | FileCheck %s
; CHECK: # enabled features: +a,+m
; CHECK-NEXT: # atomic lowering table: riscv32-linux-gnu
; CHECK: # i8/i16: {m} = 255/65535, {hs} = 24/16 (shift that zero- or sign-extends a field);
; CHECK: # i64 compare-and-swap loop rows name registers: a2:a3 = the value seen (low:high),
; CHECK: # ordering seq_cst: {a} = ".aqrl", {l} = ".rl", {al} = ".aqrl"
; CHECK: row 3: fence | ordering acq_rel | width - | any scope | features - | native
; CHECK-NEXT:     fence.tso
; CHECK: row 14: atomicrmw add | ordering any | width i32 | any scope | features +a | native
; CHECK-NEXT:     amoadd.{w}{al} {res}, {val}, ({ptr})
; CHECK: row 51: atomicrmw max | ordering any | width i64 | any scope | features - | cmpxchg loop
; CHECK-NEXT:     mv a6, a2
; CHECK-NEXT:     mv a7, a3
; CHECK-NEXT:     blt a5, a3, 2f
; CHECK: row 71: atomicrmw add | ordering any | width i8,i16,i32,i64 | any scope | features - | libcall
; CHECK-NEXT:     __atomic_fetch_add_{n}
