# Bad flag values are errors before anything is read or run.
# RUN: not atomir measure -unroll=200,100 %s 2>&1 | FileCheck %s --check-prefix=ORDER
# ORDER: atomir measure: -unroll: expected two counts A,B with 1 <= A < B <= 100000, got '200,100'
# RUN: not atomir measure -unroll=100 %s 2>&1 | FileCheck %s --check-prefix=ONE
# ONE: atomir measure: -unroll: expected two counts A,B with 1 <= A < B <= 100000, got '100'
# RUN: not atomir measure -repetitions=0 %s 2>&1 | FileCheck %s --check-prefix=REPS
# REPS: atomir measure: -repetitions and -samples must be at least 1
# RUN: not atomir measure -page-limit=1 %s 2>&1 | FileCheck %s --check-prefix=PAGES
# PAGES: atomir measure: -page-limit must be at least 2 (the data and stack pages)
# RUN: not atomir measure -timeout=0 %s 2>&1 | FileCheck %s --check-prefix=TIME
# TIME: atomir measure: -timeout must be at least 1 second
# RUN: not atomir measure -cpu=-1 %s 2>&1 | FileCheck %s --check-prefix=CPU
# CPU: error: invalid value '-1' for '--cpu <CPU>'
# RUN: not atomir measure %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING
# MISSING: atomir: error: could not open input file '{{.*}}error-arguments.s.missing'
addq %rax, %rbx
