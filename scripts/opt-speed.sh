#!/usr/bin/env bash
# Speed and peak memory of `atomir opt -passes='print<memoryssa>' -disable-output` against
# opt-22 with the same pipeline (issue 14's speed bar), in two parts:
#  1. the four SQLite corpus modules (sqlite3.{O0,O0g,O2,O2g}.ll, unpacked into a temporary
#     directory): the two tools run alternately, N runs each; per file the median wall time of
#     each, the ratio opt-22/atomir, the median peak RSS of each, and PASS when atomir is at
#     least 3x faster with no more peak memory;
#  2. the growth curve: one generated function of about 1k, 10k and 100k instructions (loops,
#     phis, loads, stores, calls, branches, four allocas, GEP arithmetic; checked with
#     `atomir verify` and `opt-22 -passes=verify`), both tools timed on print<memoryssa> and
#     print<memoryssa-walker>; the table (with whether the two outputs are byte-identical),
#     and per tool the per-instruction cost ratio between each pair of sizes (linear growth
#     gives about 1).
# Exit status 1 when a tool fails on an input or a generated function does not verify (the
# speed bar itself is reported, not enforced). Skips (exit 0) without LLVM 22 or /usr/bin/time.
# Usage: scripts/opt-speed.sh [-n N] [--quick] [--no-corpus] [--no-curve]
#   --quick: skip the two -g (debug info) modules. SIZES="1000 10000 100000" sets the curve.
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${CORPUS:-$ROOT/../shared/corpus/ir}
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
SIZES=${SIZES:-1000 10000 100000}
RUNS=3
QUICK=0
CORPUS_PART=1
CURVE_PART=1
while [ $# -gt 0 ]; do
    case "$1" in
        -n) RUNS=$2; shift 2 ;;
        --quick) QUICK=1; shift ;;
        --no-corpus) CORPUS_PART=0; shift ;;
        --no-curve) CURVE_PART=0; shift ;;
        *) echo "usage: $0 [-n N] [--quick] [--no-corpus] [--no-curve]" >&2; exit 1 ;;
    esac
done
if [ ! -x "$LLVM_BIN/opt" ] || [ ! -x /usr/bin/time ]; then
    echo "opt-speed: LLVM 22 opt or /usr/bin/time not found; skipping."
    exit 0
fi
if [ ! -x "$ATOMIR" ]; then
    (cd "$ROOT" && cargo build --release --quiet) || exit 1
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/opt-speed.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
STATUS=0

# run_once LABEL OUTFILE cmd... : one timed run; appends "wall_s rss_kb" to OUTFILE (wall time
# from date's nanoseconds around /usr/bin/time, whose own %e has only 0.01 s resolution).
run_once() {
    local label=$1 out=$2; shift 2
    local t0 t1
    t0=$(date +%s%N)
    if ! /usr/bin/time -f '%M' -o "$WORK/t" "$@" > /dev/null 2> "$WORK/err"; then
        echo "opt-speed: $label failed: $*" >&2
        tail -n 5 "$WORK/err" >&2
        STATUS=1
        return 1
    fi
    t1=$(date +%s%N)
    echo "$(( (t1 - t0) / 1000 )) $(tail -n 1 "$WORK/t")" | awk '{ printf "%.6f %d\n", $1 / 1e6, $2 }' >> "$out"
}

# median FILE COLUMN
median() {
    sort -g -k"$2","$2" "$1" | awk -v c="$2" '{v[NR]=$c} END {
        if (NR == 0) { print "nan"; exit }
        if (NR % 2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2 }'
}

