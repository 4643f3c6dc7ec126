#!/usr/bin/env bash
# Differential check of the micro-op queue stage (`-micro-op-queue-size`, `-decoder-throughput`)
# against llvm-mca 22, run live: every (kernel, cpu) pair of the mca corpus x nine
# (queue size, decoder throughput) settings, with `-all-stats -timeline`; stdout+stderr must be
# byte-identical. Prints the count and `RATCHET mca_uop_queue_identical N`.
# Usage: scripts/mca-uop-queue-diff.sh [-v]      (MCA_CORPUS overrides ../shared/corpus/mca)
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${MCA_CORPUS:-$ROOT/../shared/corpus/mca}
LLVM=${LLVM_BIN:-/usr/lib/llvm-22/bin}
VERBOSE=${1:-}
if [ ! -x "$LLVM/llvm-mca" ]; then
  echo "mca-uop-queue-diff: LLVM 22 not installed (../shared/scripts/install-llvm22.sh); skipped"
  exit 0
fi
(cd "$ROOT" && cargo build --release -q --bin atomir) || exit 1
ATOMIR=$ROOT/target/release/atomir
same=0; total=0
cd "$CORPUS/kernels" || exit 1
while IFS=$'\t' read -r k c; do
  for qt in 4:2 2:1 8:3 1:0 16:0 3:5 0:2 5:4 2:3; do
    flags="-mcpu=$c -micro-op-queue-size=${qt%:*} -decoder-throughput=${qt#*:} -all-stats -timeline"
    total=$((total + 1))
    # shellcheck disable=SC2086
    if cmp -s <("$LLVM/llvm-mca" $flags "$k.s" 2>&1) <("$ATOMIR" mca $flags "$k.s" 2>&1); then
      same=$((same + 1))
    elif [ -n "$VERBOSE" ]; then
      echo "DIFF $k $c queue=${qt%:*} throughput=${qt#*:}"
    fi
  done
done < <(tail -n +2 "$CORPUS/runs.tsv" | cut -f1,2 | sort -u)
echo "micro-op queue runs identical: $same/$total"
echo "RATCHET mca_uop_queue_identical $same"
