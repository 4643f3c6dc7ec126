#!/usr/bin/env bash
# Differential test of `atomir assemble` against LLVM 22 (`llvm-as | llvm-dis`).
#
# For every corpus file: does atomir parse it, is its output byte-identical to LLVM's (ignoring
# the `; ModuleID` line), and does llvm-as accept atomir's output? Prints a table and totals.
# Skips (exit 0) when LLVM 22 is not installed.
#
# Usage: scripts/assemble-diff.sh [--no-sqlite] [--only-sqlite] [FILE...]
#   CORPUS=/work/shared/corpus/ir  ATOMIR=target/release/atomir  LLVM_BIN=/usr/lib/llvm-22/bin
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CORPUS=${CORPUS:-/work/shared/corpus/ir}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
if [ ! -x "$LLVM_BIN/llvm-as" ] || [ ! -x "$LLVM_BIN/llvm-dis" ]; then
    echo "assemble-diff: LLVM 22 not found in $LLVM_BIN; skipping."
    exit 0
fi
if [ ! -x "$ATOMIR" ]; then
    (cd "$ROOT" && cargo build --release --quiet) || { echo "assemble-diff: build failed"; exit 1; }
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/assemble-diff.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

with_sqlite=1; only_sqlite=0; files=()
for a in "$@"; do
    case "$a" in
        --no-sqlite) with_sqlite=0 ;;
        --only-sqlite) only_sqlite=1 ;;
        *) files+=("$a") ;;
    esac
done
if [ ${#files[@]} -eq 0 ]; then
    if [ $only_sqlite -eq 0 ]; then
        for f in "$CORPUS"/stress/*.ll "$CORPUS"/cpp/*.ll "$CORPUS"/roundtrip/*.ll; do
            [ -f "$f" ] && files+=("$f")
        done
    fi
    if [ $with_sqlite -eq 1 ]; then
        for gz in "$CORPUS"/sqlite3.*.ll.gz; do
            [ -f "$gz" ] || continue
            out="$WORK/$(basename "${gz%.gz}")"
            gzip -dc "$gz" > "$out" && files+=("$out")
        done
    fi
fi

total=0; parsed=0; identical=0; accepted=0
printf '%-28s %-7s %-10s %-9s\n' file parsed identical accepted
for f in "${files[@]}"; do
    total=$((total + 1))
    name=$(basename "$f")
    ours="$WORK/ours.ll"; ref="$WORK/ref.ll"
    p=no; i=no; acc=no
    if "$ATOMIR" assemble "$f" -o "$ours" 2> "$WORK/err.txt"; then
        p=yes; parsed=$((parsed + 1))
        if "$LLVM_BIN/llvm-as" "$f" -o - 2>/dev/null | "$LLVM_BIN/llvm-dis" -o "$ref" 2>/dev/null; then
            if cmp -s <(tail -n +2 "$ours") <(tail -n +2 "$ref"); then
                i=yes; identical=$((identical + 1))
            fi
        else
            i=n/a
        fi
        if "$LLVM_BIN/llvm-as" "$ours" -o /dev/null 2>/dev/null; then
            acc=yes; accepted=$((accepted + 1))
        fi
    fi
    printf '%-28s %-7s %-10s %-9s\n' "$name" "$p" "$i" "$acc"
    if [ "$p" = no ]; then
        head -3 "$WORK/err.txt" | sed 's/^/    /'
    fi
    rm -f "$ours" "$ref"
done
echo "parsed: $parsed/$total   identical: $identical/$total   accepted by llvm-as: $accepted/$total"
echo "$identical/$total identical"
echo "RATCHET assemble-parsed $parsed"
echo "RATCHET assemble-identical $identical"
echo "RATCHET assemble-accepted $accepted"
