#!/usr/bin/env bash
# Differential test of atomir's analysis printers against opt-22: for each printer
# (memoryssa, memoryssa-walker, domtree, postdomtree, loops) runs
#   opt -passes='print<P>' -disable-output F.ll      (stderr)
# with both tools on every input, splits both outputs per function and prints an agreement
# table per printer: functions identical / total, inputs where atomir failed (exit status != 0,
# e.g. a printer not built) and inputs where opt failed (skipped).
# The printer `aa-eval` runs `-passes=aa-eval -print-all-alias-modref-info` and is compared
# query by query: each alias or mod/ref line of a function with at most 200 pointers against
# the line at the same place in opt's output (its "queries" figure: identical / total query
# lines; the report block at the end is not counted). It is in the default list for the
# corpus and DIR modes only (opt-22's aa-eval is quadratic; add it with -p for --ir).
#
# Inputs:
#   (default)  the opt corpus, ../shared/corpus/opt/src/*.ll; also prints
#              "RATCHET opt-<printer>-corpus N" (functions identical) for each printer, then
#              runs --ir-subset for memoryssa and memoryssa-walker (its RATCHET lines only).
#   --ir-subset  the fixed, fast part of the IR corpus (the C++ files and the 50 stress
#              modules, no SQLite, nothing generated); prints "RATCHET opt-<printer>-ir N".
#   --ir       the IR corpus (/work/shared/corpus/ir: the four SQLite modules, the C++ files,
#              the llvm-stress modules) plus freshly generated inputs: llvm-stress seeds and
#              clang-22 -O0/-O1/-O2 of scripts/fuzz-src/*.c and scripts/opt-src/*.c (atomics,
#              loops, pointer-heavy code written for these printers).
#   DIR        every *.ll in DIR.
# Skips (exit 0) when LLVM 22 is not installed.
#
# Usage: scripts/opt-printers-diff.sh [-v] [-k DIR] [-p PRINTERS] [--ir | DIR]
#   -v           print the first differing lines of each differing function
#   -k DIR       keep generated inputs and outputs in DIR
#   -p LIST      comma-separated printers (default: all five, and aa-eval for corpus/DIR)
#   ATOMIR=target/debug/atomir  LLVM_BIN=/usr/lib/llvm-22/bin  STRESS_SEEDS=40  SHARED=/work/shared
#   REUSE=1 with -k DIR: keep DIR's inputs and opt-22's outputs from an earlier run (only atomir
#                runs again; inputs are generated only when DIR/in is empty)
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SHARED:-$ROOT/../shared}
[ -d "$SHARED" ] || SHARED=/work/shared
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
STRESS_SEEDS=${STRESS_SEEDS:-40}
verbose=0; keep=""; mode=corpus; dir=""
printers=""
while [ $# -gt 0 ]; do
    case "$1" in
        -v) verbose=1; shift ;;
        -k) keep=$2; shift 2 ;;
        -p) printers=$2; shift 2 ;;
        --ir) mode=ir; shift ;;
        --ir-subset) mode=irsubset; shift ;;
        *) mode=dir; dir=$1; shift ;;
    esac
done
if [ -z "$printers" ]; then
    printers="memoryssa,memoryssa-walker,domtree,postdomtree,loops"
    case "$mode" in corpus|dir) printers="$printers,aa-eval" ;; esac
fi
if [ ! -x "$LLVM_BIN/opt" ]; then
    echo "opt-printers-diff: LLVM 22 not found in $LLVM_BIN; skipping."
    exit 0
fi
if [ ! -x "$ATOMIR" ]; then
    (cd "$ROOT" && cargo build --release --quiet) || { echo "opt-printers-diff: build failed"; exit 1; }
fi
if [ -n "$keep" ]; then
    mkdir -p "$keep"; WORK=$(cd "$keep" && pwd)
else
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/opt-printers.XXXXXX")
    trap 'rm -rf "$WORK"' EXIT
fi
mkdir -p "$WORK/in" "$WORK/out"
REUSE=${REUSE:-0}
[ -n "$keep" ] || REUSE=0
gen_mode=$mode
if [ "$REUSE" = 1 ] && [ -n "$(ls "$WORK/in" 2>/dev/null)" ]; then gen_mode=none; fi

