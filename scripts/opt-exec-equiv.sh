#!/usr/bin/env bash
# Equivalence by execution of atomir's transforms (issue 16): each program prints the same
# stdout and exits with the same status under lli-22 before and after
# `atomir opt -atomic-opt=<mode> -passes=<pipeline>`, and atomir's output passes `atomir verify`
# and `verify<memoryssa>`.
#
# Programs: test/opt/*.ll files that define @main; scripts/opt-exec-equiv/*.c (written for this
# script: redundancy, atomics/volatile, control flow; each prints its results) compiled by
# clang-22 -O0 -Xclang -disable-O0-optnone; and csmith programs (Debian's csmith and
# libcsmith-dev; each prints a checksum of its globals) from seeds 1..CSMITH (default 20),
# compiled the same way. A program whose unoptimised run does not finish within 10 s is
# skipped and counted; an optimised run gets 20 s.
#
# Modes: MODES (default "llvm"): each pipeline runs once per `-atomic-opt=` mode.
# Pipelines: each pass alone, then the issue's pipeline. A pass atomir does not have yet
# (exit 1, "unknown pass name") is reported "not built" and counts as neither equal nor
# failed; the issue's pipeline is also run with the passes atomir has ("built part").
#
# TIMEOUT (default 10) is the unoptimised run's limit in seconds (an optimised run gets twice
# it): raise it on a loaded machine. CSMITH_CACHE=DIR keeps each compiled csmith program with
# its reference output (or its "too slow" mark) for the next run. KEEP_DIR=DIR keeps the programs, their reference outputs
# and the result rows there (to check a later build against them without running lli again).
#
# FULL=1 is the issue's csmith run: CSMITH=500 seeds, MODES="llvm seed", and only the issue's
# pipeline (its built part). Work runs in parallel on JOBS processes (default 2); rows are
# printed in a fixed order, so the output does not depend on JOBS.
#
# Prints one row per (pipeline, mode) (programs equal / run, verify failures, errors, programs
# whose text the pipeline changed), the programs that differ with -v, and
# `RATCHET opt-exec-equiv-<pipeline>[-seed] N` (programs equal). Deterministic for a given
# CSMITH. Skips (exit 0) when LLVM 22 is not installed.
#
# Usage: scripts/opt-exec-equiv.sh [-v]   (CSMITH=20 FULL=1 MODES="llvm seed" JOBS=2
#                                          ATOMIR=target/release/atomir
#        ONLY='instcombine|issue': only these pipelines)
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
case $ATOMIR in /*) ;; *) ATOMIR=$PWD/$ATOMIR ;; esac
[ -x "$ATOMIR" ] || ATOMIR=$ROOT/target/debug/atomir
CLANG=$LLVM_BIN/clang
LLI=$LLVM_BIN/lli
export ATOMIR CLANG LLI

# Worker: prepare one program (reference output), as `prepare NAME LL`. Prints
# "ok NAME" or "skip NAME" (too slow) or nothing (atomir cannot read it).
if [ "${1:-}" = "--prepare" ]; then
    name=$2 ll=$3 dir=$(dirname "$3")
    rc=0
    timeout "${TIMEOUT:-10}" "$LLI" "$ll" >"$dir/$name.out" 2>/dev/null || rc=$?
    if [ $rc = 124 ]; then echo "skip $name"; exit 0; fi
    echo $rc >"$dir/$name.rc"
    "$ATOMIR" opt -S -passes=verify "$ll" -o "$dir/$name.canon.ll" 2>/dev/null || exit 0
    echo "ok $name"
    exit 0
fi
# Worker: csmith program of one seed into DIR, as `csmith SEED DIR`.
if [ "${1:-}" = "--csmith" ]; then
    seed=$2 dir=$3 name=csmith-$2
    # CSMITH_CACHE=DIR: a program compiled and run by an earlier run (its .ll, .out and .rc, or
    # a .skip mark) is taken from there; a new one is stored there.
    cache=${CSMITH_CACHE:-}
    if [ -n "$cache" ] && [ -f "$cache/$name.skip" ]; then echo "skip $name"; exit 0; fi
    if [ -n "$cache" ] && [ -f "$cache/$name.rc" ]; then
        cp "$cache/$name.ll" "$cache/$name.out" "$cache/$name.rc" "$dir/"
        "$ATOMIR" opt -S -passes=verify "$dir/$name.ll" -o "$dir/$name.canon.ll" 2>/dev/null || exit 0
        echo "ok $name"
        exit 0
    fi
    work=$(mktemp -d)
    # csmith writes platform.info into the current directory.
    (cd "$work" && csmith --seed "$seed" -o "$work/$name.c" >/dev/null 2>&1) || { rm -rf "$work"; exit 0; }
    "$CLANG" -O0 -Xclang -disable-O0-optnone -S -emit-llvm -w -I/usr/include/csmith \
        "$work/$name.c" -o "$dir/$name.ll" 2>/dev/null
    rm -rf "$work"
    [ -f "$dir/$name.ll" ] || exit 0
    status=$("$0" --prepare "$name" "$dir/$name.ll")
    [ -n "$status" ] && echo "$status"
    if [ -n "$cache" ]; then
        mkdir -p "$cache"
        case $status in
            skip*) : >"$cache/$name.skip" ;;
            ok*) cp "$dir/$name.ll" "$dir/$name.out" "$dir/$name.rc" "$cache/" ;;
        esac
    fi
    exit 0
fi
# Worker: one program through one pipeline, as `run NAME DIR MODE PIPELINE`. Prints
# "NAME STATUS CHANGED detail" with STATUS one of same, differs, verify, error.
if [ "${1:-}" = "--run" ]; then
    name=$2 dir=$3 mode=$4 pipeline=$5
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
    if ! "$ATOMIR" opt -S -atomic-opt="$mode" -passes="$pipeline" "$dir/$name.ll" -o "$out/o.ll" 2>"$out/err"; then
        echo "$name error 0 $(head -1 "$out/err" | cut -c1-100)"
        exit 0
    fi
    changed=1
    cmp -s "$out/o.ll" "$dir/$name.canon.ll" && changed=0
    if ! "$ATOMIR" verify "$out/o.ll" >/dev/null 2>&1 ||
        ! "$ATOMIR" opt -passes='verify<memoryssa>' -disable-output "$out/o.ll" >/dev/null 2>&1; then
        echo "$name verify $changed output does not verify"
        exit 0
    fi
    rc=0
    timeout $((2 * ${TIMEOUT:-10})) "$LLI" "$out/o.ll" >"$out/run.out" 2>/dev/null || rc=$?
    if [ "$rc" = "$(cat "$dir/$name.rc")" ] && cmp -s "$out/run.out" "$dir/$name.out"; then
        echo "$name same $changed"
    else
        echo "$name differs $changed output differs (exit $rc, expected $(cat "$dir/$name.rc"))"
    fi
    exit 0
fi

verbose=0
[ "${1:-}" = "-v" ] && verbose=1
if [ ! -x "$LLI" ] || [ ! -x "$CLANG" ]; then
    echo "opt-exec-equiv: LLVM 22 lli/clang not found; skipping."
    exit 0
fi
JOBS=${JOBS:-2}
CSMITH=${CSMITH:-20}
MODES=${MODES:-llvm}
ISSUE_PIPELINE='mem2reg,early-cse<memssa>,gvn,dse,loop-mssa(licm),instcombine,simplifycfg'
PIPELINES=(mem2reg sroa early-cse 'early-cse<memssa>' gvn dse 'loop-mssa(licm)' instcombine
    simplifycfg adce "$ISSUE_PIPELINE")
if [ "${FULL:-0}" = 1 ]; then
    CSMITH=${CSMITH_FULL:-500}
    MODES="llvm seed"
    PIPELINES=("$ISSUE_PIPELINE")
fi
# ONLY='p1|p2' runs just these pipelines (`|`-separated; `issue` stands for the issue's).
if [ -n "${ONLY:-}" ]; then
    IFS='|' read -r -a PIPELINES <<<"${ONLY//issue/$ISSUE_PIPELINE}"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
self=$ROOT/scripts/opt-exec-equiv.sh

# The programs, as .ll files in $tmp/progs, each with its reference output.
mkdir -p "$tmp/progs"
: >"$tmp/jobs"
for f in "$ROOT"/test/opt/*.ll; do
    grep -q 'define .*@main(' "$f" || continue
    name=test-$(basename "$f" .ll)
    cp "$f" "$tmp/progs/$name.ll"
    printf '%s\0%s\0%s\0' --prepare "$name" "$tmp/progs/$name.ll" >>"$tmp/jobs"
done
for f in "$ROOT"/scripts/opt-exec-equiv/*.c; do
    name=c-$(basename "$f" .c)
    "$CLANG" -O0 -Xclang -disable-O0-optnone -S -emit-llvm -w "$f" -o "$tmp/progs/$name.ll" || continue
    printf '%s\0%s\0%s\0' --prepare "$name" "$tmp/progs/$name.ll" >>"$tmp/jobs"
done
xargs -0 -n 3 -P "$JOBS" "$self" <"$tmp/jobs" >"$tmp/prepared"
csmith_note="no csmith programs"
if command -v csmith >/dev/null && [ -d /usr/include/csmith ]; then
    seq 1 "$CSMITH" | xargs -I{} -P "$JOBS" "$self" --csmith {} "$tmp/progs" >"$tmp/csmith"
    made=$(wc -l <"$tmp/csmith")
    skipped=$(grep -c '^skip ' "$tmp/csmith")
    cat "$tmp/csmith" >>"$tmp/prepared"
    csmith_note="csmith seeds 1..$CSMITH: $made compiled, $skipped skipped (unoptimised run over ${TIMEOUT:-10} s)"
else
    echo "opt-exec-equiv: csmith or its headers (libcsmith-dev) missing; no csmith programs"
fi
mapfile -t programs < <(grep '^ok ' "$tmp/prepared" | cut -d' ' -f2 | sort -V)
echo "programs: ${#programs[@]} ($csmith_note)"

# The passes atomir has, from -print-passes.
"$ATOMIR" opt -print-passes >"$tmp/passes.txt" 2>/dev/null
has_pass() { # name (without parameters)
    grep -qE "^  $1(<|\$)" "$tmp/passes.txt"
}
built_part() { # pipeline -> the passes atomir has, in order (loop adaptors kept around them)
    local out=() p
    IFS=, read -ra parts <<<"$1"
    for p in "${parts[@]}"; do
        local inner=$p
        case $p in loop-mssa\(*\)) inner=${p#loop-mssa(}; inner=${inner%)} ;; esac
        has_pass "${inner%%<*}" && out+=("$p")
    done
    (IFS=,; printf '%s' "${out[*]}")
}

run_pipeline() { # label pipeline mode
    local label=$1 pipeline=$2 mode=$3
    for name in "${programs[@]}"; do
        printf '%s\0%s\0%s\0%s\0%s\0' --run "$name" "$tmp/progs" "$mode" "$pipeline"
    done | xargs -0 -n 5 -P "$JOBS" "$self" | sort -V >"$tmp/results"
    if [ -n "${KEEP_DIR:-}" ]; then
        mkdir -p "$KEEP_DIR"
        cp "$tmp/results" "$KEEP_DIR/results-$(printf '%s' "$label-$mode" | tr -c 'A-Za-z0-9_.-' '_')"
    fi
    local same total vfail err changed
    same=$(grep -c ' same ' "$tmp/results")
    total=$(wc -l <"$tmp/results")
    vfail=$(grep -c ' verify ' "$tmp/results")
    err=$(grep -c ' error ' "$tmp/results")
    changed=$(awk '$3 == 1' "$tmp/results" | wc -l)
    printf '%-34s %-5s %5d/%-5d %9d %7d %8d\n' "$label" "$mode" "$same" "$total" "$vfail" "$err" "$changed"
    if [ $verbose = 1 ]; then
        grep -v ' same ' "$tmp/results" | sed 's/^/    /'
    fi
    local tag
    tag=$(printf '%s' "$label" | tr '<>(), ' '______' | tr -s '_' | sed 's/_$//')
    [ "$mode" = llvm ] || tag=$tag-$mode
    echo "RATCHET opt-exec-equiv-$tag $same" >>"$tmp/ratchets"
}

printf '%-34s %-5s %11s %9s %7s %8s\n' pipeline mode equal verify-fail errors changed
: >"$tmp/ratchets"
for p in "${PIPELINES[@]}"; do
    label=$p
    [ "$p" = "$ISSUE_PIPELINE" ] && label="issue-pipeline"
    missing=()
    IFS=, read -ra parts <<<"$p"
    for part in "${parts[@]}"; do
        inner=$part
        case $part in loop-mssa\(*\)) inner=${part#loop-mssa(}; inner=${inner%)} ;; esac
        has_pass "${inner%%<*}" || missing+=("${inner%%<*}")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        printf '%-34s not built (%s)\n' "$label" "${missing[*]}"
        if [ "$p" = "$ISSUE_PIPELINE" ]; then
            part=$(built_part "$p")
            echo "    built part: $part"
            for mode in $MODES; do
                [ -n "$part" ] && run_pipeline "issue-pipeline(built part)" "$part" "$mode"
            done
        fi
        continue
    fi
    for mode in $MODES; do
        run_pipeline "$label" "$p" "$mode"
    done
done
cat "$tmp/ratchets"
if [ -n "${KEEP_DIR:-}" ]; then
    mkdir -p "$KEEP_DIR" && cp -r "$tmp/progs" "$KEEP_DIR/" && cp "$tmp/prepared" "$KEEP_DIR/"
fi
