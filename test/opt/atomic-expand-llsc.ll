; Load-linked/store-conditional expansions: at CodeGen level 2 ARM and AArch64 (without
; LSE) loop atomicrmw around ldrex/strex (ldrexd/strexd for 64 bits) or ldaxr/stlxr, and
; expand cmpxchg into cmpxchg.start/fencedstore/trystore/releasedload/success/nostore/
; failure/end with likely branch weights; PowerPC does so at every level with lwarx/stwcx.
; At level 0 (opt's default) ARM and AArch64 keep cmpxchg and loop around it instead.
; CHECK lines are opt-22's output.
; RUN: atomir opt -S -mtriple=armv7-unknown-linux-gnueabihf -codegen-opt-level=2 -passes=atomic-expand %s | FileCheck %s --check-prefix=ARM2
; RUN: atomir opt -S -mtriple=armv7-unknown-linux-gnueabihf -passes=atomic-expand %s | FileCheck %s --check-prefix=ARM0
; RUN: atomir opt -S -mtriple=aarch64-unknown-linux-gnu -codegen-opt-level=2 -passes=atomic-expand %s | FileCheck %s --check-prefix=A64
; RUN: atomir opt -S -mtriple=powerpc64le-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=PPC
; ARM2-LABEL: define i64 @rmw(ptr %p, i64 %v) {
; ARM2-NEXT: entry:
; ARM2-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM2-NEXT:   br label %atomicrmw.start
; ARM2-EMPTY:
; ARM2-NEXT: atomicrmw.start:
; ARM2-NEXT:   %lohi = call { i32, i32 } @llvm.arm.ldrexd(ptr %p)
; ARM2-NEXT:   %lo = extractvalue { i32, i32 } %lohi, 0
; ARM2-NEXT:   %hi = extractvalue { i32, i32 } %lohi, 1
; ARM2-NEXT:   %lo64 = zext i32 %lo to i64
; ARM2-NEXT:   %hi64 = zext i32 %hi to i64
; ARM2-NEXT:   %0 = shl i64 %hi64, 32
; ARM2-NEXT:   %val64 = or i64 %lo64, %0
; ARM2-NEXT:   %new = sub i64 %val64, %v
; ARM2-NEXT:   %lo1 = trunc i64 %new to i32
; ARM2-NEXT:   %1 = lshr i64 %new, 32
; ARM2-NEXT:   %hi2 = trunc i64 %1 to i32
; ARM2-NEXT:   %2 = call i32 @llvm.arm.strexd(i32 %lo1, i32 %hi2, ptr %p)
; ARM2-NEXT:   %tryagain = icmp ne i32 %2, 0
; ARM2-NEXT:   br i1 %tryagain, label %atomicrmw.start, label %atomicrmw.end
; ARM2-EMPTY:
; ARM2-NEXT: atomicrmw.end:
; ARM2-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM2-NEXT:   ret i64 %val64
; ARM2-NEXT: }
; ARM2-LABEL: define i32 @cas(ptr %p, i32 %c, i32 %n) {
; ARM2-NEXT: entry:
; ARM2-NEXT:   br label %cmpxchg.start
; ARM2-EMPTY:
; ARM2-NEXT: cmpxchg.start:
; ARM2-NEXT:   %0 = call i32 @llvm.arm.ldrex.p0(ptr elementtype(i32) %p)
; ARM2-NEXT:   %should_store = icmp eq i32 %0, %c
; ARM2-NEXT:   br i1 %should_store, label %cmpxchg.fencedstore, label %cmpxchg.nostore, !prof !0
; ARM2-EMPTY:
; ARM2-NEXT: cmpxchg.fencedstore:
; ARM2-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM2-NEXT:   br label %cmpxchg.trystore
; ARM2-EMPTY:
; ARM2-NEXT: cmpxchg.trystore:
; ARM2-NEXT:   %loaded.trystore = phi i32 [ %0, %cmpxchg.fencedstore ], [ %2, %cmpxchg.releasedload ]
; ARM2-NEXT:   %1 = call i32 @llvm.arm.strex.p0(i32 %n, ptr elementtype(i32) %p)
; ARM2-NEXT:   %success = icmp eq i32 %1, 0
; ARM2-NEXT:   br i1 %success, label %cmpxchg.success, label %cmpxchg.releasedload, !prof !0
; ARM2-EMPTY:
; ARM2-NEXT: cmpxchg.releasedload:
; ARM2-NEXT:   %2 = call i32 @llvm.arm.ldrex.p0(ptr elementtype(i32) %p)
; ARM2-NEXT:   %should_store1 = icmp eq i32 %2, %c
; ARM2-NEXT:   br i1 %should_store1, label %cmpxchg.trystore, label %cmpxchg.nostore, !prof !0
; ARM2-EMPTY:
; ARM2-NEXT: cmpxchg.success:
; ARM2-NEXT:   br label %cmpxchg.end
; ARM2-EMPTY:
; ARM2-NEXT: cmpxchg.nostore:
; ARM2-NEXT:   %loaded.nostore = phi i32 [ %0, %cmpxchg.start ], [ %2, %cmpxchg.releasedload ]
; ARM2-NEXT:   call void @llvm.arm.clrex()
; ARM2-NEXT:   br label %cmpxchg.failure
; ARM2-EMPTY:
; ARM2-NEXT: cmpxchg.failure:
; ARM2-NEXT:   %loaded.failure = phi i32 [ %loaded.nostore, %cmpxchg.nostore ]
; ARM2-NEXT:   br label %cmpxchg.end
; ARM2-EMPTY:
; ARM2-NEXT: cmpxchg.end:
; ARM2-NEXT:   %loaded.exit = phi i32 [ %loaded.trystore, %cmpxchg.success ], [ %loaded.failure, %cmpxchg.failure ]
; ARM2-NEXT:   %success2 = phi i1 [ true, %cmpxchg.success ], [ false, %cmpxchg.failure ]
; ARM2-NEXT:   %s = select i1 %success2, i32 %loaded.exit, i32 0
; ARM2-NEXT:   ret i32 %s
; ARM2-NEXT: }
; ARM2-DAG: declare void @llvm.arm.dmb(i32) #0
; ARM2-DAG: declare { i32, i32 } @llvm.arm.ldrexd(ptr) #0
; ARM2-DAG: declare i32 @llvm.arm.strexd(i32, i32, ptr) #0
; ARM2-DAG: declare i32 @llvm.arm.ldrex.p0(ptr) #0
; ARM2-DAG: declare i32 @llvm.arm.strex.p0(i32, ptr) #0
; ARM2-DAG: declare void @llvm.arm.clrex() #0
; ARM0-LABEL: define i64 @rmw(ptr %p, i64 %v) {
; ARM0-NEXT: entry:
; ARM0-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM0-NEXT:   %0 = load i64, ptr %p, align 8
; ARM0-NEXT:   br label %atomicrmw.start
; ARM0-EMPTY:
; ARM0-NEXT: atomicrmw.start:
; ARM0-NEXT:   %loaded = phi i64 [ %0, %entry ], [ %newloaded, %atomicrmw.start ]
; ARM0-NEXT:   %new = sub i64 %loaded, %v
; ARM0-NEXT:   %1 = cmpxchg ptr %p, i64 %loaded, i64 %new monotonic monotonic, align 8
; ARM0-NEXT:   %success = extractvalue { i64, i1 } %1, 1
; ARM0-NEXT:   %newloaded = extractvalue { i64, i1 } %1, 0
; ARM0-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; ARM0-EMPTY:
; ARM0-NEXT: atomicrmw.end:
; ARM0-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM0-NEXT:   ret i64 %newloaded
; ARM0-NEXT: }
; ARM0-LABEL: define i32 @cas(ptr %p, i32 %c, i32 %n) {
; ARM0-NEXT: entry:
; ARM0-NEXT:   call void @llvm.arm.dmb(i32 11)
; ARM0-NEXT:   %r = cmpxchg ptr %p, i32 %c, i32 %n monotonic monotonic, align 4
; ARM0-NEXT:   %v = extractvalue { i32, i1 } %r, 0
; ARM0-NEXT:   %ok = extractvalue { i32, i1 } %r, 1
; ARM0-NEXT:   %s = select i1 %ok, i32 %v, i32 0
; ARM0-NEXT:   ret i32 %s
; ARM0-NEXT: }
; ARM0-DAG: declare void @llvm.arm.dmb(i32) #0
; A64-LABEL: define i64 @rmw(ptr %p, i64 %v) {
; A64-NEXT: entry:
; A64-NEXT:   br label %atomicrmw.start
; A64-EMPTY:
; A64-NEXT: atomicrmw.start:
; A64-NEXT:   %0 = call i64 @llvm.aarch64.ldaxr.p0(ptr elementtype(i64) %p)
; A64-NEXT:   %new = sub i64 %0, %v
; A64-NEXT:   %1 = call i32 @llvm.aarch64.stlxr.p0(i64 %new, ptr elementtype(i64) %p)
; A64-NEXT:   %tryagain = icmp ne i32 %1, 0
; A64-NEXT:   br i1 %tryagain, label %atomicrmw.start, label %atomicrmw.end
; A64-EMPTY:
; A64-NEXT: atomicrmw.end:
; A64-NEXT:   ret i64 %0
; A64-NEXT: }
; A64-LABEL: define i32 @cas(ptr %p, i32 %c, i32 %n) {
; A64-NEXT: entry:
; A64-NEXT:   br label %cmpxchg.start
; A64-EMPTY:
; A64-NEXT: cmpxchg.start:
; A64-NEXT:   %0 = call i64 @llvm.aarch64.ldxr.p0(ptr elementtype(i32) %p)
; A64-NEXT:   %1 = trunc i64 %0 to i32
; A64-NEXT:   %should_store = icmp eq i32 %1, %c
; A64-NEXT:   br i1 %should_store, label %cmpxchg.fencedstore, label %cmpxchg.nostore, !prof !0
; A64-EMPTY:
; A64-NEXT: cmpxchg.fencedstore:
; A64-NEXT:   br label %cmpxchg.trystore
; A64-EMPTY:
; A64-NEXT: cmpxchg.trystore:
; A64-NEXT:   %loaded.trystore = phi i32 [ %1, %cmpxchg.fencedstore ]
; A64-NEXT:   %2 = zext i32 %n to i64
; A64-NEXT:   %3 = call i32 @llvm.aarch64.stlxr.p0(i64 %2, ptr elementtype(i32) %p)
; A64-NEXT:   %success = icmp eq i32 %3, 0
; A64-NEXT:   br i1 %success, label %cmpxchg.success, label %cmpxchg.start, !prof !0
; A64-EMPTY:
; A64-NEXT: cmpxchg.releasedload:
; A64-NEXT:   unreachable
; A64-EMPTY:
; A64-NEXT: cmpxchg.success:
; A64-NEXT:   br label %cmpxchg.end
; A64-EMPTY:
; A64-NEXT: cmpxchg.nostore:
; A64-NEXT:   %loaded.nostore = phi i32 [ %1, %cmpxchg.start ]
; A64-NEXT:   call void @llvm.aarch64.clrex()
; A64-NEXT:   br label %cmpxchg.failure
; A64-EMPTY:
; A64-NEXT: cmpxchg.failure:
; A64-NEXT:   %loaded.failure = phi i32 [ %loaded.nostore, %cmpxchg.nostore ]
; A64-NEXT:   br label %cmpxchg.end
; A64-EMPTY:
; A64-NEXT: cmpxchg.end:
; A64-NEXT:   %loaded.exit = phi i32 [ %loaded.trystore, %cmpxchg.success ], [ %loaded.failure, %cmpxchg.failure ]
; A64-NEXT:   %success1 = phi i1 [ true, %cmpxchg.success ], [ false, %cmpxchg.failure ]
; A64-NEXT:   %s = select i1 %success1, i32 %loaded.exit, i32 0
; A64-NEXT:   ret i32 %s
; A64-NEXT: }
; A64-DAG: declare i64 @llvm.aarch64.ldaxr.p0(ptr) #0
; A64-DAG: declare i32 @llvm.aarch64.stlxr.p0(i64, ptr) #0
; A64-DAG: declare i64 @llvm.aarch64.ldxr.p0(ptr) #0
; A64-DAG: declare void @llvm.aarch64.clrex() #1
; PPC-LABEL: define i64 @rmw(ptr %p, i64 %v) {
; PPC-NEXT: entry:
; PPC-NEXT:   call void @llvm.ppc.sync()
; PPC-NEXT:   %a = atomicrmw sub ptr %p, i64 %v monotonic, align 8
; PPC-NEXT:   call void @llvm.ppc.lwsync()
; PPC-NEXT:   ret i64 %a
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
; PPC-NEXT:   %s = select i1 %success3, i32 %loaded.exit, i32 0
; PPC-NEXT:   ret i32 %s
; PPC-NEXT: }
; PPC-DAG: declare void @llvm.ppc.sync() #0
; PPC-DAG: declare void @llvm.ppc.lwsync() #0
; PPC-DAG: declare i32 @llvm.ppc.lwarx(ptr) #1
; PPC-DAG: declare i32 @llvm.ppc.stwcx(ptr, i32) #2
define i64 @rmw(ptr %p, i64 %v) {
entry:
  %a = atomicrmw sub ptr %p, i64 %v seq_cst, align 8
  ret i64 %a
}

define i32 @cas(ptr %p, i32 %c, i32 %n) {
entry:
  %r = cmpxchg ptr %p, i32 %c, i32 %n release monotonic, align 4
  %v = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %s = select i1 %ok, i32 %v, i32 0
  ret i32 %s
}
