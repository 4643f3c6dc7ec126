; A NUL byte in a quoted name, escaped or raw, is an error at the name, as in llvm-as-22; in a
; c"..." or metadata string it is kept, and outside strings it is blank.
; RUN: not atomir assemble %S/Inputs/nul-name-escaped.ll 2>&1 | FileCheck %s --check-prefix=ESC
; ESC: error: NUL character is not allowed in names
; ESC-NEXT: nul-name-escaped.ll:1:1
; RUN: not atomir assemble %S/Inputs/nul-name-raw.ll 2>&1 | FileCheck %s --check-prefix=RAW
; RAW: error: NUL character is not allowed in names
; RAW-NEXT: nul-name-raw.ll:2:1
; RUN: atomir assemble %S/Inputs/nul-blank.ll | FileCheck %s --check-prefix=BLANK
; BLANK: @g = global i32 0
; BLANK-NEXT: @h = global i32 1
