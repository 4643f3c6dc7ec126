# The picture has the text view's rows: 15 for 3 iterations of 5 instructions; the cycle ruler
# numbers every fifth cycle; -timeline-max-cycles cuts the rows where the text view does and
# says so.
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline-format=svg %s | FileCheck %s --check-prefix=ALL
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline-format=svg -timeline-max-cycles=8 %s | FileCheck %s --check-prefix=CUT
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline-format=svg -timeline-max-iterations=1 %s | FileCheck %s --check-prefix=ONE
# ALL:           <text class="cycle" x="{{[0-9]+}}" y="{{[0-9]+}}">0</text>
# ALL:           <text class="cycle" x="{{[0-9]+}}" y="{{[0-9]+}}">5</text>
# ALL-COUNT-15:  <g class="row"
# ALL-NOT:       <g class="row"
# ALL-NOT:       class="truncated"
# CUT:           <g class="region" data-rows="4">
# CUT-COUNT-4:   <g class="row"
# CUT-NOT:       <g class="row"
# CUT:           <text class="truncated" {{.*}}>Truncated display due to cycle limit</text>
# ONE:           <g class="region" data-rows="5">
# ONE-COUNT-5:   <g class="row" data-iteration="0"
# ONE-NOT:       <g class="row"
movq %rax, (%rdi)
movq (%rsi), %rcx
mfence
movq %rbx, 8(%rdi)
movq 8(%rsi), %rdx
