# -timeline-format=html: a self-contained page (no external resources) holding the same inline
# SVG in a frame that scrolls both ways.
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline-format=html %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -iterations=3 -timeline-format=html %s | FileCheck %s --check-prefix=SELF
# CHECK:      <!DOCTYPE html>
# CHECK-NEXT: <html lang="en">
# CHECK:      <meta charset="utf-8">
# CHECK:      .frame { overflow: auto; width: 100vw; height: calc(100vh - 40px); }
# CHECK:      <div class="frame">
# CHECK-NEXT: <svg xmlns="http://www.w3.org/2000/svg" width="{{[0-9]+}}" height="{{[0-9]+}}"
# CHECK-COUNT-6: <g class="row"
# CHECK-NOT:  <g class="row"
# CHECK:      </svg>
# CHECK-NEXT: </div>
# CHECK-NEXT: </body>
# CHECK-NEXT: </html>
# SELF-NOT:   <?xml
# SELF-NOT:   <script
# SELF-NOT:   src=
# SELF-NOT:   href=
lock addq $1, (%rdi)
movq 8(%rsi), %rax
