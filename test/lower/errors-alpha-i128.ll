; Alpha: 128-bit arithmetic is outside the code generator's subset: a located error naming the
; target. (i128 atomics do lower: libatomic's __atomic_*_16 and, for the operations it has no
; function for, loops around __atomic_compare_exchange_16; see alpha-i128.ll.)
; RUN: not atomir lower --target=alpha-linux-gnu %S/Inputs/alpha-i128-add.ll 2>&1 | FileCheck %s --check-prefix=ARITH
; ARITH: error: cannot lower an i128 value for alpha-linux-gnu: 128-bit arithmetic and comparisons are not supported
; ARITH-NEXT: --> {{.*}}alpha-i128-add.ll:
