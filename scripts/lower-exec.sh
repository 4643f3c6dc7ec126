#!/usr/bin/env bash
# Runs the lower-exec matrix: for each target, atomir lowers scripts/lower-exec/ops*.ll, the
# target's gcc assembles and links the output with scripts/lower-exec/harness.c, and the binary
# runs (natively or under qemu-user): single-thread checks of every operation, 2 threads x N
# updates per operation with exact counters, and a non-atomic control that must lose updates.
# Prints one row per target: target, runner, checks passed, failed, result.
#
# Usage: scripts/lower-exec.sh [N]        (N updates per thread, default 1000000)
# Env: ATOMIR=path to the binary (default: target/debug/atomir, built if missing);
# ROWS=an extended regex: only the rows whose target (e.g. `^riscv64`) matches run;
# REQUIRE=1: a row whose compiler or emulator is missing fails instead of saying NOT RUN (CI);
# TIMEOUT=seconds a run may take (default 900; a hung run fails its row).
# Needs: gcc and libatomic (x86-64); qemu-user, gcc-aarch64-linux-gnu, libc6-dev-arm64-cross
# (AArch64 rows, run as `qemu-aarch64 -L /usr/aarch64-linux-gnu`), gcc-riscv64-linux-gnu,
# libc6-dev-riscv64-cross (RISC-V rows; +f,+d because Debian's gcc uses the lp64d ABI);
# gcc-i686-linux-gnu (i686 and i386 rows; i386 links scripts/lower-exec/sync-runtime.c, the
# __sync_* runtime a target without cmpxchg needs); gcc-alpha-linux-gnu, libc6.1-dev-alpha-cross
# (Alpha: linked dynamically, run as `qemu-alpha -L /usr/alpha-linux-gnu`; -mieee because the
# harness's reference computes with NaNs);
# gcc-mips-linux-gnu, libc6-dev-mips-cross, gcc-mips64el-linux-gnuabi64, libc6-dev-mips64el-cross
# (MIPS rows: static links, qemu-mips / qemu-mips64el), gcc-sparc64-linux-gnu,
# libc6-dev-sparc64-cross (SPARC V9 row: static link, qemu-sparc64; the SPARC V8 row also needs
# gcc-12-multilib-sparc64-linux-gnu for -m32 and lib32atomic, and runs under qemu-sparc32plus);
# gcc-powerpc64le-linux-gnu, libc6-dev-ppc64el-cross (PowerPC 64 LE rows: under qemu-ppc64le
# 7.2 libatomic's 16-byte functions spin forever in lqarx/stqcx., so the PowerPC 64 rows link
# scripts/lower-exec/atomic16-runtime.c, a lock-based __atomic_*_16 for atomir's i128 calls);
# gcc-powerpc64-linux-gnu, libc6-dev-ppc64-cross
# (PowerPC 64 big-endian, ELFv1); gcc-powerpc-linux-gnu, libc6-dev-powerpc-cross (PowerPC 32:
# static link, qemu-ppc);
# clang-22, ld.lld (LLVM 22) and qemu-riscv32 (RISC-V 32 rows:
# no riscv32 libc in Debian, so scripts/lower-exec/rv32/cc.sh builds harness.c against the
# freestanding runtime scripts/lower-exec/rv32/rt.c, worker processes on shared memory; GNU as
# must accept the .s files as rv32ima).;
# clang-22, lld-22, libc6-dev-armel-cross (thumbv6m: the
# ARMv6-M Thumb-1 object linked into an armel Linux program by lld, because GNU ld refuses to mix
# the M and A profiles; qemu-arm runs the Thumb-1 code). A row whose compiler or
# emulator is missing says so instead of running.
set -u
cd "$(dirname "$0")/.."
N=${1:-1000000}
ATOMIR=${ATOMIR:-target/debug/atomir}
[ -x "$ATOMIR" ] || cargo build -q || exit 1
W=scripts/lower-exec
OUT=$(mktemp -d /tmp/lower-exec.XXXXXX)
trap 'rm -rf "$OUT"' EXIT

