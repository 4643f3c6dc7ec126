; RUN: atomir assemble %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: define nofpclass(nan inf) { double, double } @cmul(double nofpclass(nan inf) %a, <{ float, float }> nofpclass(nan) %b, [2 x [2 x double]] nofpclass(inf) %c, { <2 x float> } nofpclass(zero) %d) {
; CHECK-NEXT:   ret { double, double } zeroinitializer
; CHECK-NEXT: }
; `nofpclass` is accepted on floating point (and vectors of it), arrays of those, nested arrays,
; and literal structs whose elements are all one such type (clang puts it on `{ double, double }`
; complex returns under -ffast-math).

define nofpclass(nan inf) { double, double } @cmul(double nofpclass(nan inf) %a, <{ float, float }> nofpclass(nan) %b, [2 x [2 x double]] nofpclass(inf) %c, { <2 x float> } nofpclass(zero) %d) {
  ret { double, double } zeroinitializer
}
