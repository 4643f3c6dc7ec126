; -print-atomic-table: the target's rows in lookup order (no input needed).
; RUN: atomir lower --target=x86_64-linux-gnu -print-atomic-table | FileCheck %s
; RUN: atomir lower --target=x86_64-pc-linux-gnu -mattr=+cx16 -print-atomic-table | FileCheck %s --check-prefix=CX16
; CHECK: # atomic lowering table: x86_64-linux-gnu
; CHECK-NEXT: # placeholders: {ptr} = %rdi (address); {val} = operand in %rcx (%cl/%cx/%ecx/%rcx by width);
; CHECK: row 1: fence | ordering seq_cst | width - | any scope | features - | native
; CHECK-NEXT:     lock orl $0, (%rsp)
; CHECK: row 7: store | ordering seq_cst | width i8,i16,i32,i64 | any scope | features - | native
; CHECK-NEXT:     xchg{s} {val}, ({ptr})
; CHECK-NEXT:   note: xchg with memory is locked: a full barrier after the store
; CHECK: row {{[0-9]+}}: atomicrmw sub | ordering any | width i8,i16,i32,i64 | any scope | features - | native
; CHECK-NEXT:     mov{s} {val}, {res}
; CHECK-NEXT:     neg{s} {res}
; CHECK-NEXT:     lock xadd{s} {res}, ({ptr})
; CHECK: atomicrmw umax | ordering any | width i128 | any scope | features +cx16 | cmpxchg loop
; CHECK: atomicrmw nand | ordering any | width i128 | any scope | features - | libcall
; CHECK-NEXT:     __atomic_fetch_nand_16
; CX16: # enabled features: +cx16
; CX16-NEXT: # atomic lowering table: x86_64-linux-gnu