# compare LABEL FILE PASSES : alternates the tools RUNS times; sets A_T A_M O_T O_M.
compare() {
    local label=$1 file=$2 passes=$3
    : > "$WORK/a"; : > "$WORK/o"
    for _ in $(seq "$RUNS"); do
        run_once "atomir $label" "$WORK/a" "$ATOMIR" opt -passes="$passes" -disable-output "$file"
        run_once "opt-22 $label" "$WORK/o" "$LLVM_BIN/opt" -passes="$passes" -disable-output "$file"
    done
    A_T=$(median "$WORK/a" 1); A_M=$(median "$WORK/a" 2)
    O_T=$(median "$WORK/o" 1); O_M=$(median "$WORK/o" 2)
}

if [ "$CORPUS_PART" = 1 ]; then
    FILES="sqlite3.O0 sqlite3.O2"
    [ "$QUICK" = 1 ] || FILES="sqlite3.O0 sqlite3.O0g sqlite3.O2 sqlite3.O2g"
    echo "== print<memoryssa> -disable-output on the SQLite modules: median of $RUNS alternate runs each"
    printf '%-12s %10s %10s %7s %12s %12s  %s\n' file atomir_s opt22_s ratio atomir_rssMB opt22_rssMB 'bar (>=3x, rss<=)'
    for f in $FILES; do
        gzip -dc "$CORPUS/$f.ll.gz" > "$WORK/$f.ll" || { STATUS=1; continue; }
        compare "$f" "$WORK/$f.ll" 'print<memoryssa>'
        awk -v f="$f" -v at="$A_T" -v ot="$O_T" -v am="$A_M" -v om="$O_M" 'BEGIN {
            r = (at > 0) ? ot / at : 0
            ok = (r >= 3 && am <= om) ? "PASS" : "FAIL"
            printf "%-12s %10.2f %10.2f %6.1fx %12.1f %12.1f  %s\n", f, at, ot, r, am/1024, om/1024, ok }'
        rm -f "$WORK/$f.ll"
    done
fi

