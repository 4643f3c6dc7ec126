; A bad `target datalayout` is an error at its string, with llvm-as-22's message for each kind
; of bad specifier (each input also has an alloca and a load, which once panicked); only the
; last datalayout of the header is checked. Expected: llvm-as-22.
; RUN: not atomir assemble %S/Inputs/datalayout/unknown.ll 2>&1 | FileCheck %s --check-prefix=DL0
; RUN: not atomir assemble %S/Inputs/datalayout/unknown-byte.ll 2>&1 | FileCheck %s --check-prefix=DL1
; RUN: not atomir assemble %S/Inputs/datalayout/empty.ll 2>&1 | FileCheck %s --check-prefix=DL2
; RUN: not atomir assemble %S/Inputs/datalayout/trailing-dash.ll 2>&1 | FileCheck %s --check-prefix=DL3
; RUN: not atomir assemble %S/Inputs/datalayout/endian.ll 2>&1 | FileCheck %s --check-prefix=DL4
; RUN: not atomir assemble %S/Inputs/datalayout/mangling-form.ll 2>&1 | FileCheck %s --check-prefix=DL5
; RUN: not atomir assemble %S/Inputs/datalayout/mangling-mode.ll 2>&1 | FileCheck %s --check-prefix=DL6
; RUN: not atomir assemble %S/Inputs/datalayout/int-form.ll 2>&1 | FileCheck %s --check-prefix=DL7
; RUN: not atomir assemble %S/Inputs/datalayout/int-zero-size.ll 2>&1 | FileCheck %s --check-prefix=DL8
; RUN: not atomir assemble %S/Inputs/datalayout/int-huge-size.ll 2>&1 | FileCheck %s --check-prefix=DL9
; RUN: not atomir assemble %S/Inputs/datalayout/abi-empty.ll 2>&1 | FileCheck %s --check-prefix=DL10
; RUN: not atomir assemble %S/Inputs/datalayout/abi-pow2.ll 2>&1 | FileCheck %s --check-prefix=DL11
; RUN: not atomir assemble %S/Inputs/datalayout/abi-16bit.ll 2>&1 | FileCheck %s --check-prefix=DL12
; RUN: not atomir assemble %S/Inputs/datalayout/abi-zero.ll 2>&1 | FileCheck %s --check-prefix=DL13
; RUN: not atomir assemble %S/Inputs/datalayout/pref-pow2.ll 2>&1 | FileCheck %s --check-prefix=DL14
; RUN: not atomir assemble %S/Inputs/datalayout/pref-empty.ll 2>&1 | FileCheck %s --check-prefix=DL15
; RUN: not atomir assemble %S/Inputs/datalayout/pref-16bit.ll 2>&1 | FileCheck %s --check-prefix=DL16
; RUN: not atomir assemble %S/Inputs/datalayout/pref-zero.ll 2>&1 | FileCheck %s --check-prefix=DL17
; RUN: not atomir assemble %S/Inputs/datalayout/pref-less.ll 2>&1 | FileCheck %s --check-prefix=DL18
; RUN: not atomir assemble %S/Inputs/datalayout/i8-align.ll 2>&1 | FileCheck %s --check-prefix=DL19
; RUN: not atomir assemble %S/Inputs/datalayout/size-empty.ll 2>&1 | FileCheck %s --check-prefix=DL20
; RUN: not atomir assemble %S/Inputs/datalayout/float-form.ll 2>&1 | FileCheck %s --check-prefix=DL21
; RUN: not atomir assemble %S/Inputs/datalayout/vector-form.ll 2>&1 | FileCheck %s --check-prefix=DL22
; RUN: not atomir assemble %S/Inputs/datalayout/agg-form.ll 2>&1 | FileCheck %s --check-prefix=DL23
; RUN: not atomir assemble %S/Inputs/datalayout/agg-size.ll 2>&1 | FileCheck %s --check-prefix=DL24
; RUN: not atomir assemble %S/Inputs/datalayout/ptr-form.ll 2>&1 | FileCheck %s --check-prefix=DL25
; RUN: not atomir assemble %S/Inputs/datalayout/ptr-size.ll 2>&1 | FileCheck %s --check-prefix=DL26
; RUN: not atomir assemble %S/Inputs/datalayout/ptr-abi-zero.ll 2>&1 | FileCheck %s --check-prefix=DL27
; RUN: not atomir assemble %S/Inputs/datalayout/ptr-flag.ll 2>&1 | FileCheck %s --check-prefix=DL28
; RUN: not atomir assemble %S/Inputs/datalayout/ptr-flag-as0.ll 2>&1 | FileCheck %s --check-prefix=DL29
; RUN: not atomir assemble %S/Inputs/datalayout/ptr-as.ll 2>&1 | FileCheck %s --check-prefix=DL30
; RUN: not atomir assemble %S/Inputs/datalayout/idx-size.ll 2>&1 | FileCheck %s --check-prefix=DL31
; RUN: not atomir assemble %S/Inputs/datalayout/idx-larger.ll 2>&1 | FileCheck %s --check-prefix=DL32
; RUN: not atomir assemble %S/Inputs/datalayout/stack-form.ll 2>&1 | FileCheck %s --check-prefix=DL33
; RUN: not atomir assemble %S/Inputs/datalayout/stack-zero.ll 2>&1 | FileCheck %s --check-prefix=DL34
; RUN: not atomir assemble %S/Inputs/datalayout/stack-pow2.ll 2>&1 | FileCheck %s --check-prefix=DL35
; RUN: not atomir assemble %S/Inputs/datalayout/stack-16bit.ll 2>&1 | FileCheck %s --check-prefix=DL36
; RUN: not atomir assemble %S/Inputs/datalayout/as-form.ll 2>&1 | FileCheck %s --check-prefix=DL37
; RUN: not atomir assemble %S/Inputs/datalayout/as-24bit.ll 2>&1 | FileCheck %s --check-prefix=DL38
; RUN: not atomir assemble %S/Inputs/datalayout/prog-as.ll 2>&1 | FileCheck %s --check-prefix=DL39
; RUN: not atomir assemble %S/Inputs/datalayout/global-as.ll 2>&1 | FileCheck %s --check-prefix=DL40
; RUN: not atomir assemble %S/Inputs/datalayout/native-empty.ll 2>&1 | FileCheck %s --check-prefix=DL41
; RUN: not atomir assemble %S/Inputs/datalayout/native-zero.ll 2>&1 | FileCheck %s --check-prefix=DL42
; RUN: not atomir assemble %S/Inputs/datalayout/ni-form.ll 2>&1 | FileCheck %s --check-prefix=DL43
; RUN: not atomir assemble %S/Inputs/datalayout/ni-zero.ll 2>&1 | FileCheck %s --check-prefix=DL44
; RUN: not atomir assemble %S/Inputs/datalayout/ni-empty.ll 2>&1 | FileCheck %s --check-prefix=DL45
; RUN: not atomir assemble %S/Inputs/datalayout/fnptr-form.ll 2>&1 | FileCheck %s --check-prefix=DL46
; RUN: not atomir assemble %S/Inputs/datalayout/fnptr-type.ll 2>&1 | FileCheck %s --check-prefix=DL47
; RUN: not atomir assemble %S/Inputs/datalayout/fnptr-abi.ll 2>&1 | FileCheck %s --check-prefix=DL48
; RUN: not atomir assemble %S/Inputs/datalayout/last-wins.ll 2>&1 | FileCheck %s --check-prefix=DL49
; RUN: not atomir assemble %S/Inputs/datalayout/late-target.ll 2>&1 | FileCheck %s --check-prefix=LATE
; RUN: not atomir verify %S/Inputs/datalayout/unknown-byte.ll 2>&1 | FileCheck %s --check-prefix=DL1
; RUN: not atomir opt -passes=verify -S %S/Inputs/datalayout/unknown-byte.ll 2>&1 | FileCheck %s --check-prefix=DL1
; DL0: error: unknown specifier 'x'
; DL0-NEXT: unknown.ll:1:21
; DL1: error: unknown specifier '{{.}}'
; DL1-NEXT: unknown-byte.ll:1:21
; DL2: error: empty specification is not allowed
; DL2-NEXT: empty.ll:1:21
; DL3: error: empty specification is not allowed
; DL3-NEXT: trailing-dash.ll:1:21
; DL4: error: malformed specification, must be just 'e' or 'E'
; DL4-NEXT: endian.ll:1:21
; DL5: error: malformed specification, must be of the form "m:<mangling>"
; DL5-NEXT: mangling-form.ll:1:21
; DL6: error: unknown mangling mode
; DL6-NEXT: mangling-mode.ll:1:21
; DL7: error: malformed specification, must be of the form "i<size>:<abi>{{\[}}:<pref>]"
; DL7-NEXT: int-form.ll:1:21
; DL8: error: size must be a non-zero 24-bit integer
; DL8-NEXT: int-zero-size.ll:1:21
; DL9: error: size must be a non-zero 24-bit integer
; DL9-NEXT: int-huge-size.ll:1:21
; DL10: error: ABI alignment component cannot be empty
; DL10-NEXT: abi-empty.ll:1:21
; DL11: error: ABI alignment must be a power of two times the byte width
; DL11-NEXT: abi-pow2.ll:1:21
; DL12: error: ABI alignment must be a 16-bit integer
; DL12-NEXT: abi-16bit.ll:1:21
; DL13: error: ABI alignment must be non-zero
; DL13-NEXT: abi-zero.ll:1:21
; DL14: error: preferred alignment must be a power of two times the byte width
; DL14-NEXT: pref-pow2.ll:1:21
; DL15: error: preferred alignment component cannot be empty
; DL15-NEXT: pref-empty.ll:1:21
; DL16: error: preferred alignment must be a 16-bit integer
; DL16-NEXT: pref-16bit.ll:1:21
; DL17: error: preferred alignment must be non-zero
; DL17-NEXT: pref-zero.ll:1:21
; DL18: error: preferred alignment cannot be less than the ABI alignment
; DL18-NEXT: pref-less.ll:1:21
; DL19: error: i8 must be 8-bit aligned
; DL19-NEXT: i8-align.ll:1:21
; DL20: error: size component cannot be empty
; DL20-NEXT: size-empty.ll:1:21
; DL21: error: malformed specification, must be of the form "f<size>:<abi>{{\[}}:<pref>]"
; DL21-NEXT: float-form.ll:1:21
; DL22: error: malformed specification, must be of the form "v<size>:<abi>{{\[}}:<pref>]"
; DL22-NEXT: vector-form.ll:1:21
; DL23: error: malformed specification, must be of the form "a:<abi>{{\[}}:<pref>]"
; DL23-NEXT: agg-form.ll:1:21
; DL24: error: size must be zero
; DL24-NEXT: agg-size.ll:1:21
; DL25: error: malformed specification, must be of the form "p{{\[}}<n>]:<size>:<abi>{{\[}}:<pref>{{\[}}:<idx>]]"
; DL25-NEXT: ptr-form.ll:1:21
; DL26: error: pointer size must be a non-zero 24-bit integer
; DL26-NEXT: ptr-size.ll:1:21
; DL27: error: ABI alignment must be non-zero
; DL27-NEXT: ptr-abi-zero.ll:1:21
; DL28: error: 'z' is not a valid pointer specification flag
; DL28-NEXT: ptr-flag.ll:1:21
; DL29: error: address space 0 cannot be unstable or have external state
; DL29-NEXT: ptr-flag-as0.ll:1:21
; DL30: error: address space must be a 24-bit integer
; DL30-NEXT: ptr-as.ll:1:21
; DL31: error: index size must be a non-zero 24-bit integer
; DL31-NEXT: idx-size.ll:1:21
; DL32: error: index size cannot be larger than the pointer size
; DL32-NEXT: idx-larger.ll:1:21
; DL33: error: malformed specification, must be of the form "S<size>"
; DL33-NEXT: stack-form.ll:1:21
; DL34: error: stack natural alignment must be non-zero
; DL34-NEXT: stack-zero.ll:1:21
; DL35: error: stack natural alignment must be a power of two times the byte width
; DL35-NEXT: stack-pow2.ll:1:21
; DL36: error: stack natural alignment must be a 16-bit integer
; DL36-NEXT: stack-16bit.ll:1:21
; DL37: error: malformed specification, must be of the form "A<address space>"
; DL37-NEXT: as-form.ll:1:21
; DL38: error: address space must be a 24-bit integer
; DL38-NEXT: as-24bit.ll:1:21
; DL39: error: address space must be a 24-bit integer
; DL39-NEXT: prog-as.ll:1:21
; DL40: error: malformed specification, must be of the form "G<address space>"
; DL40-NEXT: global-as.ll:1:21
; DL41: error: size component cannot be empty
; DL41-NEXT: native-empty.ll:1:21
; DL42: error: size must be a non-zero 24-bit integer
; DL42-NEXT: native-zero.ll:1:21
; DL43: error: malformed specification, must be of the form "ni:<address space>{{\[}}:<address space>]..."
; DL43-NEXT: ni-form.ll:1:21
; DL44: error: address space 0 cannot be non-integral
; DL44-NEXT: ni-zero.ll:1:21
; DL45: error: address space component cannot be empty
; DL45-NEXT: ni-empty.ll:1:21
; DL46: error: malformed specification, must be of the form "F<type><abi>"
; DL46-NEXT: fnptr-form.ll:1:21
; DL47: error: unknown function pointer alignment type 'x'
; DL47-NEXT: fnptr-type.ll:1:21
; DL48: error: ABI alignment must be a power of two times the byte width
; DL48-NEXT: fnptr-abi.ll:1:21
; DL49: error: unknown specifier 'x'
; DL49-NEXT: last-wins.ll:3:21
; LATE: error: expected top-level entity
; LATE-NEXT: late-target.ll:2:1
