# gcc -g output as llvm-mca 22 rejects it: `.file 1` naming the root file of `.file 0` again is
# merged into file 0, so `.loc 1` refers to an unassigned file; gcc's `view` is an unknown `.loc`
# sub-directive; at the end, the unassigned file number below an assigned one (CHECK lines from
# llvm-mca 22).
# RUN: not atomir mca -mcpu=skylake %s 2>&1 | FileCheck %s
# RUN: atomir mca -mcpu=skylake -skip-unsupported-instructions=parse-failure %s 2>&1 | FileCheck %s --check-prefix=SKIP
# RUN: atomir mca -mcpu=skylake -skip-unsupported-instructions=parse-failure %s 2>/dev/null | FileCheck %s --check-prefix=OUT
# CHECK:      error-dwarf-loc.s:24:6: error: unassigned file number in '.loc' directive
# CHECK-NEXT: .loc 1 4 36 view -0
# CHECK-NEXT:      ^
# CHECK-NEXT: error-dwarf-loc.s:26:22: error: unknown sub-directive in '.loc' directive
# CHECK-NEXT: .loc 2 7 1 is_stmt 0 view .LVU3
# CHECK-NEXT:                      ^
# CHECK-NEXT: error-dwarf-loc.s:29:1: error: unassigned file number: 1 for .file directives
# CHECK-EMPTY:
# CHECK-NEXT: ^
# CHECK-NEXT: error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.
# SKIP:       error-dwarf-loc.s:29:1: error: unassigned file number: 1 for .file directives
# OUT:        Iterations:        100
# OUT-NEXT:   Instructions:      200
.file 0 "/d" "a.c"
.file 1 "a.c"
.file 2 "b.h"
.loc 1 4 36 view -0
addl %eax, %eax
.loc 2 7 1 is_stmt 0 view .LVU3
.loc 2 8 1 discriminator 1 prologue_end
addl %ecx, %ecx
