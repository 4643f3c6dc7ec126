; -print-atomic-table for PowerPC 64: the legend with the barrier marks per ordering, the
; correction of seed 000's lss and the lwsync choice; feature rows before their fallbacks.
; RUN: atomir lower --target=powerpc64le-linux-gnu -print-atomic-table | FileCheck %s
; RUN: atomir lower --target=powerpc64-linux-gnu -print-atomic-table | FileCheck %s --check-prefix=BE
; CHECK: # enabled features: +64bit,+partword-atomics
; CHECK-NEXT: # atomic lowering table: powerpc64le-linux-gnu
; CHECK: # trailing barrier lwsync, not the published mapping's isync
; CHECK: # sub is old - delta (`sub {new}, {res}, {val}`): seed 000's PowerPC lss stores delta - old, corrected
; CHECK: # ordering seq_cst: {a} = "lwsync", {l} = "sync", {al} = ""
; CHECK: row 1: fence | ordering seq_cst | width - | any scope | features - | native
; CHECK-NEXT:     sync
; CHECK: row 20: atomicrmw sub | ordering any | width i8,i16,i32 | any scope | features +partword-atomics | ll/sc loop
; CHECK-NEXT:     {l}
; CHECK-NEXT:     1:
; CHECK-NEXT:     l{x}arx {res}, 0, {ptr}
; CHECK-NEXT:     sub {new}, {res}, {val}
; CHECK-NEXT:     st{x}cx. {new}, 0, {ptr}
; CHECK-NEXT:     bne- 0, 1b
; CHECK-NEXT:     {a}
; CHECK: atomicrmw add | ordering any | width i8,i16 | any scope | features - | masked partword
; CHECK: atomicrmw nand | ordering any | width i128 | any scope | features - | libcall
; CHECK-NEXT:     __atomic_fetch_nand_{n}
; BE: # enabled features: +64bit
; BE-NEXT: # atomic lowering table: powerpc64-linux-gnu