case "$gen_mode" in
    corpus)
        cp "$SHARED"/corpus/opt/src/*.ll "$WORK/in/" ;;
    dir)
        cp "$dir"/*.ll "$WORK/in/" ;;
    irsubset)
        cp "$SHARED"/corpus/ir/cpp/*.ll "$SHARED"/corpus/ir/stress/*.ll "$WORK/in/" ;;
    ir)
        for gz in "$SHARED"/corpus/ir/sqlite3.*.ll.gz; do
            b=$(basename "$gz" .gz); gzip -dc "$gz" > "$WORK/in/$b"
        done
        cp "$SHARED"/corpus/ir/cpp/*.ll "$SHARED"/corpus/ir/stress/*.ll "$WORK/in/"
        for ((s = 1001; s < 1001 + STRESS_SEEDS; s++)); do
            "$LLVM_BIN/llvm-stress" -seed="$s" -size=$((50 + (s % 7) * 60)) -o "$WORK/in/gen-stress-$s.ll" 2>/dev/null
        done
        for src in "$ROOT"/scripts/fuzz-src/*.c "$ROOT"/scripts/opt-src/*.c; do
            b=$(basename "$src" .c)
            for o in O0 O1 O2; do
                "$LLVM_BIN/clang" -"$o" -S -emit-llvm -w -o "$WORK/in/gen-$b.$o.ll" "$src" 2>/dev/null \
                    || rm -f "$WORK/in/gen-$b.$o.ll"
            done
        done ;;
esac

IFS=, read -r -a plist <<< "$printers"
for f in "$WORK"/in/*.ll; do
    b=$(basename "$f" .ll)
    for p in "${plist[@]}"; do
        if [ "$p" = aa-eval ]; then
            args=(-passes=aa-eval -print-all-alias-modref-info)
        else
            args=(-passes="print<$p>")
        fi
        if [ "$REUSE" != 1 ] || [ ! -f "$WORK/out/$b.$p.opt.rc" ]; then
            "$LLVM_BIN/opt" "${args[@]}" -disable-output "$f" 2> "$WORK/out/$b.$p.opt" >/dev/null
            echo $? > "$WORK/out/$b.$p.opt.rc"
        fi
        "$ATOMIR" opt "${args[@]}" -disable-output "$f" 2> "$WORK/out/$b.$p.atomir" >/dev/null
        echo $? > "$WORK/out/$b.$p.atomir.rc"
    done
done

python3 - "$WORK" "$mode" "$verbose" "${plist[@]}" <<'PY'
import os, re, sys
work, mode, verbose, printers = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4:]
header = re.compile(r"^(MemorySSA for function: |MemorySSA \(walker\) for function: |DominatorTree for function: |"
                    r"PostDominatorTree for function: |Loop info for function '|Function: )")
aa_function = re.compile(r"^Function: .*: (\d+) pointers, \d+ call sites$")
def aa_queries(chunk):
    """(pointer count, query lines) of one aa-eval function chunk (report block dropped)."""
    lines = chunk.splitlines()
    m = aa_function.match(lines[0]) if lines else None
    if not m:
        return None, []
    out = []
    for l in lines[1:]:
        if l.startswith("====="):
            break
        out.append(l)
    return int(m.group(1)), out
def split(text):
    chunks, cur = [], None
    for line in text.splitlines(keepends=True):
        if header.match(line):
            cur = [line]; chunks.append(cur)
        elif cur is not None:
            cur.append(line)
        else:
            chunks.append([line]); cur = chunks[-1]
    return ["".join(c) for c in chunks]
inputs = sorted(f[:-3] for f in os.listdir(os.path.join(work, "in")) if f.endswith(".ll"))
print(f"{'printer':<18} {'identical':>10} {'functions':>10} {'atomir failed':>14} {'opt failed':>11}")
for p in printers:
    same = total = afail = ofail = 0
    qsame = qtotal = 0
    for b in inputs:
        base = os.path.join(work, "out", f"{b}.{p}")
        if open(base + ".opt.rc").read().strip() != "0":
            ofail += 1; continue
        exp = split(open(base + ".opt", errors="replace").read())
        if p == "aa-eval":
            exp = [e for e in exp if e.startswith("Function: ")]
        total += len(exp)
        if open(base + ".atomir.rc").read().strip() != "0":
            afail += 1
            if p == "aa-eval":
                for e in exp:
                    n, q = aa_queries(e)
                    if n is not None and n <= 200:
                        qtotal += len(q)
            if verbose:
                print(f"  {b} {p}: atomir failed: " + open(base + ".atomir", errors="replace").read()[:300])
            continue
        got = split(open(base + ".atomir", errors="replace").read())
        if p == "aa-eval":
            got = [g for g in got if g.startswith("Function: ")]
            for i, e in enumerate(exp):
                n, q = aa_queries(e)
                if n is None or n > 200:
                    continue
                gq = aa_queries(got[i])[1] if i < len(got) else []
                qtotal += len(q)
                qsame += sum(1 for j, l in enumerate(q) if j < len(gq) and gq[j] == l)
        for i, e in enumerate(exp):
            g = got[i] if i < len(got) else ""
            if p == "aa-eval":
                e = "\n".join(e.splitlines()[:1] + aa_queries(e)[1])
                g = "\n".join(g.splitlines()[:1] + aa_queries(g)[1])
            if e == g:
                same += 1
            elif verbose:
                el, gl = e.splitlines(), g.splitlines()
                k = next((j for j in range(max(len(el), len(gl)))
                          if (el[j] if j < len(el) else None) != (gl[j] if j < len(gl) else None)), 0)
                print(f"  {b} {p} {el[0] if el else ''}")
                print(f"    line {k}: opt    {el[k] if k < len(el) else '<end>'}")
                print(f"    line {k}: atomir {gl[k] if k < len(gl) else '<end>'}")
    print(f"{p:<18} {same:>10} {total:>10} {afail:>14} {ofail:>11}")
    if p == "aa-eval":
        pct = 100.0 * qsame / qtotal if qtotal else 100.0
        print(f"{'aa-eval queries':<18} {qsame:>10} {qtotal:>10}   ({pct:.1f}% of query lines identical, functions <= 200 pointers)")
        if mode == "corpus":
            print(f"RATCHET opt-aa-eval-corpus {qsame}")
        continue
    if mode == "corpus":
        print(f"RATCHET opt-{p}-corpus {same}")
    if mode == "irsubset":
        print(f"RATCHET opt-{p}-ir {same}")
PY
if [ "$mode" = corpus ]; then
    ATOMIR="$ATOMIR" "$0" --ir-subset -p memoryssa,memoryssa-walker | grep '^RATCHET '
fi
