# -timeline-format=svg draws the timeline: an XML prologue, one <svg> of integer size, a legend
# of the six phases, one row group per (iteration, instruction) with the text view's marks as
# coloured bars. Here the -lsu=ordered mfence kernel: [1,2] (mfence) waits 10 cycles (=) for the
# older load and store to complete, as the text view shows ".D==========eER".
# RUN: atomir mca -mcpu=skylake -iterations=3 -lsu=ordered -timeline-format=svg %s | FileCheck %s
# CHECK:      <?xml version="1.0" encoding="UTF-8"?>
# CHECK-NEXT: <svg xmlns="http://www.w3.org/2000/svg" width="950" height="322" viewBox="0 0 950 322" font-family="monospace" font-size="11">
# CHECK:      <g class="legend">
# CHECK-NEXT: <rect class="dispatch" data-mark="D" {{.*}}>D dispatched</text>
# CHECK-NEXT: <rect class="wait" data-mark="=" {{.*}}>= waiting (operands, resources, memory order)</text>
# CHECK-NEXT: <rect class="exec" data-mark="e" {{.*}}>e executing</text>
# CHECK-NEXT: <rect class="executed" data-mark="E" {{.*}}>E executed</text>
# CHECK-NEXT: <rect class="retire-wait" data-mark="-" {{.*}}>- waiting to retire</text>
# CHECK-NEXT: <rect class="retire" data-mark="R" {{.*}}>R retired</text>
# CHECK-NEXT: </g>
# CHECK-NEXT: <g class="region" data-rows="15">
# CHECK-NEXT: <text class="title" {{.*}}>Timeline view</text>
# CHECK:      <g class="row" data-iteration="0" data-index="0"><text x="8" y="78">[0,0]</text><text class="instruction" x="51" y="78">movq %rax, (%rdi)</text><rect class="dispatch" x="185" {{.*}}/><rect class="exec" x="195" {{.*}}/><rect class="executed" x="205" {{.*}}/><rect class="retire" x="215" {{.*}}/></g>
# CHECK:      <g class="row" data-iteration="1" data-index="2"><rect class="stripe" x="8" y="178" {{[^>]*}}/><text x="8" y="190">[1,2]</text><text class="instruction" x="51" y="190">mfence</text><rect class="dispatch" x="195" y="180" width="10" height="12" fill="#1f5fa8"/><rect class="wait" x="205" y="180" width="100" height="12" fill="#f28e2b"/><rect class="exec" x="305" y="180" width="10" height="12" fill="#8fd18a"/><rect class="executed" x="315" y="180" width="10" height="12" fill="#2a9d3a"/><rect class="retire" x="325" y="180" width="10" height="12" fill="#7b4fa8"/></g>
# CHECK:      <g class="row" data-iteration="2" data-index="4">{{.*}}movq 8(%rsi), %rdx</text>{{.*}}</g>{{$}}
# CHECK-NEXT: </g>
# CHECK-NEXT: </svg>
# CHECK-NOT:  {{.}}
movq %rax, (%rdi)
movq (%rsi), %rcx
mfence
movq %rbx, 8(%rdi)
movq 8(%rsi), %rdx