# target | -mattr | cc | run prefix | harness defines | .ll files
# (ARM rows: gcc-arm-linux-gnueabihf + libc6-dev-armhf-cross, or gcc-arm-linux-gnueabi +
# libc6-dev-armel-cross for the soft-float ones; static; i128 through memory: HAVE_I128_MEM)
MATRIX=(
  "x86_64-linux-gnu||gcc||-DHAVE_I128 -DHAVE_I128_EXT|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "x86_64-linux-gnu|+cx16|gcc||-DHAVE_I128 -DHAVE_I128_EXT|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "aarch64-linux-gnu||aarch64-linux-gnu-gcc|qemu-aarch64 -L /usr/aarch64-linux-gnu|-DHAVE_I128 -DHAVE_I128_EXT|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "aarch64-linux-gnu|+lse|aarch64-linux-gnu-gcc|qemu-aarch64 -L /usr/aarch64-linux-gnu|-DHAVE_I128 -DHAVE_I128_EXT|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "aarch64-linux-gnu|+lse,+rcpc|aarch64-linux-gnu-gcc|qemu-aarch64 -L /usr/aarch64-linux-gnu|-DHAVE_I128 -DHAVE_I128_EXT|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "riscv64-linux-gnu|+m,+a,+f,+d|riscv64-linux-gnu-gcc|qemu-riscv64 -L /usr/riscv64-linux-gnu|-DHAVE_I128 -DHAVE_I128_EXT|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "riscv64-linux-gnu|+m,+f,+d|riscv64-linux-gnu-gcc|qemu-riscv64 -L /usr/riscv64-linux-gnu|-DHAVE_I128 -DHAVE_I128_EXT|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "i686-linux-gnu||i686-linux-gnu-gcc||-static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "i386-linux-gnu||i686-linux-gnu-gcc||-static -DHAVE_I128_MEM scripts/lower-exec/sync-runtime.c|ops.ll ops-i128-mem.ll"
  "alpha-linux-gnu||alpha-linux-gnu-gcc|qemu-alpha -L /usr/alpha-linux-gnu|-mieee -DHAVE_I128 -DHAVE_I128_EXT|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "mips-linux-gnu||mips-linux-gnu-gcc|qemu-mips|-static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "mips64el-linux-gnuabi64||mips64el-linux-gnuabi64-gcc|qemu-mips64el|-static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "sparc64-linux-gnu||sparc64-linux-gnu-gcc|qemu-sparc64|-static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "sparc-linux-gnu||sparc64-linux-gnu-gcc|qemu-sparc32plus|-m32 -static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "powerpc64le-linux-gnu||powerpc64le-linux-gnu-gcc|qemu-ppc64le -L /usr/powerpc64le-linux-gnu|-DHAVE_I128 -DHAVE_I128_EXT scripts/lower-exec/atomic16-runtime.c|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "powerpc64le-linux-gnu|-partword-atomics|powerpc64le-linux-gnu-gcc|qemu-ppc64le -L /usr/powerpc64le-linux-gnu|-DHAVE_I128 -DHAVE_I128_EXT scripts/lower-exec/atomic16-runtime.c|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "powerpc64-linux-gnu||powerpc64-linux-gnu-gcc|qemu-ppc64 -L /usr/powerpc64-linux-gnu|-DHAVE_I128 -DHAVE_I128_EXT scripts/lower-exec/atomic16-runtime.c|ops.ll ops-i128-base.ll ops-i128-ext.ll"
  "powerpc-linux-gnu||powerpc-linux-gnu-gcc|qemu-ppc|-static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "armv7-linux-gnueabihf||arm-linux-gnueabihf-gcc|qemu-arm|-static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "armv6-linux-gnueabihf||arm-linux-gnueabihf-gcc|qemu-arm|-static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "armv8a-linux-gnueabihf||arm-linux-gnueabihf-gcc|qemu-arm|-static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "armv5te-linux-gnueabi||arm-linux-gnueabi-gcc|qemu-arm|-static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "armv7-linux-gnueabi||arm-linux-gnueabi-gcc|qemu-arm|-static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "riscv32-linux-gnu|+m,+a|scripts/lower-exec/rv32/cc.sh|qemu-riscv32|-DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "riscv32-linux-gnu|+m|scripts/lower-exec/rv32/cc.sh|qemu-riscv32|-DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
  "thumbv6m-none-eabi||clang-22|qemu-arm|--target=arm-linux-gnueabi -march=armv7-a -mfloat-abi=soft -fuse-ld=lld -static -DHAVE_I128_MEM|ops.ll ops-i128-mem.ll"
)
printf '%-22s %-12s %-14s %7s %6s  %s\n' target mattr runner passed failed result
status=0
for row in "${MATRIX[@]}"; do
  IFS='|' read -r triple mattr cc runner defs files <<<"$row"
  tag="$triple${mattr:+-$mattr}"
  if [ -n "${ROWS:-}" ] && ! grep -Eq -- "$ROWS" <<<"$triple"; then continue; fi
  runner_name=${runner%% *}
  if ! command -v "$cc" >/dev/null || { [ -n "$runner" ] && ! command -v "$runner_name" >/dev/null; }; then
    printf '%-22s %-12s %-14s %7s %6s  %s\n' "$triple" "${mattr:--}" "${runner_name:-native}" - - "NOT RUN: $cc or $runner_name missing"
    [ "${REQUIRE:-0}" = 1 ] && status=1
    continue
  fi
  dir="$OUT/$tag"
  mkdir -p "$dir"
  objs=()
  ok=1
  for f in $files; do
    if ! "$ATOMIR" lower --target="$triple" ${mattr:+-mattr=$mattr} "$W/$f" -o "$dir/${f%.ll}.s" 2>"$dir/lower.err"; then
      ok=0; cat "$dir/lower.err" >&2
    fi
    objs+=("$dir/${f%.ll}.s")
  done
  if [ $ok = 1 ] && ! $cc -O2 $defs -pthread "$W/harness.c" "${objs[@]}" -o "$dir/harness" -lm -latomic 2>"$dir/cc.err"; then
    ok=0; cat "$dir/cc.err" >&2
  fi
  if [ $ok = 0 ]; then
    printf '%-22s %-12s %-14s %7s %6s  %s\n' "$triple" "${mattr:--}" "${runner_name:-native}" - - "FAIL (build)"
    status=1; continue
  fi
  timeout "${TIMEOUT:-900}" $runner "$dir/harness" "$N" >"$dir/run.log" 2>&1
  rc=$?
  grep -E '^(FAIL|control)' "$dir/run.log" | sed "s/^/  [$tag] /" >&2
  res=$(grep '^RESULT' "$dir/run.log")
  p=$(sed -n 's/.*passed=\([0-9]*\).*/\1/p' <<<"$res")
  fl=$(sed -n 's/.*failed=\([0-9]*\).*/\1/p' <<<"$res")
  verdict=PASS; [ $rc = 0 ] || { verdict=FAIL; status=1; }
  printf '%-22s %-12s %-14s %7s %6s  %s\n' "$triple" "${mattr:--}" "${runner_name:-native}" "${p:--}" "${fl:--}" "$verdict ($(sed 's/RESULT //' <<<"$res"))"
done
exit $status
