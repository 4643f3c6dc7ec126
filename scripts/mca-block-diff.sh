#!/bin/bash
# Differential check of `atomir mca` against llvm-mca 22 on big blocks of real compiler output:
# the sqlite3 amalgamation (../shared/corpus/ir/sqlite3.O2.ll.gz) compiled by llc-22 -O2, cut
# into blocks of consecutive instructions (labels and directives dropped, as llvm-mca skips
# them), each run through both tools on several CPUs. Prints one line per (block, cpu), the
# number byte-identical, and `RATCHET mca_block_identical N` for scripts/ci-ratchets.sh.
# Usage: scripts/mca-block-diff.sh [-v]   (-v: print the first differing lines of each miss)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SHARED:-$ROOT/../shared}
LLVM=${LLVM:-/usr/lib/llvm-22/bin}
BIN=${BIN:-$ROOT/target/release/atomir}
VERBOSE=${1:-}
[ -x "$BIN" ] || (cd "$ROOT" && cargo build --release -q) || exit 1
IR="$SHARED/corpus/ir/sqlite3.O2.ll.gz"
CACHE="$ROOT/target/mca-blocks"
mkdir -p "$CACHE"
if [ ! -s "$CACHE/sqlite3.s" ]; then
  [ -f "$IR" ] || { echo "mca-block-diff: $IR not found" >&2; exit 1; }
  gzip -dc "$IR" > "$CACHE/sqlite3.ll" || exit 1
  "$LLVM/llc" -O2 -mtriple=x86_64-linux-gnu "$CACHE/sqlite3.ll" -o "$CACHE/sqlite3.s.tmp" || exit 1
  mv "$CACHE/sqlite3.s.tmp" "$CACHE/sqlite3.s"
  rm -f "$CACHE/sqlite3.ll"
fi
# Instruction lines only (tab, then a lower-case mnemonic).
grep -P '^\t[a-z]' "$CACHE/sqlite3.s" > "$CACHE/instructions.s"
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
total=0; same=0
# (first instruction, length) of each block, spread over the file.
for spec in 1:2000 20001:2000 50001:10000 90001:2000 120001:5000 160001:2000 200001:3000 230001:1000; do
  start=${spec%%:*}; len=${spec#*:}
  sed -n "${start},$((start + len - 1))p" "$CACHE/instructions.s" > "$TMP/block.s"
  for cpu in skylake znver3 btver2; do
    "$LLVM/llvm-mca" -mcpu=$cpu -iterations=10 "$TMP/block.s" > "$TMP/llvm.txt" 2> /dev/null
    "$BIN" mca -mcpu=$cpu -iterations=10 "$TMP/block.s" > "$TMP/atomir.txt" 2> /dev/null
    total=$((total + 1))
    if cmp -s "$TMP/llvm.txt" "$TMP/atomir.txt"; then
      same=$((same + 1)); verdict=identical
    else
      verdict=DIFFERS
    fi
    printf '%-14s %-8s %s\n' "block@$start+$len" "$cpu" "$verdict"
    if [ "$verdict" = DIFFERS ] && [ "$VERBOSE" = -v ]; then
      diff "$TMP/llvm.txt" "$TMP/atomir.txt" | head -8
    fi
  done
done
echo "TOTAL mca-block: $same/$total identical"
echo "RATCHET mca_block_identical $same"
