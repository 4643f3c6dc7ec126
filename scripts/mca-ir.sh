#!/usr/bin/env bash
# Deterministic speed comparison of `atomir mca` and llvm-mca 22: x86 instructions executed
# (valgrind's callgrind "I refs") per simulated instruction, for both tools on the same inputs
# and CPUs, and their ratio. Startup is taken out by subtracting a one-iteration run. Unlike
# wall-clock timings (scripts/mca-bench.sh), the figures do not move with machine load; they
# leave out cache and branch behaviour, so the two scripts are read together.
# Usage: scripts/mca-ir.sh [atomir-binary]   (needs valgrind; MCA_CORPUS, LLVM_MCA as in mca-bench)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${MCA_CORPUS:-$ROOT/../shared/corpus/mca}
LLVM_MCA=${LLVM_MCA:-/usr/lib/llvm-22/bin/llvm-mca}
BIN=${1:-$ROOT/target/release/atomir}
command -v valgrind > /dev/null || { echo "mca-ir: valgrind is not installed" >&2; exit 1; }
[ -x "$BIN" ] || (cd "$ROOT" && cargo build --release -q) || exit 1
[ -x "$LLVM_MCA" ] || { echo "mca-ir: $LLVM_MCA not found" >&2; exit 1; }
export RAYON_NUM_THREADS=1
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT

# Instructions executed by a command.
irefs() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null |
    awk '/I +refs/ { gsub(",", "", $4); print $4 }'
}
# Per simulated instruction: (run at N iterations - run at 1) / ((N - 1) * block size).
per_instr() {
  local n=$1 block=$2; shift 2
  local a b
  a=$(irefs "$@" -iterations="$n"); b=$(irefs "$@" -iterations=1)
  echo $(((a - b) / ((n - 1) * block)))
}
BLOCK="$ROOT/target/mca-blocks/instructions.s"
[ -s "$BLOCK" ] || "$ROOT/scripts/mca-block-diff.sh" > /dev/null 2>&1
[ -s "$BLOCK" ] && sed -n 120001,130000p "$BLOCK" > "$TMP/sqlite10k.s"

printf '| kernel | cpu | llvm-mca Ir/instr | atomir Ir/instr | ratio |\n|---|---|---|---|---|\n'
specs=("addchain skylake 2000" "clang_saxpy skylake 300" "dot btver2 2000" "clang_crc haswell 200")
[ -s "$TMP/sqlite10k.s" ] && specs+=("sqlite10k skylake 3")
for spec in "${specs[@]}"; do
  set -- $spec; k=$1 cpu=$2 n=$3
  file="$CORPUS/kernels/$k.s"; [ "$k" = sqlite10k ] && file="$TMP/sqlite10k.s"
  block=$("$LLVM_MCA" -mcpu="$cpu" -iterations=1 "$file" 2> /dev/null | awk '/^Instructions:/ { print $2; exit }')
  l=$(per_instr "$n" "$block" "$LLVM_MCA" -mcpu="$cpu" "$file")
  a=$(per_instr "$n" "$block" "$BIN" mca -mcpu="$cpu" "$file")
  awk -v k="$k" -v c="$cpu" -v l="$l" -v a="$a" \
    'BEGIN { printf "| %s | %s | %d | %d | %.2fx |\n", k, c, l, a, (a > 0 ? l / a : 0) }'
done
