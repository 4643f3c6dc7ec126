#!/usr/bin/env bash
# Differential test of `atomir verify` against LLVM 22 (`opt -passes=verify -disable-output`).
#
# Three sets: the corpus invalid set (corpus/verify/*.ll), the valid corpus (llvm-stress modules,
# the C++ files, the opt inputs, the sqlite3 files unpacked) and 500 mutants made
# deterministically by scripts/verify-mutants.py from the small valid modules. For each module
# both tools give a verdict (accept = exit 0); the script prints a table of agreement per set, the
# disagreeing files, totals, and `RATCHET verify-agreement N` (N = modules with equal verdicts).
# Deliberate differences (documented in corpus/verify/README.md and DESIGN.md): modules that
# declare the seed-000 `llvm.atomic.*` intrinsics, which atomir checks and LLVM 22 takes as
# unknown external functions; they are counted as agreeing when atomir's message names the
# intrinsic, and listed separately. Skips (exit 0) when LLVM 22 is not installed.
#
# Usage: scripts/verify-diff.sh [--no-sqlite] [--mutants N]
#   CORPUS=/work/shared/corpus  ATOMIR=target/release/atomir  LLVM_BIN=/usr/lib/llvm-22/bin
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CORPUS=${CORPUS:-/work/shared/corpus}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
OPT="$LLVM_BIN/opt"
if [ ! -x "$OPT" ]; then
    OPT=$(command -v opt-22 || true)
fi
if [ -z "$OPT" ] || [ ! -x "$OPT" ]; then
    echo "verify-diff: LLVM 22 opt not found (looked in $LLVM_BIN and for opt-22); skipping."
    exit 0
fi
with_sqlite=1
mutants=500
while [ $# -gt 0 ]; do
    case "$1" in
        --no-sqlite) with_sqlite=0 ;;
        --mutants) shift; mutants=$1 ;;
        *) echo "usage: $0 [--no-sqlite] [--mutants N]" >&2; exit 2 ;;
    esac
    shift
done
if [ ! -x "$ATOMIR" ]; then
    (cd "$ROOT" && cargo build --release --quiet) || { echo "verify-diff: build failed"; exit 1; }
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/verify-diff.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# Sets: name<TAB>file, one per line.
: > "$WORK/list"
for f in "$CORPUS"/verify/*.ll; do printf 'invalid-corpus\t%s\n' "$f" >> "$WORK/list"; done
valid_seeds=()
for f in "$CORPUS"/ir/stress/*.ll "$CORPUS"/ir/cpp/*.ll "$CORPUS"/opt/src/*.ll; do
    [ -f "$f" ] || continue
    printf 'valid-corpus\t%s\n' "$f" >> "$WORK/list"
    valid_seeds+=("$f")
done
if [ $with_sqlite -eq 1 ]; then
    for gz in "$CORPUS"/ir/sqlite3.*.ll.gz; do
        [ -f "$gz" ] || continue
        out="$WORK/$(basename "$gz" .gz)"
        gzip -dc "$gz" > "$out"
        printf 'valid-corpus\t%s\n' "$out" >> "$WORK/list"
    done
fi
valid_seeds+=("$ROOT"/test/verify/*_valid*.ll)
python3 "$ROOT/scripts/verify-mutants.py" --count "$mutants" "$WORK/mutants" "${valid_seeds[@]}" \
    | while IFS=$'\t' read -r path _kind _src; do printf 'mutants\t%s\n' "$path"; done >> "$WORK/list"

# One verdict line per module: set, file, atomir status, llvm status, atomir's first message.
judge() {
    local set=$1 f=$2 a l msg err
    err=$(mktemp)
    { timeout 300 "$ATOMIR" verify --no-warnings "$f"; } >/dev/null 2>"$err"; a=$?
    msg=$(grep -m1 -E '^error' "$err" || true)
    rm -f "$err"
    # LLVM aborts ("Broken module found") on some broken modules: that is a rejection too.
    ( timeout 300 "$OPT" -passes=verify -disable-output "$f" >/dev/null 2>&1 ) 2>/dev/null; l=$?
    [ $a -ne 0 ] && a=1
    [ $l -ne 0 ] && l=1
    printf '%s\t%s\t%s\t%s\t%s\n' "$set" "$f" "$a" "$l" "$msg"
}
export -f judge
export ATOMIR OPT
tr '\t' '\n' < "$WORK/list" | xargs -d '\n' -n 2 -P "${JOBS:-2}" bash -c 'judge "$0" "$1"' > "$WORK/verdicts" 2>"$WORK/jobs.err"

awk -F'\t' '
function deliberate(file, msg) { return msg ~ /llvm\.atomic\./ }
{
    set=$1; total[set]++; all++
    if ($3 == $4) { agree[set]++; ok++ }
    else if ($3 == 1 && deliberate($2, $5)) { agree[set]++; ok++; delib[set]++; dl++; dlist = dlist "  deliberate (seed-000 intrinsic): " $2 "\n" }
    else if ($3 == 0) { aa[set]++; bad = bad "  atomir accepts, LLVM rejects: " $2 "\n" }
    else { ar[set]++; bad = bad "  atomir rejects, LLVM accepts: " $2 "  [" $5 "]\n" }
    if ($4 == 1) lrej[set]++
    if ($3 == 1) arej[set]++
}
END {
    printf "%-16s %7s %12s %12s %7s %9s %13s %13s %10s\n", "set", "modules", "llvm-rejects", "atomir-rej", "agree", "agree %", "atomir-only+", "atomir-only-", "deliberate"
    n = split("invalid-corpus valid-corpus mutants", order, " ")
    for (i = 1; i <= n; i++) {
        s = order[i]; if (!(s in total)) continue
        printf "%-16s %7d %12d %12d %7d %8.1f%% %13d %13d %10d\n", s, total[s], lrej[s] + 0, arej[s] + 0, agree[s], 100 * agree[s] / total[s], aa[s] + 0, ar[s] + 0, delib[s] + 0
    }
    printf "%-16s %7d %12s %12s %7d %8.1f%%\n", "TOTAL", all, "", "", ok, 100 * ok / all
    printf "(atomir-only+: atomir accepts what LLVM rejects; atomir-only-: atomir rejects what LLVM accepts)\n"
    if (dl) printf "%s", dlist
    if (bad != "") printf "disagreements:\n%s", bad
    printf "TOTAL verify-agreement %d/%d\n", ok, all
    printf "RATCHET verify-agreement %d\n", ok
}' "$WORK/verdicts"
