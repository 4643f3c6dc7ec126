#!/usr/bin/env bash
# Issue 16's "Power" figures: on SQLite -O0 (sqlite3.O0 from the IR corpus, `optnone` taken off
# its attribute groups as scripts/opt-sqlite-exec.sh does), the issue's pipeline
#   mem2reg,early-cse<memssa>,gvn,dse,loop-mssa(licm),instcombine<no-verify-fixpoint>,simplifycfg
# run by atomir and by opt-22 (the same pipeline for both). Prints:
#   - plain loads and stores, and atomic ones separately, before and after each tool;
#   - removed plain loads+stores by each tool and atomir's as a percentage of opt-22's
#     (issue 16 asks >= 80%);
#   - wall time and CPU time (user+system; median of -r runs, the two tools alternated, both
#     writing -S text to a file) and peak RSS (/usr/bin/time), as atomir/opt-22 ratios.
# While atomir has no `licm` (another branch builds it), both tools run the pipeline without
# `loop-mssa(licm)` and the output says so.
# RATCHET lines: opt_power_removed_pct (atomir's removed loads+stores as % of opt-22's).
#
# Usage: scripts/opt-power.sh [-r RUNS]   (default 3)
# Env: ATOMIR (default target/release/atomir), LLVM_BIN, CORPUS; KEEP=FILE keeps atomir's output
# (to compare two builds byte for byte).
# Needs LLVM 22's opt; skips (exit 0) without it. About a minute per run pair on this machine.
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${CORPUS:-$ROOT/../shared/corpus}
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
runs=3
while getopts "r:" o; do
  case $o in r) runs=$OPTARG ;; *) sed -n '2,18p' "$0"; exit 2 ;; esac
done
[ -x "$LLVM_BIN/opt" ] || { echo "opt-power: $LLVM_BIN/opt not found; skipping."; exit 0; }
[ -x "$ATOMIR" ] || { echo "opt-power: no atomir binary ($ATOMIR); run cargo build --release" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "opt-power: /usr/bin/time not found" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

zcat "$CORPUS/ir/sqlite3.O0.ll.gz" | sed '/^attributes #/s/ optnone//' > "$tmp/sqlite.ll"

PIPELINE='mem2reg,early-cse<memssa>,gvn,dse,loop-mssa(licm),instcombine<no-verify-fixpoint>,simplifycfg'
printf 'define void @f() {\n  ret void\n}\n' > "$tmp/probe.ll"
if ! "$ATOMIR" opt -passes='loop-mssa(licm)' -disable-output "$tmp/probe.ll" 2>/dev/null; then
  PIPELINE='mem2reg,early-cse<memssa>,gvn,dse,instcombine<no-verify-fixpoint>,simplifycfg'
  echo "note: atomir has no loop-mssa(licm) yet: both tools run the pipeline without it"
fi
echo "pipeline: $PIPELINE"

# counts FILE: "plain_loads plain_stores atomic_loads atomic_stores"
counts() {
  awk '
    /^ +(%[^ ]+ = )?load / { if ($0 ~ / load atomic /) al++; else pl++ }
    /^ +store / { if ($0 ~ /^ +store atomic /) as++; else ps++ }
    END { printf "%d %d %d %d\n", pl, ps, al, as }' "$1"
}
# measure OUT CMD...: runs CMD, prints "wall_seconds peak_rss_kib cpu_seconds"
measure() {
  local out=$1; shift
  /usr/bin/time -f '%e %M %U %S' -o "$tmp/time.txt" "$@" >/dev/null 2>"$tmp/err.txt" || {
    echo "opt-power: failed: $*" >&2; cat "$tmp/err.txt" >&2; exit 1; }
  tail -1 "$tmp/time.txt" | awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }' > "$out"
}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }

: > "$tmp/mine.t"; : > "$tmp/ref.t"
for _ in $(seq "$runs"); do
  measure "$tmp/one" "$ATOMIR" opt -S -passes="$PIPELINE" "$tmp/sqlite.ll" -o "$tmp/mine.ll"
  cat "$tmp/one" >> "$tmp/mine.t"
  measure "$tmp/one" "$LLVM_BIN/opt" -S -passes="$PIPELINE" "$tmp/sqlite.ll" -o "$tmp/ref.ll"
  cat "$tmp/one" >> "$tmp/ref.t"
done

[ -n "${KEEP:-}" ] && cp "$tmp/mine.ll" "$KEEP"
read -r bl bs bal bas < <(counts "$tmp/sqlite.ll")
read -r ml ms mal mas < <(counts "$tmp/mine.ll")
read -r rl rs ral ras < <(counts "$tmp/ref.ll")
printf '%-10s %10s %10s %14s %14s\n' "" loads stores "atomic loads" "atomic stores"
printf '%-10s %10d %10d %14d %14d\n' before "$bl" "$bs" "$bal" "$bas"
printf '%-10s %10d %10d %14d %14d\n' atomir "$ml" "$ms" "$mal" "$mas"
printf '%-10s %10d %10d %14d %14d\n' opt-22 "$rl" "$rs" "$ral" "$ras"
mine_removed=$(( bl + bs - ml - ms )); ref_removed=$(( bl + bs - rl - rs ))
pct=$(awk -v a="$mine_removed" -v b="$ref_removed" 'BEGIN { if (b > 0) printf "%.1f", 100 * a / b; else print "n/a" }')
echo "removed loads+stores: atomir $mine_removed, opt-22 $ref_removed: atomir/opt-22 = $pct% (need >= 80%)"
echo "removed atomic loads+stores: atomir $(( bal + bas - mal - mas )), opt-22 $(( bal + bas - ral - ras ))"
mt=$(cut -d' ' -f1 "$tmp/mine.t" | median); rt=$(cut -d' ' -f1 "$tmp/ref.t" | median)
mm=$(cut -d' ' -f2 "$tmp/mine.t" | median); rm_=$(cut -d' ' -f2 "$tmp/ref.t" | median)
echo "wall time, median of $runs (alternated): atomir ${mt}s, opt-22 ${rt}s; atomir/opt-22 = $(awk -v a="$mt" -v b="$rt" 'BEGIN { printf "%.2f", a / b }') (need <= 1)"
echo "  atomir runs: $(cut -d' ' -f1 "$tmp/mine.t" | tr '\n' ' ')  opt-22 runs: $(cut -d' ' -f1 "$tmp/ref.t" | tr '\n' ' ')"
mc=$(cut -d' ' -f3 "$tmp/mine.t" | median); rc=$(cut -d' ' -f3 "$tmp/ref.t" | median)
echo "CPU time (user+sys), median: atomir ${mc}s, opt-22 ${rc}s; atomir/opt-22 = $(awk -v a="$mc" -v b="$rc" 'BEGIN { printf "%.2f", a / b }')"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "peak RSS, median: atomir $((mm / 1024)) MiB, opt-22 $((rm_ / 1024)) MiB; atomir/opt-22 = $(awk -v a="$mm" -v b="$rm_" 'BEGIN { printf "%.2f", a / b }')"
echo "RATCHET opt_power_removed_pct $pct"
