#!/usr/bin/env bash
# Times `atomir assemble` against `opt-22 -S` on one .ll file (default: the largest sqlite3
# corpus module, unpacked to a temporary file) and prints wall/user seconds and peak RSS.
# Skips (exit 0) when LLVM 22 or /usr/bin/time is missing.
# Usage: scripts/assemble-timing.sh [FILE.ll]   (RUNS=3)
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CORPUS=${CORPUS:-/work/shared/corpus/ir}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
RUNS=${RUNS:-3}
if [ ! -x "$LLVM_BIN/opt" ] || [ ! -x /usr/bin/time ]; then
    echo "assemble-timing: LLVM 22 opt or /usr/bin/time not found; skipping."
    exit 0
fi
(cd "$ROOT" && cargo build --release --quiet) || exit 1
WORK=$(mktemp -d "${TMPDIR:-/tmp}/assemble-timing.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
FILE=${1:-}
if [ -z "$FILE" ]; then
    FILE="$WORK/sqlite3.O2g.ll"
    gzip -dc "$CORPUS/sqlite3.O2g.ll.gz" > "$FILE" || exit 1
fi
measure() { # label command...
    local label=$1; shift
    for i in $(seq "$RUNS"); do
        /usr/bin/time -f "%e %U %M" -o "$WORK/t" "$@" > /dev/null 2>&1
        echo "$label $(cat "$WORK/t")"
    done
}
echo "file: $FILE ($(wc -c < "$FILE") bytes), $RUNS runs each"
echo "tool wall_s user_s max_rss_kb"
measure opt-S "$LLVM_BIN/opt" -S "$FILE" -o "$WORK/opt.ll"
measure atomir "$ATOMIR" assemble "$FILE" -o "$WORK/atomir.ll"
measure atomir-1thread env RAYON_NUM_THREADS=1 "$ATOMIR" assemble "$FILE" -o "$WORK/atomir1.ll"
