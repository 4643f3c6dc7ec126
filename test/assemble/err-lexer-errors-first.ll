; llvm-as-22's lexer reports an unterminated string or quoted name itself, whatever the parser
; expected there: "end of file in string constant" at the quote, "end of file in global variable
; name" / "... COMDAT variable name" at the sigil (messages and columns of llvm-as-22).
; RUN: not atomir assemble %S/Inputs/eof-in-section.ll 2>&1 | FileCheck %s --check-prefix=SEC
; SEC: error: end of file in string constant
; SEC-NEXT: eof-in-section.ll:1:28
; RUN: not atomir assemble %S/Inputs/eof-in-local.ll 2>&1 | FileCheck %s --check-prefix=LOC
; LOC: error: end of file in global variable name
; LOC-NEXT: eof-in-local.ll:3:3
; RUN: not atomir assemble %S/Inputs/eof-in-comdat.ll 2>&1 | FileCheck %s --check-prefix=CMD
; CMD: error: end of file in COMDAT variable name
; CMD-NEXT: eof-in-comdat.ll:2:1
