; A volatile store captures its alloca's address (expected text: opt-22): a pointer loaded from
; memory may then point at %a, so the store to %a clobbers loads through it, while the plain
; store to %b (never captured) does not.
; RUN: atomir opt -passes='print<memoryssa-walker>' -disable-output %s 2>&1 | FileCheck %s
; CHECK-LABEL: MemorySSA (walker) for function: volatile_capture
; CHECK-NEXT: define double @volatile_capture(ptr %pp, double %d) {
; CHECK-NEXT:   %a = alloca double, align 8
; CHECK-NEXT:   %b = alloca double, align 8
; CHECK-NEXT: ; 1 = MemoryDef(liveOnEntry)->liveOnEntry - clobbered by liveOnEntry
; CHECK-NEXT:   store volatile double %d, ptr %a, align 8
; CHECK-NEXT: ; 2 = MemoryDef(1)->liveOnEntry - clobbered by liveOnEntry
; CHECK-NEXT:   store double %d, ptr %b, align 8
; CHECK-NEXT: ; MemoryUse(liveOnEntry) - clobbered by liveOnEntry
; CHECK-NEXT:   %p = load ptr, ptr %pp, align 8
; CHECK-NEXT: ; 3 = MemoryDef(2)->1 - clobbered by 1 = MemoryDef(liveOnEntry)->liveOnEntry
; CHECK-NEXT:   %x = load volatile double, ptr %p, align 8
; CHECK-NEXT: ; MemoryUse(1) - clobbered by 1 = MemoryDef(liveOnEntry)->liveOnEntry
; CHECK-NEXT:   %y = load double, ptr %p, align 8
; CHECK-NEXT:   ret double %x
; CHECK-NEXT: }

define double @volatile_capture(ptr %pp, double %d) {
  %a = alloca double
  %b = alloca double
  store volatile double %d, ptr %a
  store double %d, ptr %b
  %p = load ptr, ptr %pp
  %x = load volatile double, ptr %p
  %y = load double, ptr %p
  ret double %x
}
