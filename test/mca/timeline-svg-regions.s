# Every code region is a block of the same picture, under its heading (names escaped for XML);
# bad -timeline-format values and combinations are reported.
# RUN: atomir mca -mcpu=skylake -iterations=2 -timeline-format=svg %s | FileCheck %s
# RUN: not atomir mca -mcpu=skylake -timeline-format=png %s 2>&1 | FileCheck %s --check-prefix=BAD
# RUN: not atomir mca -mcpu=skylake -timeline-format=svg -json %s 2>&1 | FileCheck %s --check-prefix=JSON
# CHECK-COUNT-1: <svg xmlns
# CHECK:         <g class="region" data-rows="2">
# CHECK-NEXT:    <text class="title" {{.*}}>[0] Code Region - loads &amp; stores</text>
# CHECK-COUNT-2: <g class="row"
# CHECK:         <g class="region" data-rows="2">
# CHECK-NEXT:    <text class="title" {{.*}}>[1] Code Region - adds</text>
# CHECK-COUNT-2: <g class="row"
# CHECK-NOT:     <g class="row"
# CHECK-NOT:     <svg
# BAD:  atomir mca: for the --timeline-format option: Cannot find option named 'png'!
# JSON: cannot be combined with -json or -instruction-tables
# LLVM-MCA-BEGIN loads & stores
movq (%rsi), %rax
# LLVM-MCA-END
# LLVM-MCA-BEGIN adds
addq %rax, %rbx
# LLVM-MCA-END
