#!/bin/bash
# Times `atomir mca` against llvm-mca 22 on the same inputs and CPU, single-threaded, and prints
# simulated instructions per second and the speed ratio. Also checks that both print the same
# Total Cycles, and reports time and peak RSS of a one-instruction run. The tools run alternately,
# best of MCA_BENCH_ROUNDS (5) each; MCA_BENCH_SHAPE=1 adds the issue's own shape (the sqlite3
# block x 1,000 iterations, a few minutes more).
# Usage: scripts/mca-bench.sh [atomir-binary] [extra atomir flags, e.g. -mcpu-model=FILE]
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${MCA_CORPUS:-/work/shared/corpus/mca}
LLVM_MCA=${LLVM_MCA:-/usr/lib/llvm-22/bin/llvm-mca}
BIN=${1:-$ROOT/target/release/atomir}
case "$BIN" in /*) ;; *) BIN="$PWD/$BIN" ;; esac
shift || true
EXTRA="$*"
[ -x "$BIN" ] || (cd "$ROOT" && cargo build --release -q) || exit 1
export RAYON_NUM_THREADS=1
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT

# user+sys CPU seconds of llvm-mca and of atomir on the same arguments, best of $ROUNDS each, to
# the microsecond (getrusage of the child; GNU time's two decimals cannot tell 10 ms runs apart).
# The two tools are run alternately, so that a slow spell of this shared VM (they last seconds to
# minutes) falls on both. Prints "llvm-seconds atomir-seconds"; the stdout of each tool's last
# run is left in $TMP/o.llvm and $TMP/o.atomir.
ROUNDS=${MCA_BENCH_ROUNDS:-5}
pair() {
  python3 - "$TMP" "$ROUNDS" "$@" <<'PY'
import os, resource, subprocess, sys
tmp, rounds, args = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
cut = args.index("--")
cmds = {"llvm": args[:cut], "atomir": args[cut + 1:]}
best = {}
for _ in range(rounds):
    for name, cmd in cmds.items():
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        with open(f"{tmp}/o.{name}", "wb") as o:
            subprocess.run(cmd, stdout=o, stderr=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best[name] = min(t, best.get(name, t))
print(f"{best['llvm']:.4f} {best['atomir']:.4f}")
PY
}
# The issue's reference shape: a 10,000-instruction block of real compiler output (sqlite3 through
# llc-22 -O2, cached by scripts/mca-block-diff.sh), when it can be made.
BLOCK="$ROOT/target/mca-blocks/instructions.s"
[ -s "$BLOCK" ] || "$ROOT/scripts/mca-block-diff.sh" > /dev/null 2>&1
if [ -s "$BLOCK" ]; then
  sed -n 120001,130000p "$BLOCK" > "$TMP/sqlite10k.s" 2>/dev/null || true
fi
printf '| kernel | cpu | iterations | instructions | llvm-mca s | atomir s | llvm-mca instr/s | atomir instr/s | ratio | cycles equal |\n|---|---|---|---|---|---|---|---|---|---|\n'
specs=("dot btver2 10000 100000" "clang_saxpy skylake 10000 100000" "clang_crc haswell 10000 100000" "addchain skylake 10000 100000" "clang_saxpy atom 10000 100000" "clang_crc znver1 10000 100000")
# The issue's own shape (the block x 1,000 iterations: ~20 s per llvm-mca run) with
# MCA_BENCH_SHAPE=1.
if [ -s "$TMP/sqlite10k.s" ]; then
  if [ -n "${MCA_BENCH_SHAPE:-}" ]; then specs+=("sqlite10k skylake 10 100 1000"); else specs+=("sqlite10k skylake 10 100"); fi
fi
for spec in "${specs[@]}"; do
  set -- $spec; k=$1; c=$2; shift 2; its="$*"
  file="$CORPUS/kernels/$k.s"; [ "$k" = sqlite10k ] && file="$TMP/sqlite10k.s"
  for it in $its; do
    # shellcheck disable=SC2086
    read -r tl ta < <(pair "$LLVM_MCA" -mcpu=$c -iterations=$it "$file" -- "$BIN" mca -mcpu=$c $EXTRA -iterations=$it "$file")
    cl=$(grep 'Total Cycles' "$TMP/o.llvm" | head -1); ca=$(grep 'Total Cycles' "$TMP/o.atomir" | head -1)
    ins=$(awk '/^Instructions:/{s+=$2} END{print s+0}' "$TMP/o.llvm")
    awk -v k="$k" -v c="$c" -v it="$it" -v ins="$ins" -v tl="$tl" -v ta="$ta" -v eq="$([ "$cl" = "$ca" ] && echo yes || echo no)" 'BEGIN{
      il=(tl>0?ins/tl:0); ia=(ta>0?ins/ta:0);
      printf "| %s | %s | %d | %d | %.4f | %.4f | %.0f | %.0f | %.2fx | %s |\n", k, c, it, ins, tl, ta, il, ia, (ia>0&&il>0?ia/il:0), eq }'
  done
done
echo 'addq %rax, %rbx' > "$TMP/one.s"
/usr/bin/time -f "%e %M" -o "$TMP/t" "$BIN" mca -mcpu=skylake $EXTRA "$TMP/one.s" >/dev/null 2>&1
read -r secs kb < "$TMP/t"
echo
echo "one-instruction run: ${secs}s wall, $((kb / 1024)) MiB peak RSS (targets: < 0.010 s, < 20 MiB)"
