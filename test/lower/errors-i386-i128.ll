; i386: i128 arithmetic is refused (the atomics lower through libatomic's generic calls as on
; i686); the errors name i386, not the i686 code generator it shares.
; RUN: not atomir lower --target=i386-linux-gnu %s 2>&1 | FileCheck %s
; CHECK: error: cannot lower 'add' for i386-linux-gnu: i128 arguments, return values and arithmetic are not supported on i386 (i128 loads, stores, copies and atomics are)
; CHECK-NEXT: --> {{.*}}errors-i386-i128.ll:10:8
; CHECK: {{^}}10 |   %w = add i128 %v, 1
; CHECK-NEXT: {{^}}   |        ^
define void @wide(ptr %p, ptr %q) {
  %v = load i128, ptr %q
  %w = add i128 %v, 1
  store i128 %w, ptr %p
  ret void
}
