#!/usr/bin/env bash
# Differential checks of `atomir mca` against llvm-mca 22 run live (not stored outputs):
#
# 1. -show-encoding: the encoding size, the bytes and the printed instruction of every row of the
#    instruction info table. Inputs: the mca corpus kernels (with each cpu runs.tsv names),
#    examples/mca/*.s (skylake), and the ~18,700 probe instructions of `mca_model_gen probes`
#    (every iced code valid in 64-bit mode, skylake-avx512, in chunks). Both tools run with
#    `-instruction-tables -show-encoding -skip-unsupported-instructions=any`; rows (their text
#    after the six leading columns) are aligned as diff aligns lines, so a row only one tool
#    skips does not shift the others.
# 2. The micro-op queue stage (`-micro-op-queue-size`, `-decoder-throughput`): every (kernel,
#    cpu) pair of the corpus x nine (queue size, decoder throughput) settings, with `-all-stats
#    -timeline`; stdout+stderr must be byte-identical.
#
# Prints the tables and `RATCHET mca_encoding_identical N` (rows identical) and
# `RATCHET mca_uop_queue_identical N` (runs identical).
# Usage: scripts/mca-live-diff.sh [-v]      (MCA_CORPUS overrides ../shared/corpus/mca)
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${MCA_CORPUS:-$ROOT/../shared/corpus/mca}
LLVM=${LLVM_BIN:-/usr/lib/llvm-22/bin}
VERBOSE=${1:-}
if [ ! -x "$LLVM/llvm-mca" ]; then
  echo "mca-live-diff: LLVM 22 not installed (../shared/scripts/install-llvm22.sh); skipped"
  exit 0
fi
(cd "$ROOT" && cargo build --release -q --bin atomir --bin mca_model_gen) || exit 1
ATOMIR=$ROOT/target/release/atomir
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# rows FILE: the instruction-info rows from the encoding size column on.
rows() { awk '/Encodings:/{on=1; next} on && /^$/{exit} on{print substr($0, 44)}' "$1"; }

SAME=0; TOTAL=0
# compare SET FILE CPU
compare() {
  local set=$1 file=$2 cpu=$3
  local flags="-mcpu=$cpu -instruction-tables -show-encoding -skip-unsupported-instructions=any"
  # shellcheck disable=SC2086
  "$LLVM/llvm-mca" $flags "$file" >"$TMP/ref" 2>/dev/null
  # shellcheck disable=SC2086
  "$ATOMIR" mca $flags "$file" >"$TMP/our" 2>/dev/null
  rows "$TMP/ref" >"$TMP/ref.rows"
  rows "$TMP/our" >"$TMP/our.rows"
  local n s
  n=$(wc -l <"$TMP/ref.rows")
  # Rows in common, aligned as diff aligns them (a row only one tool skipped does not shift the rest).
  s=$(diff --unchanged-line-format='%L' --old-line-format='' --new-line-format='' "$TMP/ref.rows" "$TMP/our.rows" | wc -l)
  TOTAL=$((TOTAL + n)); SAME=$((SAME + s))
  SET_TOTAL[$set]=$(( ${SET_TOTAL[$set]:-0} + n ))
  SET_SAME[$set]=$(( ${SET_SAME[$set]:-0} + s ))
  if [ -n "$VERBOSE" ] && [ "$s" != "$n" ]; then
    echo "== $file ($cpu): $s/$n"
    diff "$TMP/ref.rows" "$TMP/our.rows" | grep '^[<>]' | head -20
  fi
}
declare -A SET_TOTAL SET_SAME
while IFS=$'\t' read -r kernel cpu _; do
  compare kernels "$CORPUS/kernels/$kernel.s" "$cpu"
done < <(tail -n +2 "$CORPUS/runs.tsv" | cut -f1,2 | sort -u)
for s in "$ROOT"/examples/mca/*.s; do
  compare clang "$s" skylake
done
"$ROOT/target/release/mca_model_gen" probes >"$TMP/probes.s"
split -l 2000 -d "$TMP/probes.s" "$TMP/chunk."
for c in "$TMP"/chunk.*; do
  compare probes "$c" skylake-avx512
done
echo "| inputs | rows identical | rows | % |"
echo "|---|---|---|---|"
for set in kernels clang probes; do
  awk -v s="$set" -v a="${SET_SAME[$set]:-0}" -v b="${SET_TOTAL[$set]:-0}" \
    'BEGIN{printf "| %s | %d | %d | %.1f%% |\n", s, a, b, b ? 100*a/b : 0}'
done
awk -v a="$SAME" -v b="$TOTAL" 'BEGIN{printf "| all | %d | %d | %.1f%% |\n", a, b, b ? 100*a/b : 0}'
echo
echo "RATCHET mca_encoding_identical $SAME"

same=0; total=0
while IFS=$'\t' read -r k c; do
  for qt in 4:2 2:1 8:3 1:0 16:0 3:5 0:2 5:4 2:3; do
    flags="-mcpu=$c -micro-op-queue-size=${qt%:*} -decoder-throughput=${qt#*:} -all-stats -timeline"
    total=$((total + 1))
    # shellcheck disable=SC2086
    if cmp -s <(cd "$CORPUS/kernels" && "$LLVM/llvm-mca" $flags "$k.s" 2>&1) \
      <(cd "$CORPUS/kernels" && "$ATOMIR" mca $flags "$k.s" 2>&1); then
      same=$((same + 1))
    elif [ -n "$VERBOSE" ]; then
      echo "DIFF $k $c queue=${qt%:*} throughput=${qt#*:}"
    fi
  done
done < <(tail -n +2 "$CORPUS/runs.tsv" | cut -f1,2 | sort -u)
echo "micro-op queue runs identical: $same/$total"
echo "RATCHET mca_uop_queue_identical $same"
