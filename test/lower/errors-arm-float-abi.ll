; ARMv5TE and ARMv6-M have no VFP registers: the hard-float ABI is refused, naming the triple.
; RUN: not atomir lower --target=armv5te-linux-gnueabihf %s 2>&1 | FileCheck %s
; RUN: not atomir lower --target=thumbv6m-none-eabihf %s 2>&1 | FileCheck %s --check-prefix=THUMB
; CHECK: error: target 'armv5te-linux-gnueabihf': armv5te-linux-gnueabi has no VFP registers for the hard-float ABI (use -gnueabi)
; THUMB: error: target 'thumbv6m-none-eabihf': thumbv6m-none-eabi has no VFP registers for the hard-float ABI (use -eabi)
define i32 @f(i32 %a) {
  ret i32 %a
}
