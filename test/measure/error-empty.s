# No instruction in any region.
# RUN: not atomir measure %s 2>&1 | FileCheck %s
# CHECK: error-empty.s: error: no assembly instructions found.
# LLVM-MCA-BEGIN a
# LLVM-MCA-END a
