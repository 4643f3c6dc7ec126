#!/usr/bin/env bash
# Differential test of `atomir opt -debug-pass-manager` against opt-22.
#
# Runs a fixed set of pipelines (printers, require<>/invalidate<>, verify, module and function
# levels, loop adaptors) over the corpus opt inputs (corpus/opt/src/*.ll) with
# `-disable-output -debug-pass-manager` in both tools and compares stderr byte for byte. Two
# figures per pipeline: identical as printed, and identical once opt-22's lines for what
# atomir does not have are dropped (the analyses of its alias-analysis stack, AAManager,
# BasicAA, TargetLibraryAnalysis, AssumptionAnalysis, TargetIRAnalysis, ScopedNoAliasAA,
# TypeBasedAA, OuterAnalysisManagerProxy; and, for loop pipelines, ScalarEvolutionAnalysis, the
# loop analysis manager proxy and its "Clearing" lines; atomir's loop adaptor runs and prints
# LoopSimplifyPass and LCSSAPass as opt-22's does, so those lines are compared). Prints
# `RATCHET pm-debug-identical N`.
# Skips (exit 0) when LLVM 22 is not installed.
#
# Usage: scripts/pm-debug-diff.sh   (CORPUS=../shared/corpus ATOMIR=target/debug/atomir)
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${CORPUS:-$ROOT/../shared/corpus}
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
OPT=${OPT:-$LLVM_BIN/opt}
if [ ! -x "$OPT" ]; then
    echo "pm-debug-diff: LLVM 22 opt not found; skipping."
    exit 0
fi
PIPELINES=(
    'verify'
    'print<domtree>'
    'print<postdomtree>'
    'print<loops>'
    'function(require<loops>,invalidate<domtree>,verify,verify,invalidate<all>,verify),invalidate<all>,function(verify)'
    'no-op-module,function(no-op-function,require<postdomtree>,invalidate<postdomtree>),verify'
    'module(function(require<postdomtree>),invalidate<all>)'
    'print<memoryssa>'
    'print<memoryssa-walker>,verify<memoryssa>'
    'function(require<memoryssa>,require<loops>,invalidate<domtree>,invalidate<all>)'
    'loop(no-op-loop)'
    'function(require<loops>,loop-mssa(no-op-loop))'
)
DROP='AAManager|TargetLibraryAnalysis|BasicAA|AssumptionAnalysis|TargetIRAnalysis|ScopedNoAliasAA|TypeBasedAA|OuterAnalysisManagerProxy|ScalarEvolutionAnalysis|InnerAnalysisManagerProxy<LoopAnalysisManager|^Clearing all analysis results'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
total=0; same=0; same_known=0; unsupported=0
printf '%-100s %9s %9s %11s\n' pipeline identical "w/o AA" unsupported
for p in "${PIPELINES[@]}"; do
    n=0; s=0; k=0; u=0
    for f in "$CORPUS"/opt/src/*.ll; do
        n=$((n + 1))
        "$OPT" -passes="$p" -disable-output -debug-pass-manager "$f" >"$tmp/o" 2>&1
        if ! "$ATOMIR" opt -passes="$p" -disable-output -debug-pass-manager "$f" >"$tmp/a" 2>&1; then
            if grep -q 'no loop-simplify' "$tmp/a"; then u=$((u + 1)); continue; fi
        fi
        if cmp -s "$tmp/o" "$tmp/a"; then s=$((s + 1)); fi
        grep -Ev "$DROP" "$tmp/o" >"$tmp/o2"
        if cmp -s "$tmp/o2" "$tmp/a"; then k=$((k + 1)); else echo "  differs: $p $(basename "$f")" >>"$tmp/list"; fi
    done
    printf '%-100s %5d/%-3d %5d/%-3d %11d\n' "$p" "$s" "$n" "$k" "$n" "$u"
    total=$((total + n)); same=$((same + s)); same_known=$((same_known + k)); unsupported=$((unsupported + u))
done
[ -f "$tmp/list" ] && cat "$tmp/list"
echo "total: $same/$total identical, $same_known/$total identical without opt-22's lines for analyses atomir lacks, $unsupported loop runs refused (loops not in simplified form)"
echo "RATCHET pm-debug-identical $same"
echo "RATCHET pm-debug-identical-known $same_known"