# gen_long N : one function of about N instructions, 24 per loop chunk.
gen_long() {
    python3 - "$1" <<'PY'
import sys
n = int(sys.argv[1])
chunks = max(1, n // 24)
o = []
w = o.append
w("declare void @ext(ptr)\n")
w("@g = global i64 0, align 8\n")
w("define i32 @long(ptr %p, i64 %n) {")
w("entry:")
w("  %a0 = alloca [16 x i32], align 4")
w("  %a1 = alloca i64, align 8")
w("  %a2 = alloca [8 x i64], align 8")
w("  %a3 = alloca i32, align 4")
w("  store i64 0, ptr %a1, align 8")
w("  br label %h0")
prev, acc = "entry", "0"
for k in range(chunks):
    w(f"h{k}:")
    w(f"  %i{k} = phi i64 [ 0, %{prev} ], [ %in{k}, %l{k} ]")
    w(f"  %s{k} = phi i32 [ {acc}, %{prev} ], [ %sn{k}, %l{k} ]")
    w(f"  %m{k} = and i64 %i{k}, 15")
    w(f"  %g{k} = getelementptr inbounds [16 x i32], ptr %a0, i64 0, i64 %m{k}")
    w(f"  %v{k} = load i32, ptr %g{k}, align 4")
    w(f"  %c{k} = icmp slt i32 %v{k}, %s{k}")
    w(f"  br i1 %c{k}, label %t{k}, label %l{k}")
    w(f"t{k}:")
    w(f"  store i32 %s{k}, ptr %g{k}, align 4")
    w(f"  %q{k} = getelementptr inbounds i32, ptr %p, i64 %i{k}")
    w(f"  %w{k} = load i32, ptr %q{k}, align 4")
    w(f"  call void @ext(ptr %a3)")
    w(f"  store i32 %w{k}, ptr %a3, align 4")
    w(f"  br label %l{k}")
    w(f"l{k}:")
    w(f"  %x{k} = phi i32 [ %v{k}, %h{k} ], [ %w{k}, %t{k} ]")
    w(f"  %sn{k} = add i32 %s{k}, %x{k}")
    w(f"  %e{k} = and i64 %i{k}, 7")
    w(f"  %r{k} = getelementptr inbounds [8 x i64], ptr %a2, i64 0, i64 %e{k}")
    w(f"  %o{k} = load i64, ptr %a1, align 8")
    w(f"  %u{k} = add i64 %o{k}, %i{k}")
    w(f"  store i64 %u{k}, ptr %a1, align 8")
    w(f"  store i64 %u{k}, ptr %r{k}, align 8")
    w(f"  %in{k} = add nuw nsw i64 %i{k}, 1")
    w(f"  %b{k} = icmp ult i64 %in{k}, %n")
    w(f"  br i1 %b{k}, label %h{k}, label %{'h' + str(k + 1) if k + 1 < chunks else 'exit'}")
    prev, acc = f"l{k}", f"%sn{k}"
w("exit:")
w(f"  %gl = load i64, ptr @g, align 8")
w(f"  ret i32 {acc}")
w("}")
print("\n".join(o))
PY
}

if [ "$CURVE_PART" = 1 ]; then
    echo
    echo "== growth curve: one generated function, median of $RUNS alternate runs each"
    printf '%-24s %8s %10s %10s %12s %12s  %s\n' printer insts atomir_s opt22_s atomir_us/i opt22_us/i 'output vs opt-22'
    : > "$WORK/curve"
    printf 'define void @empty() {\n  ret void\n}\n' > "$WORK/empty.ll"
    compare "startup" "$WORK/empty.ll" 'print<memoryssa>'
    A0=$A_T; O0=$O_T
    awk -v at="$A_T" -v ot="$O_T" 'BEGIN { printf "%-24s %8d %10.3f %10.3f\n", "startup (empty function)", 1, at, ot }'
    for size in $SIZES; do
        gen_long "$size" > "$WORK/long$size.ll"
        insts=$(grep -c '^  ' "$WORK/long$size.ll")
        if ! "$ATOMIR" verify "$WORK/long$size.ll" > /dev/null 2>&1 \
            || ! "$LLVM_BIN/opt" -passes=verify -disable-output "$WORK/long$size.ll" 2> /dev/null; then
            echo "opt-speed: generated function of $size instructions does not verify" >&2
            STATUS=1; continue
        fi
        for printer in memoryssa memoryssa-walker; do
            compare "long$size $printer" "$WORK/long$size.ll" "print<$printer>"
            echo "$printer $insts $A_T $O_T" >> "$WORK/curve"
            "$ATOMIR" opt -passes="print<$printer>" -disable-output "$WORK/long$size.ll" 2> "$WORK/a.out"
            "$LLVM_BIN/opt" -passes="print<$printer>" -disable-output "$WORK/long$size.ll" 2> "$WORK/o.out"
            same=$(cmp -s "$WORK/a.out" "$WORK/o.out" && echo identical || echo differs)
            awk -v p="print<$printer>" -v n="$insts" -v at="$A_T" -v ot="$O_T" -v same="$same" 'BEGIN {
                printf "%-24s %8d %10.3f %10.3f %12.3f %12.3f  %s\n", p, n, at, ot, at*1e6/n, ot*1e6/n, same }'
        done
    done
    echo
    echo "per-instruction cost ratio between sizes, startup (empty function) subtracted first (linear ~ 1):"
    for printer in memoryssa memoryssa-walker; do
        awk -v p="$printer" -v a0="$A0" -v o0="$O0" '$1 == p { k++; n[k]=$2; a[k]=$3-a0; o[k]=$4-o0 }
            END { for (i = 2; i <= k; i++) for (j = 1; j < i; j++) {
                ra = (a[j] > 0) ? (a[i]/n[i])/(a[j]/n[j]) : 0
                ro = (o[j] > 0) ? (o[i]/n[i])/(o[j]/n[j]) : 0
                printf "  print<%s> %d -> %d insts: atomir %.2f, opt-22 %.2f\n", p, n[j], n[i], ra, ro } }' "$WORK/curve"
    done
fi
exit $STATUS
