; RUN: atomir assemble %s -o - | FileCheck %s
; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/update-checks.py --style=llvm22
; CHECK: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare <8 x float> @llvm.x86.avx.hadd.ps.256(<8 x float>, <8 x float>) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float>, <4 x float>) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8>, <32 x i8>) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare i32 @llvm.x86.avx2.pmovmskb(<32 x i8>) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8>, <32 x i8>) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare i32 @llvm.x86.sse42.crc32.32.8(i32, i8) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare <2 x i64> @llvm.x86.aesni.aesenc(<2 x i64>, <2 x i64>) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare <2 x i64> @llvm.x86.pclmulqdq(<2 x i64>, <2 x i64>, i8 immarg) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float>, <16 x float>, i16) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nounwind
; CHECK-NEXT: declare void @llvm.x86.sse2.clflush(ptr) #1
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nounwind
; CHECK-NEXT: declare void @llvm.x86.sse2.lfence() #1
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nounwind
; CHECK-NEXT: declare void @llvm.x86.sse2.pause() #1
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nounwind
; CHECK-NEXT: declare i64 @llvm.x86.rdtsc() #1
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare i32 @llvm.x86.sse2.cvtsd2si(<2 x double>) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-NEXT: declare i32 @llvm.x86.sse2.comieq.sd(<2 x double>, <2 x double>) #0
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>) #2
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>) #2
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare float @llvm.vector.reduce.fmax.v8f32(<8 x float>) #2
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
; CHECK-NEXT: declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>) #3
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
; CHECK-NEXT: declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>) #4
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
; CHECK-NEXT: declare <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, <4 x i1>, <4 x i32>) #5
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare i32 @llvm.sadd.sat.i32(i32, i32) #6
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #6
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare <4 x i32> @llvm.ushl.sat.v4i32(<4 x i32>, <4 x i32>) #2
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
; CHECK-NEXT: declare i32 @llvm.experimental.constrained.fptosi.i32.f64(double, metadata) #7
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
; CHECK-NEXT: declare void @llvm.experimental.noalias.scope.decl(metadata) #8
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
; CHECK-NEXT: declare token @llvm.coro.id(i32, ptr readnone, ptr readonly captures(none), ptr) #3
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nounwind
; CHECK-NEXT: declare ptr @llvm.coro.begin(token, ptr writeonly) #1
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nounwind
; CHECK-NEXT: declare i8 @llvm.coro.suspend(token, i1) #1
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nounwind memory(none)
; CHECK-NEXT: declare i64 @llvm.coro.size.i64() #9
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-NEXT: declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2
; CHECK-EMPTY:
; CHECK-NEXT: ; Function Attrs: nounwind
; CHECK-NEXT: ; Unknown intrinsic
; CHECK-NEXT: declare void @llvm.x86.sse2.pause.i32() #1
; CHECK-EMPTY:
; CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
; CHECK-NEXT: attributes #1 = { nounwind }
; CHECK-NEXT: attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; CHECK-NEXT: attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
; CHECK-NEXT: attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
; CHECK-NEXT: attributes #5 = { nocallback nofree nosync nounwind willreturn memory(read) }
; CHECK-NEXT: attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
; CHECK-NEXT: attributes #7 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
; CHECK-NEXT: attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
; CHECK-NEXT: attributes #9 = { nounwind memory(none) }
; Intrinsic declarations take their attributes from LLVM 22's intrinsic table (generated data,
; src/ir/data/intrinsics.tsv), whatever the input wrote (here clang's `mustprogress` groups):
; x86 SSE/AVX/AVX-512, vector reductions, masked memory, saturating and overflow arithmetic,
; experimental and coroutine intrinsics, and a name with a suffix a non-overloaded intrinsic
; does not take (unknown).

declare <8 x float> @llvm.x86.avx.hadd.ps.256(<8 x float>, <8 x float>) #0
declare <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float>, <4 x float>) #0
declare <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8>, <32 x i8>) #0
declare i32 @llvm.x86.avx2.pmovmskb(<32 x i8>) #0
declare <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8>, <32 x i8>) #0
declare i32 @llvm.x86.sse42.crc32.32.8(i32, i8) #0
declare <2 x i64> @llvm.x86.aesni.aesenc(<2 x i64>, <2 x i64>) #0
declare <2 x i64> @llvm.x86.pclmulqdq(<2 x i64>, <2 x i64>, i8) #0
declare <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float>, <16 x float>, i16) #0
declare void @llvm.x86.sse2.clflush(ptr) #1
declare void @llvm.x86.sse2.lfence() #1
declare void @llvm.x86.sse2.pause() #1
declare i64 @llvm.x86.rdtsc() #1
declare i32 @llvm.x86.sse2.cvtsd2si(<2 x double>) #0
declare i32 @llvm.x86.sse2.comieq.sd(<2 x double>, <2 x double>) #0
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>) #0
declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>) #0
declare float @llvm.vector.reduce.fmax.v8f32(<8 x float>) #0
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>) #2
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>) #2
declare <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, <4 x i1>, <4 x i32>) #2
declare i32 @llvm.sadd.sat.i32(i32, i32) #0
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #0
declare <4 x i32> @llvm.ushl.sat.v4i32(<4 x i32>, <4 x i32>) #0
declare i32 @llvm.experimental.constrained.fptosi.i32.f64(double, metadata) #1
declare void @llvm.experimental.noalias.scope.decl(metadata) #1
declare token @llvm.coro.id(i32, ptr, ptr, ptr) #1
declare ptr @llvm.coro.begin(token, ptr) #1
declare i8 @llvm.coro.suspend(token, i1) #1
declare i64 @llvm.coro.size.i64() #1
declare ptr @llvm.threadlocal.address.p0(ptr) #0
declare void @llvm.x86.sse2.pause.i32() #1

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nounwind }
