#!/usr/bin/env bash
# Real code under atomir's transforms: SQLite (sqlite3.O0 from the IR corpus, `optnone` taken off
# its attribute groups) linked with llvm-link-22 to scripts/opt-sqlite-exec/driver.c, which runs
# scripts/opt-sqlite-exec/script.sql on an in-memory database under lli-22 and prints every row.
#
# For each pipeline (default: each of issue 16's passes alone, then the issue's whole pipeline
# with `instcombine<no-verify-fixpoint>`), one row:
#   atomir      ok, or the first line of atomir's error (a pass not built yet says so)
#   verify      atomir's output through `atomir verify` (ok / failed)
#   same-output lli-22 prints the same as the unoptimised module (yes / NO / -)
#   ld+st       load and store instructions left: before, after opt-22, after atomir
#   power       atomir's removed loads+stores as a percentage of opt-22's (issue 16: >= 80%)
#   time        wall seconds of atomir and opt-22 on the same file (median of -r runs, alternated)
# The unoptimised module's output is also checked against the real database engine's result
# count printed by the driver, so a broken baseline shows up.
# Exit status 1 when an atomir output that built fails `verify` or prints something different.
#
# Usage: scripts/opt-sqlite-exec.sh [-r RUNS] [-k DIR] [PIPELINE ...]
# Env: ATOMIR (default target/release/atomir, else target/debug/atomir), LLVM_BIN, CORPUS.
# Needs LLVM 22 (opt, clang, llvm-link, lli); skips (exit 0) without it. About a minute per
# pipeline on this 2-core machine (opt-22 and lli-22 dominate); not a CI ratchet for that reason.
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${CORPUS:-$ROOT/../shared/corpus}
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
[ -x "$ATOMIR" ] || ATOMIR=$ROOT/target/debug/atomir
runs=1; keep=""
while getopts "r:k:" o; do
  case $o in r) runs=$OPTARG ;; k) keep=$OPTARG ;; *) sed -n '2,25p' "$0"; exit 2 ;; esac
done
shift $((OPTIND - 1))
for t in opt clang llvm-link lli; do
  if [ ! -x "$LLVM_BIN/$t" ]; then echo "opt-sqlite-exec: $LLVM_BIN/$t not found; skipping."; exit 0; fi
done
[ -x "$ATOMIR" ] || { echo "opt-sqlite-exec: no atomir binary ($ATOMIR); run cargo build --release" >&2; exit 1; }
if [ $# -gt 0 ]; then
  PIPELINES=("$@")
else
  PIPELINES=(mem2reg sroa 'early-cse<memssa>' gvn dse 'loop-mssa(licm)' 'instcombine<no-verify-fixpoint>'
    simplifycfg adce
    'mem2reg,early-cse<memssa>,gvn,dse,loop-mssa(licm),instcombine<no-verify-fixpoint>,simplifycfg')
fi
if [ -n "$keep" ]; then tmp=$keep; mkdir -p "$tmp"; else tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT; fi
W=$ROOT/scripts/opt-sqlite-exec

zcat "$CORPUS/ir/sqlite3.O0.ll.gz" | sed '/^attributes #/s/ optnone//' > "$tmp/sqlite.ll"
"$LLVM_BIN/clang" -O0 -Xclang -disable-O0-optnone -S -emit-llvm "$W/driver.c" -o "$tmp/driver.ll" || exit 1

# Loads and stores (atomic ones included) among a module's instructions.
memops() { grep -cE '^ +(%[^ ]+ = )?(load|store) ' "$1"; }
# run MODULE OUT: link with the driver and run the SQL script under lli-22.
run() {
  "$LLVM_BIN/llvm-link" "$1" "$tmp/driver.ll" -o "$tmp/linked.bc" 2>"$2.err" &&
    (cd "$W" && "$LLVM_BIN/lli" "$tmp/linked.bc" script.sql) >"$2" 2>>"$2.err"
}
# secs CMD...: wall seconds of one run, 2 decimals
secs() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); echo "$s $e" | awk '{printf "%.2f", $2 - $1}'; }
median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }

run "$tmp/sqlite.ll" "$tmp/base.out" || { echo "baseline run failed:"; cat "$tmp/base.out.err"; exit 1; }
base_rows=$(tail -1 "$tmp/base.out")
case $base_rows in "sqlite "*" rows") ;; *) echo "baseline output has no summary line: $base_rows"; exit 1 ;; esac
before=$(memops "$tmp/sqlite.ll")
echo "sqlite3.O0 (no optnone) + driver under lli-22: $(wc -l <"$tmp/base.out") lines of output, $base_rows; $before loads+stores"
printf '%-96s %-30s %-7s %-5s %22s %7s %14s\n' pipeline atomir verify same "ld+st before/opt/mine" power "time mine/opt"
status=0
for p in "${PIPELINES[@]}"; do
  ta=""; to=""
  for _ in $(seq "$runs"); do
    ta="$ta $(secs "$ATOMIR" opt -S -passes="$p" "$tmp/sqlite.ll" -o "$tmp/mine.ll")"
    to="$to $(secs "$LLVM_BIN/opt" -S -passes="$p" "$tmp/sqlite.ll" -o "$tmp/ref.ll")"
  done
  ta=$(echo "$ta" | median); to=$(echo "$to" | median)
  ref=-; [ -s "$tmp/ref.ll" ] && ref=$(memops "$tmp/ref.ll")
  if "$ATOMIR" opt -S -passes="$p" "$tmp/sqlite.ll" -o "$tmp/mine.ll" 2>"$tmp/mine.err"; then
    verdict=ok
    mine=$(memops "$tmp/mine.ll")
    if "$ATOMIR" verify "$tmp/mine.ll" >/dev/null 2>&1; then ver=ok; else ver=FAILED; status=1; fi
    if run "$tmp/mine.ll" "$tmp/mine.out" && cmp -s "$tmp/base.out" "$tmp/mine.out"; then same=yes; else same=NO; status=1; fi
    power=-
    if [ "$ref" != - ] && [ "$before" != "$ref" ]; then
      power=$(awk -v b="$before" -v r="$ref" -v m="$mine" 'BEGIN {printf "%.1f%%", 100 * (b - m) / (b - r)}')
    fi
  else
    verdict=$(grep -m1 'error' "$tmp/mine.err" | sed 's/^[^:]*: *//' | cut -c1-30)
    mine=-; ver=-; same=-; power=-; ta=-
  fi
  printf '%-96s %-30s %-7s %-5s %22s %7s %14s\n' "$p" "$verdict" "$ver" "$same" "$before/$ref/$mine" "$power" "$ta/$to"
  rm -f "$tmp/ref.ll" "$tmp/mine.ll"
done
exit $status
