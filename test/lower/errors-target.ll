; Unknown targets and features (also on a target without features), and no target at all.
; RUN: not atomir lower --target=vax-dec-ultrix %s 2>&1 | FileCheck %s --check-prefix=TARGET
; TARGET: atomir: error: unknown target 'vax-dec-ultrix': 'lower' knows x86_64-linux-gnu, aarch64-linux-gnu
; RUN: not atomir lower --target=x86_64-linux-gnu -mattr=+lse %s 2>&1 | FileCheck %s --check-prefix=FEATURE
; FEATURE: atomir: error: unknown feature '+lse' for target 'x86_64-linux-gnu': known features are +cx16
; RUN: not atomir lower --target=mips-linux-gnu -mattr=+foo %s 2>&1 | FileCheck %s --check-prefix=NOFEATURES
; NOFEATURES: atomir: error: unknown feature '+foo' for target 'mips-linux-gnu': the target has no features
; RUN: not atomir lower --target=x86_64-apple-darwin %s 2>&1 | FileCheck %s --check-prefix=OS
; OS: atomir: error: target 'x86_64-apple-darwin': operating system 'darwin' is not supported (only Linux ELF conventions)
; RUN: not atomir lower %s 2>&1 | FileCheck %s --check-prefix=NONE
; NONE: atomir: error: no target: give --target=TRIPLE (the module has no target triple)
; RUN: not atomir lower -print-atomic-table 2>&1 | FileCheck %s --check-prefix=TABLE
; TABLE: atomir: error: -print-atomic-table needs --target=TRIPLE
define void @f() {
  ret void
}
