; RUN: atomir assemble - -o - < %s | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: @g = global i32 5, align 4
; CHECK-NEXT: @tbl = internal global [2 x ptr] [ptr @f, ptr @g], align 16
; CHECK-EMPTY:
; CHECK-NEXT: define i32 @f(i32 %x) {
; CHECK-NEXT:   %a = call i32 @ext(i32 %x)
; CHECK-NEXT:   %b = call i32 @llvm.ctpop.i32(i32 %a)
; CHECK-NEXT:   ret i32 %b
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: define internal i32 @helper() {
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: declare i32 @ext(i32)
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare i32 @llvm.ctpop.i32(i32) #0
; CHECK-EMPTY:
; CHECK-NEXT: attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
; CHECK-EMPTY:
; CHECK-NEXT: ^0 = module: (path: "<stdin>", hash: (0, 0, 0, 0, 0))
; CHECK-NEXT: ^1 = gv: (name: "helper") ; guid = 7821564625178433508
; CHECK-NEXT: ^2 = gv: (name: "llvm.ctpop.i32") ; guid = 10956606204485869642
; CHECK-NEXT: ^3 = gv: (name: "g", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 13146401226427987378
; CHECK-NEXT: ^4 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 3, calls: ((callee: ^5, tail: 1))))) ; guid = 14740650423002898831
; CHECK-NEXT: ^5 = gv: (name: "ext") ; guid = 15493320556550420395
; CHECK-NEXT: ^6 = gv: (name: "tbl", summaries: (variable: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0), refs: (^3, ^4)))) ; guid = 17839946726081818964
; CHECK-NEXT: ^7 = blockcount: 0
; A module summary (clang -flto=thin) comes back from llvm-as | llvm-dis as a per-module index:
; every global value gets a `gv:` entry (declarations and intrinsics too, ifuncs not), entries
; are ordered by GUID (MD5 of the name; locals prefixed by `source_filename;`) with a `; guid`
; comment, `relbf` is dropped from calls, a variable's refs are sorted by value number, and the
; module path is the name read (`<stdin>`).
source_filename = "lto.c"

@g = global i32 5, align 4
@tbl = internal global [2 x ptr] [ptr @f, ptr @g], align 16

define i32 @f(i32 %x) {
  %a = call i32 @ext(i32 %x)
  %b = call i32 @llvm.ctpop.i32(i32 %a)
  ret i32 %b
}

define internal i32 @helper() {
  ret i32 0
}

declare i32 @ext(i32)
declare i32 @llvm.ctpop.i32(i32)

^0 = module: (path: "[Regular LTO]", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "g", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 13146401226427987378
^2 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 3, calls: ((callee: ^3, relbf: 256, tail: 1))))) ; guid = 14740650423002898831
^3 = gv: (name: "ext") ; guid = 15493320556550420395
^4 = gv: (name: "tbl", summaries: (variable: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0), refs: (^2, ^1))))
^5 = blockcount: 0
