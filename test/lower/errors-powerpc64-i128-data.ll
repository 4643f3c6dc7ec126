; powerpc64 (big-endian): initialized i128 data is refused at the global rather than written in
; little-endian order.
; RUN: not atomir lower --target=powerpc64-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower global @big for powerpc64-linux-gnu: initialized i128 data is not supported on big-endian targets yet
; CHECK-NEXT: --> {{.*}}errors-powerpc64-i128-data.ll:6:1
@big = global { i64, i128 } { i64 1, i128 2 }
