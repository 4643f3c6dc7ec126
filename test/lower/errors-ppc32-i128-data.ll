; powerpc-linux-gnu (big-endian): initialized i128 data is refused at the global rather than
; written in little-endian order.
; RUN: not atomir lower --target=powerpc-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower global @big for powerpc-linux-gnu: initialized i128 data is not supported on big-endian targets yet
; CHECK-NEXT: --> {{.*}}errors-ppc32-i128-data.ll:6:1
@big = global { i32, i128 } { i32 1, i128 2 }
