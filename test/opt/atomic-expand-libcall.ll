; Targets without atomics (thumbv6m, SPARC V8, RISC-V without A), widths above the
; target's, and under-aligned accesses use __atomic_* libcalls: sized ones (value by value,
; C11 order numbers) when the size is a power of two the target can pass, naturally aligned;
; generic ones with stack slots in the entry block otherwise; operations without a libcall
; loop around __atomic_compare_exchange. CHECK lines are opt-22's output.
; RUN: atomir opt -S -mtriple=thumbv6m-none-eabi -passes=atomic-expand %s | FileCheck %s --check-prefix=THUMB
; RUN: atomir opt -S -mtriple=sparc-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=SPARC
; RUN: atomir opt -S -mtriple=riscv64-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=RV
; RUN: atomir opt -S -mtriple=x86_64-unknown-linux-gnu -passes=atomic-expand %s | FileCheck %s --check-prefix=X86
; THUMB-LABEL: define i64 @sized(ptr %p, i64 %v) {
; THUMB-NEXT: entry:
; THUMB-NEXT:   %0 = alloca i64, align 8
; THUMB-NEXT:   %1 = call i64 @__atomic_load_8(ptr %p, i32 5)
; THUMB-NEXT:   call void @__atomic_store_8(ptr %p, i64 %v, i32 3)
; THUMB-NEXT:   %2 = call i64 @__atomic_fetch_add_8(ptr %p, i64 %v, i32 4)
; THUMB-NEXT:   %3 = load i64, ptr %p, align 8
; THUMB-NEXT:   br label %atomicrmw.start
; THUMB-EMPTY:
; THUMB-NEXT: atomicrmw.start:
; THUMB-NEXT:   %loaded = phi i64 [ %3, %entry ], [ %newloaded, %atomicrmw.start ]
; THUMB-NEXT:   %4 = icmp sle i64 %loaded, %v
; THUMB-NEXT:   %new = select i1 %4, i64 %loaded, i64 %v
; THUMB-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; THUMB-NEXT:   store i64 %loaded, ptr %0, align 8
; THUMB-NEXT:   %5 = call zeroext i1 @__atomic_compare_exchange_8(ptr %p, ptr %0, i64 %new, i32 0, i32 0)
; THUMB-NEXT:   %6 = load i64, ptr %0, align 8
; THUMB-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; THUMB-NEXT:   %7 = insertvalue { i64, i1 } poison, i64 %6, 0
; THUMB-NEXT:   %8 = insertvalue { i64, i1 } %7, i1 %5, 1
; THUMB-NEXT:   %success = extractvalue { i64, i1 } %8, 1
; THUMB-NEXT:   %newloaded = extractvalue { i64, i1 } %8, 0
; THUMB-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; THUMB-EMPTY:
; THUMB-NEXT: atomicrmw.end:
; THUMB-NEXT:   %r = add i64 %1, %newloaded
; THUMB-NEXT:   ret i64 %r
; THUMB-NEXT: }
; THUMB-LABEL: define i128 @wide(ptr %p, i128 %c, i128 %n) {
; THUMB-NEXT: entry:
; THUMB-NEXT:   %0 = alloca i128, align 8
; THUMB-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; THUMB-NEXT:   store i128 %c, ptr %0, align 8
; THUMB-NEXT:   %1 = alloca i128, align 8
; THUMB-NEXT:   call void @llvm.lifetime.start.p0(ptr %1)
; THUMB-NEXT:   store i128 %n, ptr %1, align 8
; THUMB-NEXT:   %2 = call zeroext i1 @__atomic_compare_exchange(i32 16, ptr %p, ptr %0, ptr %1, i32 5, i32 2)
; THUMB-NEXT:   call void @llvm.lifetime.end.p0(ptr %1)
; THUMB-NEXT:   %3 = load i128, ptr %0, align 8
; THUMB-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; THUMB-NEXT:   %4 = insertvalue { i128, i1 } poison, i128 %3, 0
; THUMB-NEXT:   %5 = insertvalue { i128, i1 } %4, i1 %2, 1
; THUMB-NEXT:   %v = extractvalue { i128, i1 } %5, 0
; THUMB-NEXT:   ret i128 %v
; THUMB-NEXT: }
; THUMB-LABEL: define i32 @underaligned(ptr %p, i32 %v) {
; THUMB-NEXT: entry:
; THUMB-NEXT:   %0 = alloca i32, align 4
; THUMB-NEXT:   %1 = alloca i32, align 4
; THUMB-NEXT:   %2 = alloca i32, align 4
; THUMB-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; THUMB-NEXT:   call void @__atomic_load(i32 4, ptr %p, ptr %0, i32 2)
; THUMB-NEXT:   %3 = load i32, ptr %0, align 4
; THUMB-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; THUMB-NEXT:   call void @llvm.lifetime.start.p0(ptr %1)
; THUMB-NEXT:   store i32 %v, ptr %1, align 4
; THUMB-NEXT:   call void @llvm.lifetime.start.p0(ptr %2)
; THUMB-NEXT:   call void @__atomic_exchange(i32 4, ptr %p, ptr %1, ptr %2, i32 5)
; THUMB-NEXT:   call void @llvm.lifetime.end.p0(ptr %1)
; THUMB-NEXT:   %4 = load i32, ptr %2, align 4
; THUMB-NEXT:   call void @llvm.lifetime.end.p0(ptr %2)
; THUMB-NEXT:   %r = add i32 %3, %4
; THUMB-NEXT:   ret i32 %r
; THUMB-NEXT: }
; THUMB-DAG: declare void @llvm.lifetime.start.p0(ptr captures(none)) #0
; THUMB-DAG: declare zeroext i1 @__atomic_compare_exchange_8(ptr, ptr, i64, i32, i32)
; THUMB-DAG: declare void @llvm.lifetime.end.p0(ptr captures(none)) #0
; THUMB-DAG: declare i64 @__atomic_fetch_add_8(ptr, i64, i32)
; THUMB-DAG: declare void @__atomic_store_8(ptr, i64, i32)
; THUMB-DAG: declare i64 @__atomic_load_8(ptr, i32)
; THUMB-DAG: declare zeroext i1 @__atomic_compare_exchange(i32, ptr, ptr, ptr, i32, i32)
; THUMB-DAG: declare void @__atomic_exchange(i32, ptr, ptr, ptr, i32)
; THUMB-DAG: declare void @__atomic_load(i32, ptr, ptr, i32)
; SPARC-LABEL: define i64 @sized(ptr %p, i64 %v) {
; SPARC-NEXT: entry:
; SPARC-NEXT:   %0 = alloca i64, align 8
; SPARC-NEXT:   %1 = call i64 @__atomic_load_8(ptr %p, i32 5)
; SPARC-NEXT:   call void @__atomic_store_8(ptr %p, i64 %v, i32 3)
; SPARC-NEXT:   %2 = call i64 @__atomic_fetch_add_8(ptr %p, i64 %v, i32 4)
; SPARC-NEXT:   %3 = load i64, ptr %p, align 8
; SPARC-NEXT:   br label %atomicrmw.start
; SPARC-EMPTY:
; SPARC-NEXT: atomicrmw.start:
; SPARC-NEXT:   %loaded = phi i64 [ %3, %entry ], [ %newloaded, %atomicrmw.start ]
; SPARC-NEXT:   %4 = icmp sle i64 %loaded, %v
; SPARC-NEXT:   %new = select i1 %4, i64 %loaded, i64 %v
; SPARC-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; SPARC-NEXT:   store i64 %loaded, ptr %0, align 8
; SPARC-NEXT:   %5 = call zeroext i1 @__atomic_compare_exchange_8(ptr %p, ptr %0, i64 %new, i32 0, i32 0)
; SPARC-NEXT:   %6 = load i64, ptr %0, align 8
; SPARC-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; SPARC-NEXT:   %7 = insertvalue { i64, i1 } poison, i64 %6, 0
; SPARC-NEXT:   %8 = insertvalue { i64, i1 } %7, i1 %5, 1
; SPARC-NEXT:   %success = extractvalue { i64, i1 } %8, 1
; SPARC-NEXT:   %newloaded = extractvalue { i64, i1 } %8, 0
; SPARC-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; SPARC-EMPTY:
; SPARC-NEXT: atomicrmw.end:
; SPARC-NEXT:   %r = add i64 %1, %newloaded
; SPARC-NEXT:   ret i64 %r
; SPARC-NEXT: }
; SPARC-LABEL: define i128 @wide(ptr %p, i128 %c, i128 %n) {
; SPARC-NEXT: entry:
; SPARC-NEXT:   %0 = alloca i128, align 16
; SPARC-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; SPARC-NEXT:   store i128 %c, ptr %0, align 16
; SPARC-NEXT:   %1 = alloca i128, align 16
; SPARC-NEXT:   call void @llvm.lifetime.start.p0(ptr %1)
; SPARC-NEXT:   store i128 %n, ptr %1, align 16
; SPARC-NEXT:   %2 = call zeroext i1 @__atomic_compare_exchange(i32 16, ptr %p, ptr %0, ptr %1, i32 5, i32 2)
; SPARC-NEXT:   call void @llvm.lifetime.end.p0(ptr %1)
; SPARC-NEXT:   %3 = load i128, ptr %0, align 16
; SPARC-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; SPARC-NEXT:   %4 = insertvalue { i128, i1 } poison, i128 %3, 0
; SPARC-NEXT:   %5 = insertvalue { i128, i1 } %4, i1 %2, 1
; SPARC-NEXT:   %v = extractvalue { i128, i1 } %5, 0
; SPARC-NEXT:   ret i128 %v
; SPARC-NEXT: }
; SPARC-LABEL: define i32 @underaligned(ptr %p, i32 %v) {
; SPARC-NEXT: entry:
; SPARC-NEXT:   %0 = alloca i32, align 4
; SPARC-NEXT:   %1 = alloca i32, align 4
; SPARC-NEXT:   %2 = alloca i32, align 4
; SPARC-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; SPARC-NEXT:   call void @__atomic_load(i32 4, ptr %p, ptr %0, i32 2)
; SPARC-NEXT:   %3 = load i32, ptr %0, align 4
; SPARC-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; SPARC-NEXT:   call void @llvm.lifetime.start.p0(ptr %1)
; SPARC-NEXT:   store i32 %v, ptr %1, align 4
; SPARC-NEXT:   call void @llvm.lifetime.start.p0(ptr %2)
; SPARC-NEXT:   call void @__atomic_exchange(i32 4, ptr %p, ptr %1, ptr %2, i32 5)
; SPARC-NEXT:   call void @llvm.lifetime.end.p0(ptr %1)
; SPARC-NEXT:   %4 = load i32, ptr %2, align 4
; SPARC-NEXT:   call void @llvm.lifetime.end.p0(ptr %2)
; SPARC-NEXT:   %r = add i32 %3, %4
; SPARC-NEXT:   ret i32 %r
; SPARC-NEXT: }
; SPARC-DAG: declare void @llvm.lifetime.start.p0(ptr captures(none)) #0
; SPARC-DAG: declare zeroext i1 @__atomic_compare_exchange_8(ptr, ptr, i64, i32, i32)
; SPARC-DAG: declare void @llvm.lifetime.end.p0(ptr captures(none)) #0
; SPARC-DAG: declare i64 @__atomic_fetch_add_8(ptr, i64, i32)
; SPARC-DAG: declare void @__atomic_store_8(ptr, i64, i32)
; SPARC-DAG: declare i64 @__atomic_load_8(ptr, i32)
; SPARC-DAG: declare zeroext i1 @__atomic_compare_exchange(i32, ptr, ptr, ptr, i32, i32)
; SPARC-DAG: declare void @__atomic_exchange(i32, ptr, ptr, ptr, i32)
; SPARC-DAG: declare void @__atomic_load(i32, ptr, ptr, i32)
; RV-LABEL: define i64 @sized(ptr %p, i64 %v) {
; RV-NEXT: entry:
; RV-NEXT:   %0 = alloca i64, align 8
; RV-NEXT:   %1 = call i64 @__atomic_load_8(ptr %p, i32 5)
; RV-NEXT:   call void @__atomic_store_8(ptr %p, i64 %v, i32 3)
; RV-NEXT:   %2 = call i64 @__atomic_fetch_add_8(ptr %p, i64 %v, i32 4)
; RV-NEXT:   %3 = load i64, ptr %p, align 8
; RV-NEXT:   br label %atomicrmw.start
; RV-EMPTY:
; RV-NEXT: atomicrmw.start:
; RV-NEXT:   %loaded = phi i64 [ %3, %entry ], [ %newloaded, %atomicrmw.start ]
; RV-NEXT:   %4 = icmp sle i64 %loaded, %v
; RV-NEXT:   %new = select i1 %4, i64 %loaded, i64 %v
; RV-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; RV-NEXT:   store i64 %loaded, ptr %0, align 8
; RV-NEXT:   %5 = call zeroext i1 @__atomic_compare_exchange_8(ptr %p, ptr %0, i64 %new, i32 0, i32 0)
; RV-NEXT:   %6 = load i64, ptr %0, align 8
; RV-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; RV-NEXT:   %7 = insertvalue { i64, i1 } poison, i64 %6, 0
; RV-NEXT:   %8 = insertvalue { i64, i1 } %7, i1 %5, 1
; RV-NEXT:   %success = extractvalue { i64, i1 } %8, 1
; RV-NEXT:   %newloaded = extractvalue { i64, i1 } %8, 0
; RV-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; RV-EMPTY:
; RV-NEXT: atomicrmw.end:
; RV-NEXT:   %r = add i64 %1, %newloaded
; RV-NEXT:   ret i64 %r
; RV-NEXT: }
; RV-LABEL: define i128 @wide(ptr %p, i128 %c, i128 %n) {
; RV-NEXT: entry:
; RV-NEXT:   %0 = alloca i128, align 16
; RV-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; RV-NEXT:   store i128 %c, ptr %0, align 16
; RV-NEXT:   %1 = call zeroext i1 @__atomic_compare_exchange_16(ptr %p, ptr %0, i128 %n, i32 5, i32 2)
; RV-NEXT:   %2 = load i128, ptr %0, align 16
; RV-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; RV-NEXT:   %3 = insertvalue { i128, i1 } poison, i128 %2, 0
; RV-NEXT:   %4 = insertvalue { i128, i1 } %3, i1 %1, 1
; RV-NEXT:   %v = extractvalue { i128, i1 } %4, 0
; RV-NEXT:   ret i128 %v
; RV-NEXT: }
; RV-LABEL: define i32 @underaligned(ptr %p, i32 %v) {
; RV-NEXT: entry:
; RV-NEXT:   %0 = alloca i32, align 4
; RV-NEXT:   %1 = alloca i32, align 4
; RV-NEXT:   %2 = alloca i32, align 4
; RV-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; RV-NEXT:   call void @__atomic_load(i64 4, ptr %p, ptr %0, i32 2)
; RV-NEXT:   %3 = load i32, ptr %0, align 4
; RV-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; RV-NEXT:   call void @llvm.lifetime.start.p0(ptr %1)
; RV-NEXT:   store i32 %v, ptr %1, align 4
; RV-NEXT:   call void @llvm.lifetime.start.p0(ptr %2)
; RV-NEXT:   call void @__atomic_exchange(i64 4, ptr %p, ptr %1, ptr %2, i32 5)
; RV-NEXT:   call void @llvm.lifetime.end.p0(ptr %1)
; RV-NEXT:   %4 = load i32, ptr %2, align 4
; RV-NEXT:   call void @llvm.lifetime.end.p0(ptr %2)
; RV-NEXT:   %r = add i32 %3, %4
; RV-NEXT:   ret i32 %r
; RV-NEXT: }
; RV-DAG: declare void @llvm.lifetime.start.p0(ptr captures(none)) #0
; RV-DAG: declare zeroext i1 @__atomic_compare_exchange_8(ptr, ptr, i64, i32, i32)
; RV-DAG: declare void @llvm.lifetime.end.p0(ptr captures(none)) #0
; RV-DAG: declare i64 @__atomic_fetch_add_8(ptr, i64, i32)
; RV-DAG: declare void @__atomic_store_8(ptr, i64, i32)
; RV-DAG: declare i64 @__atomic_load_8(ptr, i32)
; RV-DAG: declare zeroext i1 @__atomic_compare_exchange_16(ptr, ptr, i128, i32, i32)
; RV-DAG: declare void @__atomic_exchange(i64, ptr, ptr, ptr, i32)
; RV-DAG: declare void @__atomic_load(i64, ptr, ptr, i32)
; X86-LABEL: define i64 @sized(ptr %p, i64 %v) {
; X86-NEXT: entry:
; X86-NEXT:   %l = load atomic i64, ptr %p seq_cst, align 8
; X86-NEXT:   store atomic i64 %v, ptr %p release, align 8
; X86-NEXT:   %x = atomicrmw add ptr %p, i64 %v acq_rel, align 8
; X86-NEXT:   %0 = load i64, ptr %p, align 8
; X86-NEXT:   br label %atomicrmw.start
; X86-EMPTY:
; X86-NEXT: atomicrmw.start:
; X86-NEXT:   %loaded = phi i64 [ %0, %entry ], [ %newloaded, %atomicrmw.start ]
; X86-NEXT:   %1 = icmp sle i64 %loaded, %v
; X86-NEXT:   %new = select i1 %1, i64 %loaded, i64 %v
; X86-NEXT:   %2 = cmpxchg ptr %p, i64 %loaded, i64 %new monotonic monotonic, align 8
; X86-NEXT:   %success = extractvalue { i64, i1 } %2, 1
; X86-NEXT:   %newloaded = extractvalue { i64, i1 } %2, 0
; X86-NEXT:   br i1 %success, label %atomicrmw.end, label %atomicrmw.start
; X86-EMPTY:
; X86-NEXT: atomicrmw.end:
; X86-NEXT:   %r = add i64 %l, %newloaded
; X86-NEXT:   ret i64 %r
; X86-NEXT: }
; X86-LABEL: define i128 @wide(ptr %p, i128 %c, i128 %n) {
; X86-NEXT: entry:
; X86-NEXT:   %0 = alloca i128, align 16
; X86-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; X86-NEXT:   store i128 %c, ptr %0, align 16
; X86-NEXT:   %1 = call zeroext i1 @__atomic_compare_exchange_16(ptr %p, ptr %0, i128 %n, i32 5, i32 2)
; X86-NEXT:   %2 = load i128, ptr %0, align 16
; X86-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; X86-NEXT:   %3 = insertvalue { i128, i1 } poison, i128 %2, 0
; X86-NEXT:   %4 = insertvalue { i128, i1 } %3, i1 %1, 1
; X86-NEXT:   %v = extractvalue { i128, i1 } %4, 0
; X86-NEXT:   ret i128 %v
; X86-NEXT: }
; X86-LABEL: define i32 @underaligned(ptr %p, i32 %v) {
; X86-NEXT: entry:
; X86-NEXT:   %0 = alloca i32, align 4
; X86-NEXT:   %1 = alloca i32, align 4
; X86-NEXT:   %2 = alloca i32, align 4
; X86-NEXT:   call void @llvm.lifetime.start.p0(ptr %0)
; X86-NEXT:   call void @__atomic_load(i64 4, ptr %p, ptr %0, i32 2)
; X86-NEXT:   %3 = load i32, ptr %0, align 4
; X86-NEXT:   call void @llvm.lifetime.end.p0(ptr %0)
; X86-NEXT:   call void @llvm.lifetime.start.p0(ptr %1)
; X86-NEXT:   store i32 %v, ptr %1, align 4
; X86-NEXT:   call void @llvm.lifetime.start.p0(ptr %2)
; X86-NEXT:   call void @__atomic_exchange(i64 4, ptr %p, ptr %1, ptr %2, i32 5)
; X86-NEXT:   call void @llvm.lifetime.end.p0(ptr %1)
; X86-NEXT:   %4 = load i32, ptr %2, align 4
; X86-NEXT:   call void @llvm.lifetime.end.p0(ptr %2)
; X86-NEXT:   %r = add i32 %3, %4
; X86-NEXT:   ret i32 %r
; X86-NEXT: }
; X86-DAG: declare void @llvm.lifetime.start.p0(ptr captures(none)) #0
; X86-DAG: declare zeroext i1 @__atomic_compare_exchange_16(ptr, ptr, i128, i32, i32)
; X86-DAG: declare void @llvm.lifetime.end.p0(ptr captures(none)) #0
; X86-DAG: declare void @__atomic_exchange(i64, ptr, ptr, ptr, i32)
; X86-DAG: declare void @__atomic_load(i64, ptr, ptr, i32)
define i64 @sized(ptr %p, i64 %v) {
entry:
  %l = load atomic i64, ptr %p seq_cst, align 8
  store atomic i64 %v, ptr %p release, align 8
  %x = atomicrmw add ptr %p, i64 %v acq_rel, align 8
  %m = atomicrmw min ptr %p, i64 %v monotonic, align 8
  %r = add i64 %l, %m
  ret i64 %r
}

define i128 @wide(ptr %p, i128 %c, i128 %n) {
entry:
  %r = cmpxchg ptr %p, i128 %c, i128 %n seq_cst acquire, align 16
  %v = extractvalue { i128, i1 } %r, 0
  ret i128 %v
}

define i32 @underaligned(ptr %p, i32 %v) {
entry:
  %l = load atomic i32, ptr %p acquire, align 2
  %x = atomicrmw xchg ptr %p, i32 %v seq_cst, align 2
  %r = add i32 %l, %x
  ret i32 %r
}
