; RUN: atomir assemble %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: define fp128 @f(fp128 %x) {
; CHECK-NEXT:   %a = fadd fp128 %x, 0xL00000000000000004000000000000000
; CHECK-NEXT:   %b = fmul fp128 %a, 0xL00000000000000000000000000000001
; CHECK-NEXT:   %c = fsub fp128 %b, 0xL0000000000000001000000000000FFFF
; CHECK-NEXT:   ret fp128 %c
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: define ppc_fp128 @g(ppc_fp128 %x) {
; CHECK-NEXT:   %a = fadd ppc_fp128 %x, 0xM3FF00000000000000000000000000000
; CHECK-NEXT:   %b = fadd ppc_fp128 %a, 0xM00000000000000003FF0000000000000
; CHECK-NEXT:   ret ppc_fp128 %b
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: define x86_fp80 @h(x86_fp80 %x) {
; CHECK-NEXT:   %a = fadd x86_fp80 %x, 0xK3FFF8000000000000000
; CHECK-NEXT:   %b = fadd x86_fp80 %a, 0xK00000000000000000000
; CHECK-NEXT:   %c = fadd x86_fp80 %b, 0xK4000C000000000000000
; CHECK-NEXT:   ret x86_fp80 %c
; CHECK-NEXT: }
; `0xL`/`0xM` literals: 16+ hex digits are the low 64 bits then the high 64 bits, fewer are the
; high 64 bits; `0xK`: up to 4 digits of sign and exponent, then the mantissa.

define fp128 @f(fp128 %x) {
  %a = fadd fp128 %x, 0xL00000000000000004000000000000000
  %b = fmul fp128 %a, 0xL1
  %c = fsub fp128 %b, 0xL0000000000000001FFFF
  ret fp128 %c
}

define ppc_fp128 @g(ppc_fp128 %x) {
  %a = fadd ppc_fp128 %x, 0xM3FF00000000000000000000000000000
  %b = fadd ppc_fp128 %a, 0xM00000000000000003FF0000000000000
  ret ppc_fp128 %b
}

define x86_fp80 @h(x86_fp80 %x) {
  %a = fadd x86_fp80 %x, 0xK3FFF8000000000000000
  %b = fadd x86_fp80 %a, 0xK0
  %c = fadd x86_fp80 %b, 0xK4000C000000000000000
  ret x86_fp80 %c
}
