; Fences around atomic loads and stores, per target: ARM v7 `dmb ish`, ARM v6 `mcr` (CP15
; barrier), PowerPC sync/lwsync before and a cfence on the loaded value after, MIPS IR fences
; of the access's ordering, RISC-V and SPARC V9 their own placement. The access itself
; becomes monotonic. CHECK lines are opt-22's output.
; RUN: atomir opt -S -mtriple=armv7-unknown-linux-gnueabihf -passes=atomic-expand %s | FileCheck %s --check-prefix=ARM7
; RUN: atomir opt -S -mtriple=armv6-unknown-linux-gnueabihf -passes=atomic-expand %s | FileCheck %s --check-prefix=ARM6
; RUN: atomir opt -S -mtriple=powerpc64le-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=PPC
; RUN: atomir opt -S -mtriple=mips-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=MIPS
; RUN: atomir opt -S -mtriple=riscv64-unknown-linux-gnu -mattr=+a -passes=atomic-expand %s | FileCheck %s --check-prefix=RV
; RUN: atomir opt -S -mtriple=sparcv9-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=SPARC
; RUN: atomir opt -S -mtriple=x86_64-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=X86
; ARM7-LABEL: define i32 @ls(ptr %p, i32 %v) {
; ARM7-NEXT: entry:
; ARM7-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; ARM7-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM7-NEXT:   %s = load atomic i32, ptr %p monotonic, align 4
; ARM7-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM7-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM7-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; ARM7-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM7-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; ARM7-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM7-NEXT:   %r = add i32 %a, %s
; ARM7-NEXT:   ret i32 %r
; ARM7-NEXT: }
; ARM7-LABEL: define i32 @cas(ptr %p, i32 %c, i32 %n) {
; ARM7-NEXT: entry:
; ARM7-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM7-NEXT:   %r = cmpxchg ptr %p, i32 %c, i32 %n monotonic monotonic, align 4
; ARM7-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM7-NEXT:   %v = extractvalue { i32, i1 } %r, 0
; ARM7-NEXT:   ret i32 %v
; ARM7-NEXT: }
; ARM7-DAG: declare void @llvm.arm.dmb(i32) #0
; ARM6-LABEL: define i32 @ls(ptr %p, i32 %v) {
; ARM6-NEXT: entry:
; ARM6-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; ARM6-NEXT:   call void @llvm.arm.mcr(i32 15, i32 0, i32 0, i32 7, i32 10, i32 5)
; ARM6-NEXT:   %s = load atomic i32, ptr %p monotonic, align 4
; ARM6-NEXT:   call void @llvm.arm.mcr(i32 15, i32 0, i32 0, i32 7, i32 10, i32 5)
; ARM6-NEXT:   call void @llvm.arm.mcr(i32 15, i32 0, i32 0, i32 7, i32 10, i32 5)
; ARM6-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; ARM6-NEXT:   call void @llvm.arm.mcr(i32 15, i32 0, i32 0, i32 7, i32 10, i32 5)
; ARM6-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; ARM6-NEXT:   call void @llvm.arm.mcr(i32 15, i32 0, i32 0, i32 7, i32 10, i32 5)
; ARM6-NEXT:   %r = add i32 %a, %s
; ARM6-NEXT:   ret i32 %r
; ARM6-NEXT: }
; ARM6-LABEL: define i32 @cas(ptr %p, i32 %c, i32 %n) {
; ARM6-NEXT: entry:
; ARM6-NEXT:   call void @llvm.arm.mcr(i32 15, i32 0, i32 0, i32 7, i32 10, i32 5)
; ARM6-NEXT:   %r = cmpxchg ptr %p, i32 %c, i32 %n monotonic monotonic, align 4
; ARM6-NEXT:   call void @llvm.arm.mcr(i32 15, i32 0, i32 0, i32 7, i32 10, i32 5)
; ARM6-NEXT:   %v = extractvalue { i32, i1 } %r, 0
; ARM6-NEXT:   ret i32 %v
; ARM6-NEXT: }
; ARM6-DAG: declare void @llvm.arm.mcr(i32 immarg, i32 immarg, i32, i32 immarg, i32 immarg, i32 immarg) #0
; PPC-LABEL: define i32 @ls(ptr %p, i32 %v) {
; PPC-NEXT: entry:
; PPC-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; PPC-NEXT:   call void @llvm.ppc.cfence.i32(i32 %a)
; PPC-NEXT:   call void @llvm.ppc.sync()
; PPC-NEXT:   %s = load atomic i32, ptr %p monotonic, align 4
; PPC-NEXT:   call void @llvm.ppc.cfence.i32(i32 %s)
; PPC-NEXT:   call void @llvm.ppc.lwsync()
; PPC-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; PPC-NEXT:   call void @llvm.ppc.sync()
; PPC-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; PPC-NEXT:   %r = add i32 %a, %s
; PPC-NEXT:   ret i32 %r
; PPC-NEXT: }
; PPC-LABEL: define i32 @cas(ptr %p, i32 %c, i32 %n) {
; PPC-NEXT: entry:
; PPC-NEXT:   br label %cmpxchg.start
; PPC-EMPTY:
; PPC-NEXT: cmpxchg.start:
; PPC-NEXT:   %larx = call i32 @llvm.ppc.lwarx(ptr %p)
; PPC-NEXT:   %should_store = icmp eq i32 %larx, %c
; PPC-NEXT:   br i1 %should_store, label %cmpxchg.fencedstore, label %cmpxchg.nostore, !prof !0
; PPC-EMPTY:
; PPC-NEXT: cmpxchg.fencedstore:
; PPC-NEXT:   call void @llvm.ppc.lwsync()
; PPC-NEXT:   br label %cmpxchg.trystore
; PPC-EMPTY:
; PPC-NEXT: cmpxchg.trystore:
; PPC-NEXT:   %loaded.trystore = phi i32 [ %larx, %cmpxchg.fencedstore ], [ %larx1, %cmpxchg.releasedload ]
; PPC-NEXT:   %stcx = call i32 @llvm.ppc.stwcx(ptr %p, i32 %n)
; PPC-NEXT:   %0 = xor i32 %stcx, 1
; PPC-NEXT:   %success = icmp eq i32 %0, 0
; PPC-NEXT:   br i1 %success, label %cmpxchg.success, label %cmpxchg.releasedload, !prof !0
; PPC-EMPTY:
; PPC-NEXT: cmpxchg.releasedload:
; PPC-NEXT:   %larx1 = call i32 @llvm.ppc.lwarx(ptr %p)
; PPC-NEXT:   %should_store2 = icmp eq i32 %larx1, %c
; PPC-NEXT:   br i1 %should_store2, label %cmpxchg.trystore, label %cmpxchg.nostore, !prof !0
; PPC-EMPTY:
; PPC-NEXT: cmpxchg.success:
; PPC-NEXT:   call void @llvm.ppc.lwsync()
; PPC-NEXT:   br label %cmpxchg.end
; PPC-EMPTY:
; PPC-NEXT: cmpxchg.nostore:
; PPC-NEXT:   %loaded.nostore = phi i32 [ %larx, %cmpxchg.start ], [ %larx1, %cmpxchg.releasedload ]
; PPC-NEXT:   br label %cmpxchg.failure
; PPC-EMPTY:
; PPC-NEXT: cmpxchg.failure:
; PPC-NEXT:   %loaded.failure = phi i32 [ %loaded.nostore, %cmpxchg.nostore ]
; PPC-NEXT:   br label %cmpxchg.end
; PPC-EMPTY:
; PPC-NEXT: cmpxchg.end:
; PPC-NEXT:   %loaded.exit = phi i32 [ %loaded.trystore, %cmpxchg.success ], [ %loaded.failure, %cmpxchg.failure ]
; PPC-NEXT:   %success3 = phi i1 [ true, %cmpxchg.success ], [ false, %cmpxchg.failure ]
; PPC-NEXT:   ret i32 %loaded.exit
; PPC-NEXT: }
; PPC-DAG: declare void @llvm.ppc.sync() #0
; PPC-DAG: declare void @llvm.ppc.lwsync() #0
; PPC-DAG: declare void @llvm.ppc.cfence.i32(i32) #0
; PPC-DAG: declare i32 @llvm.ppc.lwarx(ptr) #1
; PPC-DAG: declare i32 @llvm.ppc.stwcx(ptr, i32) #2
; MIPS-LABEL: define i32 @ls(ptr %p, i32 %v) {
; MIPS-NEXT: entry:
; MIPS-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; MIPS-NEXT:   fence acquire
; MIPS-NEXT:   %s = load atomic i32, ptr %p monotonic, align 4
; MIPS-NEXT:   fence seq_cst
; MIPS-NEXT:   fence release
; MIPS-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; MIPS-NEXT:   fence seq_cst
; MIPS-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; MIPS-NEXT:   fence seq_cst
; MIPS-NEXT:   %r = add i32 %a, %s
; MIPS-NEXT:   ret i32 %r
; MIPS-NEXT: }
; MIPS-LABEL: define i32 @cas(ptr %p, i32 %c, i32 %n) {
; MIPS-NEXT: entry:
; MIPS-NEXT:   fence acq_rel
; MIPS-NEXT:   %r = cmpxchg ptr %p, i32 %c, i32 %n monotonic monotonic, align 4
; MIPS-NEXT:   fence acq_rel
; MIPS-NEXT:   %v = extractvalue { i32, i1 } %r, 0
; MIPS-NEXT:   ret i32 %v
; MIPS-NEXT: }
; RV-LABEL: define i32 @ls(ptr %p, i32 %v) #0 {
; RV-NEXT: entry:
; RV-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; RV-NEXT:   fence acquire
; RV-NEXT:   fence seq_cst
; RV-NEXT:   %s = load atomic i32, ptr %p monotonic, align 4
; RV-NEXT:   fence acquire
; RV-NEXT:   fence release
; RV-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; RV-NEXT:   fence release
; RV-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; RV-NEXT:   fence seq_cst
; RV-NEXT:   %r = add i32 %a, %s
; RV-NEXT:   ret i32 %r
; RV-NEXT: }
; RV-LABEL: define i32 @cas(ptr %p, i32 %c, i32 %n) #0 {
; RV-NEXT: entry:
; RV-NEXT:   %r = cmpxchg ptr %p, i32 %c, i32 %n acq_rel monotonic, align 4
; RV-NEXT:   %v = extractvalue { i32, i1 } %r, 0
; RV-NEXT:   ret i32 %v
; RV-NEXT: }
; SPARC-LABEL: define i32 @ls(ptr %p, i32 %v) {
; SPARC-NEXT: entry:
; SPARC-NEXT:   %a = load atomic i32, ptr %p monotonic, align 4
; SPARC-NEXT:   fence acquire
; SPARC-NEXT:   %s = load atomic i32, ptr %p monotonic, align 4
; SPARC-NEXT:   fence acquire
; SPARC-NEXT:   fence release
; SPARC-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; SPARC-NEXT:   fence release
; SPARC-NEXT:   store atomic i32 %v, ptr %p monotonic, align 4
; SPARC-NEXT:   fence seq_cst
; SPARC-NEXT:   %r = add i32 %a, %s
; SPARC-NEXT:   ret i32 %r
; SPARC-NEXT: }
; SPARC-LABEL: define i32 @cas(ptr %p, i32 %c, i32 %n) {
; SPARC-NEXT: entry:
; SPARC-NEXT:   fence release
; SPARC-NEXT:   %r = cmpxchg ptr %p, i32 %c, i32 %n monotonic monotonic, align 4
; SPARC-NEXT:   fence acquire
; SPARC-NEXT:   %v = extractvalue { i32, i1 } %r, 0
; SPARC-NEXT:   ret i32 %v
; SPARC-NEXT: }
; X86-LABEL: define i32 @ls(ptr %p, i32 %v) {
; X86-NEXT: entry:
; X86-NEXT:   %a = load atomic i32, ptr %p acquire, align 4
; X86-NEXT:   %s = load atomic i32, ptr %p seq_cst, align 4
; X86-NEXT:   store atomic i32 %v, ptr %p release, align 4
; X86-NEXT:   store atomic i32 %v, ptr %p seq_cst, align 4
; X86-NEXT:   %r = add i32 %a, %s
; X86-NEXT:   ret i32 %r
; X86-NEXT: }
; X86-LABEL: define i32 @cas(ptr %p, i32 %c, i32 %n) {
; X86-NEXT: entry:
; X86-NEXT:   %r = cmpxchg ptr %p, i32 %c, i32 %n acq_rel monotonic, align 4
; X86-NEXT:   %v = extractvalue { i32, i1 } %r, 0
; X86-NEXT:   ret i32 %v
; X86-NEXT: }
define i32 @ls(ptr %p, i32 %v) {
entry:
  %a = load atomic i32, ptr %p acquire, align 4
  %s = load atomic i32, ptr %p seq_cst, align 4
  store atomic i32 %v, ptr %p release, align 4
  store atomic i32 %v, ptr %p seq_cst, align 4
  %r = add i32 %a, %s
  ret i32 %r
}

define i32 @cas(ptr %p, i32 %c, i32 %n) {
entry:
  %r = cmpxchg ptr %p, i32 %c, i32 %n acq_rel monotonic, align 4
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}
