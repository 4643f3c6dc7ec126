#!/usr/bin/env bash
# What `-atomic-opt=seed` changes (issue 16): on the programs with atomic or volatile accesses,
# the count of memory operations each pipeline removed or moved in the default mode (LLVM 22's
# rules) beside the seed mode (seed 001's), and whether the seed mode's output is still right.
#
# Memory operations: the instructions `load`, `store`, `atomicrmw`, `cmpxchg` and `fence`.
# Per function, each operation is reduced to its signature (opcode, `atomic`, `volatile`,
# ordering(s), syncscope, accessed type), so renamed values do not matter.
#   removed = operations in the input - operations in the output (per function, summed);
#   moved   = operations kept (the multiset intersection of input and output signatures)
#             minus the longest common subsequence of the two signature sequences in layout
#             order: kept operations whose order relative to the other kept ones changed
#             (hoisted, sunk or reordered; none of atomir's passes moves one yet, licm will).
# Printed per (program, pipeline): `removed/moved` in llvm mode, then in seed mode, and `*` on
# rows where the modes differ; then the totals.
#
# Checks on every seed-mode output: `atomir verify` and `verify<memoryssa>` pass; for a program
# with `@main`, its stdout and exit status under lli-22 equal the unoptimised program's.
#
# Programs: test/opt/*.ll with atomics or `volatile`; the corpus modules 03-07 and 11 of
# ../shared/corpus/opt/src; scripts/fuzz-src/*.c|cpp with atomics or `volatile` and
# scripts/opt-exec-equiv/*.c with them (clang-22 -O0 -Xclang -disable-O0-optnone).
# Pipelines: mem2reg, sroa, early-cse, early-cse<memssa>, gvn, dse, adce, simplifycfg and the
# built part of the issue's pipeline (licm and instcombine are not in atomir yet).
#
# Prints `RATCHET opt-seed-mode-checked N` (seed-mode outputs that verify and, with a @main,
# run alike) and `RATCHET opt-seed-mode-removed N` (memory operations the seed mode removes in
# all rows). Deterministic; about 100 s of CPU with a release build. Skips (exit 0) without
# LLVM 22's clang and lli.
#
# Usage: scripts/opt-seed-mode.sh [-v]   (CORPUS=../shared/corpus ATOMIR=target/release/atomir)
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${CORPUS:-$ROOT/../shared/corpus}
[ -d "$CORPUS/opt/src" ] || CORPUS=/work/shared/corpus
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
case $ATOMIR in /*) ;; *) ATOMIR=$PWD/$ATOMIR ;; esac
[ -x "$ATOMIR" ] || ATOMIR=$ROOT/target/debug/atomir
CLANG=$LLVM_BIN/clang
LLI=$LLVM_BIN/lli
verbose=0
[ "${1:-}" = "-v" ] && verbose=1
if [ ! -x "$LLI" ] || [ ! -x "$CLANG" ]; then
    echo "opt-seed-mode: LLVM 22 lli/clang not found; skipping."
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ATOMIC_RE='load atomic|store atomic|atomicrmw|cmpxchg|fence|volatile'

progs=()
for f in "$ROOT"/test/opt/*.ll; do
    grep -qE "$ATOMIC_RE" "$f" || continue
    # Only modules atomir reads and verifies (some goldens are bad input on purpose).
    "$ATOMIR" verify "$f" >/dev/null 2>&1 || continue
    name=test-$(basename "$f" .ll)
    cp "$f" "$tmp/$name.ll"
    progs+=("$name")
done
for n in 03 04 05 06 07 11; do
    for f in "$CORPUS"/opt/src/${n}_*.ll; do
        [ -f "$f" ] || continue
        name=corpus-$(basename "$f" .ll)
        cp "$f" "$tmp/$name.ll"
        progs+=("$name")
    done
done
for f in "$ROOT"/scripts/fuzz-src/*.c "$ROOT"/scripts/fuzz-src/*.cpp "$ROOT"/scripts/opt-exec-equiv/*.c; do
    [ -f "$f" ] || continue
    grep -qE '_Atomic|atomic|volatile' "$f" || continue
    name=c-$(basename "$(dirname "$f")")-$(basename "$f" | tr . _)
    "$CLANG" -O0 -Xclang -disable-O0-optnone -S -emit-llvm -w "$f" -o "$tmp/$name.ll" 2>/dev/null || continue
    progs+=("$name")
done

# Reference runs of the programs with a main.
for name in "${progs[@]}"; do
    grep -q 'define .*@main(' "$tmp/$name.ll" || continue
    rc=0
    timeout 10 "$LLI" "$tmp/$name.ll" >"$tmp/$name.ref" 2>/dev/null || rc=$?
    echo $rc >"$tmp/$name.refrc"
done

ISSUE_BUILT='mem2reg,early-cse<memssa>,gvn,dse,simplifycfg'
PIPELINES=(mem2reg sroa early-cse 'early-cse<memssa>' gvn dse adce simplifycfg "$ISSUE_BUILT")

# count.py IN OUT -> "removed moved"
cat >"$tmp/count.py" <<'EOF'
import re, sys
from collections import Counter

OPS = re.compile(r'^\s*(?:%[-\w.$"]+ = )?(load|store|atomicrmw|cmpxchg|fence)\b(.*)$')
ORD = r'\b(unordered|monotonic|acquire|release|acq_rel|seq_cst)\b'

def signature(op, rest):
    rest = re.sub(r'!\w+ ![0-9]+', '', rest)
    orders = tuple(re.findall(ORD, rest))
    scope = tuple(re.findall(r'syncscope\("[^"]*"\)', rest))
    atomic = 'atomic' in rest.split()[:2] or op in ('atomicrmw', 'cmpxchg', 'fence')
    volatile = ' volatile ' in ' ' + rest + ' '
    ty = ''
    m = re.match(r'\s*(?:atomic\s+)?(?:volatile\s+)?(?:atomic\s+)?([^,]+),', rest)
    if m and op in ('load', 'store'):
        ty = m.group(1).split()[0] if op == 'store' else m.group(1)
    if op in ('atomicrmw',):
        m = re.match(r'\s*(?:volatile\s+)?(\w+)', rest)
        ty = m.group(1) if m else ''
    return (op, atomic, volatile, orders, scope, ty)

def functions(path):
    out, cur, name = {}, None, None
    for line in open(path, encoding='utf-8', errors='replace'):
        if line.startswith('define '):
            name = re.search(r'@("[^"]*"|[-\w.$]+)\(', line).group(1)
            cur = out.setdefault(name, [])
            continue
        if line.startswith('}'):
            cur = None
            continue
        if cur is None:
            continue
        m = OPS.match(line)
        if m:
            cur.append(signature(m.group(1), m.group(2)))
    return out

def lcs(a, b):
    if not a or not b:
        return 0
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]

fin, fout = functions(sys.argv[1]), functions(sys.argv[2])
removed = moved = 0
for name, ops in fin.items():
    after = fout.get(name, [])
    removed += len(ops) - len(after)
    kept = sum((Counter(ops) & Counter(after)).values())
    moved += kept - lcs(ops, after)
print(removed, moved)
EOF

printf '%-44s %-26s %12s %12s\n' program pipeline llvm-rem/mov seed-rem/mov
checked=0 failures=0 extra=0 differ=0
tot_l_r=0 tot_l_m=0 tot_s_r=0 tot_s_m=0
for name in "${progs[@]}"; do
    in=$tmp/$name.ll
    for p in "${PIPELINES[@]}"; do
        label=$p
        [ "$p" = "$ISSUE_BUILT" ] && label="issue-pipeline(built part)"
        if ! "$ATOMIR" opt -S -passes="$p" "$in" -o "$tmp/l.ll" 2>/dev/null; then
            printf '%-44s %-26s %s\n' "$name" "$label" "error in llvm mode"
            failures=$((failures + 1))
            continue
        fi
        if ! "$ATOMIR" opt -S -atomic-opt=seed -passes="$p" "$in" -o "$tmp/s.ll" 2>"$tmp/err"; then
            printf '%-44s %-26s %s\n' "$name" "$label" "error in seed mode: $(head -1 "$tmp/err")"
            failures=$((failures + 1))
            continue
        fi
        read -r lr lm < <(python3 "$tmp/count.py" "$in" "$tmp/l.ll")
        read -r sr sm < <(python3 "$tmp/count.py" "$in" "$tmp/s.ll")
        tot_l_r=$((tot_l_r + lr)) tot_l_m=$((tot_l_m + lm))
        tot_s_r=$((tot_s_r + sr)) tot_s_m=$((tot_s_m + sm))
        mark=""
        if [ "$lr/$lm" != "$sr/$sm" ]; then mark="*"; differ=$((differ + 1)); fi
        extra=$((extra + sr - lr))
        ok=1 note=""
        if ! "$ATOMIR" verify "$tmp/s.ll" >/dev/null 2>&1 ||
            ! "$ATOMIR" opt -passes='verify<memoryssa>' -disable-output "$tmp/s.ll" >/dev/null 2>&1; then
            ok=0 note="  seed output does not verify"
        elif [ -f "$tmp/$name.refrc" ]; then
            rc=0
            timeout 20 "$LLI" "$tmp/s.ll" >"$tmp/run.out" 2>/dev/null || rc=$?
            if [ "$rc" = "$(cat "$tmp/$name.refrc")" ] && cmp -s "$tmp/run.out" "$tmp/$name.ref"; then
                note="  runs alike"
            else
                ok=0 note="  RUNS DIFFERENTLY (exit $rc)"
            fi
        fi
        if [ $ok = 1 ]; then checked=$((checked + 1)); else failures=$((failures + 1)); fi
        if [ -n "$mark" ] || [ $verbose = 1 ] || [ $ok = 0 ]; then
            printf '%-44s %-26s %12s %12s %s%s\n' "$name" "$label" "$lr/$lm" "$sr/$sm" "$mark" "$note"
        fi
    done
done
rows=$(( ${#progs[@]} * ${#PIPELINES[@]} ))
echo "programs: ${#progs[@]}, pipelines: ${#PIPELINES[@]}, rows: $rows (rows shown: the ones where the modes differ; -v: all)"
echo "total removed/moved: llvm $tot_l_r/$tot_l_m, seed $tot_s_r/$tot_s_m; rows where seed mode differs: $differ"
echo "seed-mode outputs checked (verify, verify<memoryssa>, same run under lli-22 when there is a main): $checked/$rows, failures: $failures"
echo "RATCHET opt-seed-mode-checked $checked"
echo "seed mode removes $extra operations beyond the default mode"
echo "RATCHET opt-seed-mode-removed $tot_s_r"
[ $failures = 0 ]
