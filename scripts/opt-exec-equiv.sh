#!/usr/bin/env bash
# Equivalence by execution of atomir's transforms (issue 16): each program prints the same
# stdout and exits with the same status under lli-22 before and after
# `atomir opt -passes=<pipeline>`, and atomir's output passes `atomir verify` and
# `verify<memoryssa>`.
#
# Programs: test/opt/*.ll files that define @main; scripts/opt-exec-equiv/*.c (written for this
# script: redundancy, atomics/volatile, control flow; each prints its results) compiled by
# clang-22 -O0 -Xclang -disable-O0-optnone; and csmith programs (Debian's csmith and
# libcsmith-dev; each prints a checksum of its globals) from seeds 1..CSMITH (default 20,
# FULL=1: 500). A csmith program whose unoptimised run does not finish within 10 s is skipped.
#
# Pipelines: each pass alone, then the issue's pipeline. A pass atomir does not have yet
# (exit 1, "unknown pass name") is reported "not built" and counts as neither equal nor
# failed; the issue's pipeline is also run with the passes atomir has ("built part").
#
# Prints one row per pipeline (programs equal / run, verify failures, errors, programs whose
# text the pipeline changed) and
# `RATCHET opt-exec-equiv-<pipeline> N` (programs equal). Deterministic for a given CSMITH.
# Skips (exit 0) when LLVM 22 is not installed.
#
# Usage: scripts/opt-exec-equiv.sh [-v]   (CSMITH=20 FULL=1 ATOMIR=target/release/atomir
#        ONLY='instcombine|issue': only these pipelines)
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
case $ATOMIR in /*) ;; *) ATOMIR=$PWD/$ATOMIR ;; esac
[ -x "$ATOMIR" ] || ATOMIR=$ROOT/target/debug/atomir
CLANG=$LLVM_BIN/clang
LLI=$LLVM_BIN/lli
verbose=0
[ "${1:-}" = "-v" ] && verbose=1
if [ ! -x "$LLI" ] || [ ! -x "$CLANG" ]; then
    echo "opt-exec-equiv: LLVM 22 lli/clang not found; skipping."
    exit 0
fi
CSMITH=${CSMITH:-20}
[ "${FULL:-0}" = 1 ] && CSMITH=500
ISSUE_PIPELINE='mem2reg,early-cse<memssa>,gvn,dse,loop-mssa(licm),instcombine,simplifycfg'
PIPELINES=(mem2reg sroa early-cse 'early-cse<memssa>' gvn dse 'loop-mssa(licm)' instcombine
    simplifycfg adce "$ISSUE_PIPELINE")
# ONLY='p1|p2' runs just these pipelines (`|`-separated; `issue` stands for the issue's).
if [ -n "${ONLY:-}" ]; then
    IFS='|' read -r -a PIPELINES <<<"${ONLY//issue/$ISSUE_PIPELINE}"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The programs, as .ll files in $tmp/progs, each with its reference output.
mkdir -p "$tmp/progs"
programs=()
add_program() { # name file.ll
    local name=$1 ll=$2
    if timeout 10 "$LLI" "$ll" >"$tmp/progs/$name.out" 2>/dev/null; then
        echo 0 >"$tmp/progs/$name.rc"
    else
        local rc=$?
        [ $rc = 124 ] && return # too slow: skipped
        echo $rc >"$tmp/progs/$name.rc"
    fi
    # atomir's own printing of the input, to count the programs a pipeline changed.
    "$ATOMIR" opt -S -passes=verify "$ll" -o "$tmp/progs/$name.canon.ll" 2>/dev/null || return
    programs+=("$name")
}
for f in "$ROOT"/test/opt/*.ll; do
    grep -q 'define .*@main(' "$f" || continue
    name=test-$(basename "$f" .ll)
    cp "$f" "$tmp/progs/$name.ll"
    add_program "$name" "$tmp/progs/$name.ll"
done
for f in "$ROOT"/scripts/opt-exec-equiv/*.c; do
    name=c-$(basename "$f" .c)
    "$CLANG" -O0 -Xclang -disable-O0-optnone -S -emit-llvm -w "$f" -o "$tmp/progs/$name.ll" || continue
    add_program "$name" "$tmp/progs/$name.ll"
done
csmith_skipped=0
if command -v csmith >/dev/null && [ -d /usr/include/csmith ]; then
    for seed in $(seq 1 "$CSMITH"); do
        name=csmith-$seed
        csmith --seed "$seed" -o "$tmp/$name.c" >/dev/null 2>&1 || continue
        "$CLANG" -O0 -Xclang -disable-O0-optnone -S -emit-llvm -w -I/usr/include/csmith \
            "$tmp/$name.c" -o "$tmp/progs/$name.ll" 2>/dev/null || continue
        before=${#programs[@]}
        add_program "$name" "$tmp/progs/$name.ll"
        [ ${#programs[@]} = "$before" ] && csmith_skipped=$((csmith_skipped + 1))
    done
else
    echo "opt-exec-equiv: csmith or its headers (libcsmith-dev) missing; no csmith programs"
fi
echo "programs: ${#programs[@]} (csmith seeds 1..$CSMITH, $csmith_skipped skipped as too slow)"

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

run_pipeline() { # label pipeline
    local label=$1 pipeline=$2 same=0 total=0 vfail=0 err=0 changed=0 diffs=()
    for name in "${programs[@]}"; do
        local in=$tmp/progs/$name.ll out=$tmp/opt.ll
        total=$((total + 1))
        if ! "$ATOMIR" opt -S -passes="$pipeline" "$in" -o "$out" 2>"$tmp/err"; then
            err=$((err + 1))
            diffs+=("$name: error $(head -1 "$tmp/err" | cut -c1-100)")
            continue
        fi
        cmp -s "$out" "$tmp/progs/$name.canon.ll" || changed=$((changed + 1))
        if ! "$ATOMIR" verify "$out" >/dev/null 2>&1 ||
            ! "$ATOMIR" opt -passes='verify<memoryssa>' -disable-output "$out" >/dev/null 2>&1; then
            vfail=$((vfail + 1))
            diffs+=("$name: output does not verify")
            continue
        fi
        local rc=0
        timeout 20 "$LLI" "$out" >"$tmp/run.out" 2>/dev/null || rc=$?
        if [ "$rc" = "$(cat "$tmp/progs/$name.rc")" ] && cmp -s "$tmp/run.out" "$tmp/progs/$name.out"; then
            same=$((same + 1))
        else
            diffs+=("$name: output differs (exit $rc, expected $(cat "$tmp/progs/$name.rc"))")
        fi
    done
    printf '%-28s %5d/%-5d %9d %7d %8d\n' "$label" "$same" "$total" "$vfail" "$err" "$changed"
    if [ $verbose = 1 ]; then
        for d in "${diffs[@]}"; do echo "    $d"; done
    fi
    local tag
    tag=$(printf '%s' "$label" | tr '<>(), ' '______' | tr -s '_' | sed 's/_$//')
    echo "RATCHET opt-exec-equiv-$tag $same" >>"$tmp/ratchets"
}

printf '%-28s %11s %9s %7s %8s\n' pipeline equal verify-fail errors changed
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
        printf '%-28s not built (%s)\n' "$label" "${missing[*]}"
        if [ "$p" = "$ISSUE_PIPELINE" ]; then
            part=$(built_part "$p")
            [ -n "$part" ] && run_pipeline "issue-pipeline(built part)" "$part"
            echo "    built part: $part"
        fi
        continue
    fi
    run_pipeline "$label" "$p"
done
cat "$tmp/ratchets"
