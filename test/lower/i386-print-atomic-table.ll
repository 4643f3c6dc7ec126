; -print-atomic-table for i386: __sync_* rows for i8..i32, __atomic_*_8 for every i64 operation.
; RUN: atomir lower --target=i386-linux-gnu -print-atomic-table | FileCheck %s
; CHECK: # atomic lowering table: i386-linux-gnu
; CHECK: row 3: load | ordering any | width i8,i16,i32 | any scope | features - | native
; CHECK-NEXT:     mov{s} ({ptr}), {res}
; CHECK: cmpxchg | ordering any | width i8,i16,i32 | any scope | features - | libcall
; CHECK-NEXT:     __sync_val_compare_and_swap_{n}
; CHECK: atomicrmw add | ordering any | width i8,i16,i32 | any scope | features - | libcall
; CHECK-NEXT:     __sync_fetch_and_add_{n}
; CHECK: atomicrmw uinc_wrap | ordering any | width i8,i16,i32 | any scope | features - | cmpxchg loop
; CHECK: load | ordering any | width i64 | any scope | features - | libcall
; CHECK-NEXT:     __atomic_load_8
; CHECK-NEXT:   note: the 386 has no 64-bit atomic access: libatomic for every i64 operation
