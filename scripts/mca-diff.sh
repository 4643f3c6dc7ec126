#!/bin/bash
# Differential check of `atomir mca` against llvm-mca 22's stored outputs.
#
# Runs atomir over ../shared/corpus/mca/kernels (every kernel x cpu x view of runs.tsv, with
# the same flags) and over edge/ (each case's input and flags), compares stdout (and the exit
# code) with what llvm-mca printed, and prints an agreement table:
#   - Total Cycles equal per (kernel, cpu)   (from the default view)
#   - stdout byte-identical per (kernel, cpu, view), per view and in total
#   - edge cases: stdout+stderr and exit code identical
# Usage: scripts/mca-diff.sh [path/to/atomir] [-v]   (default: target/release/atomir, built if missing;
#        -v lists every disagreement; MCA_CORPUS overrides the corpus directory)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${MCA_CORPUS:-$ROOT/../shared/corpus/mca}
BIN=${1:-$ROOT/target/release/atomir}
case "$BIN" in /*) ;; *) BIN="$PWD/$BIN" ;; esac
VERBOSE=${2:-}
if [ ! -x "$BIN" ]; then
  (cd "$ROOT" && cargo build --release -q) || exit 1
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
declare -A VIEW_TOTAL VIEW_SAME
CYC_TOTAL=0; CYC_SAME=0; ALL_TOTAL=0; ALL_SAME=0
while IFS=$'\t' read -r kernel cpu view code cmd; do
  [ "$kernel" = kernel ] && continue
  args=${cmd#llvm-mca }
  args=${args% *.s}
  expected="$CORPUS/kernels/$kernel.$cpu.$view.txt"
  # shellcheck disable=SC2086
  (cd "$CORPUS/kernels" && "$BIN" mca $args "$kernel.s") >"$TMP/out" 2>"$TMP/err"
  rc=$?
  VIEW_TOTAL[$view]=$(( ${VIEW_TOTAL[$view]:-0} + 1 ))
  ALL_TOTAL=$((ALL_TOTAL + 1))
  if cmp -s "$TMP/out" "$expected" && [ "$rc" = "$code" ]; then
    VIEW_SAME[$view]=$(( ${VIEW_SAME[$view]:-0} + 1 ))
    ALL_SAME=$((ALL_SAME + 1))
  elif [ -n "$VERBOSE" ]; then
    echo "DIFF $kernel $cpu $view (exit $rc, expected $code)"
  fi
  if [ "$view" = default ]; then
    CYC_TOTAL=$((CYC_TOTAL + 1))
    if [ "$(grep 'Total Cycles' "$TMP/out")" = "$(grep 'Total Cycles' "$expected")" ] && [ "$rc" = "$code" ]; then
      CYC_SAME=$((CYC_SAME + 1))
    elif [ -n "$VERBOSE" ]; then
      echo "CYCLES $kernel $cpu: $(grep 'Total Cycles' "$TMP/out" | tr -s ' ' | tr '\n' ' ') vs $(grep 'Total Cycles' "$expected" | tr -s ' ' | tr '\n' ' ')"
    fi
  fi
done < "$CORPUS/runs.tsv"

EDGE_TOTAL=0; EDGE_SAME=0
for f in "$CORPUS"/edge/*.txt; do
  name=$(basename "$f" .txt)
  flags=$(head -1 "$f" | sed -e 's/^\$ llvm-mca //' -e 's/ *<<< input below$//')
  sed -n '2,/^----- stdout+stderr -----$/p' "$f" | sed '$d' | sed 's/^| \{0,1\}//' >"$TMP/in"
  sed -n '/^----- stdout+stderr -----$/,/^----- exit code/p' "$f" | sed '1d;$d' >"$TMP/expected"
  code=$(tail -1 "$f" | sed 's/[^0-9]//g')
  # shellcheck disable=SC2086
  "$BIN" mca $flags <"$TMP/in" >"$TMP/got" 2>&1
  rc=$?
  EDGE_TOTAL=$((EDGE_TOTAL + 1))
  if cmp -s "$TMP/got" "$TMP/expected" && [ "$rc" = "$code" ]; then
    EDGE_SAME=$((EDGE_SAME + 1))
  elif [ -n "$VERBOSE" ]; then
    echo "EDGE $name (exit $rc, expected $code)"
  fi
done

pct() { if [ "$2" -gt 0 ]; then awk -v a="$1" -v b="$2" 'BEGIN{printf "%5.1f%%", 100*a/b}'; else echo "  n/a"; fi; }
echo
echo "| check | agree | total | % |"
echo "|---|---|---|---|"
echo "| Total Cycles equal per (kernel,cpu) | $CYC_SAME | $CYC_TOTAL | $(pct $CYC_SAME $CYC_TOTAL) |"
for v in default timeline allstats allviews bottleneck json jsontimeline insttables insttablesfull iter1000 iter3timeline; do
  echo "| stdout identical: $v | ${VIEW_SAME[$v]:-0} | ${VIEW_TOTAL[$v]:-0} | $(pct "${VIEW_SAME[$v]:-0}" "${VIEW_TOTAL[$v]:-0}") |"
done
echo "| stdout identical: all views | $ALL_SAME | $ALL_TOTAL | $(pct $ALL_SAME $ALL_TOTAL) |"
echo "| edge cases identical (stdout+stderr+exit) | $EDGE_SAME | $EDGE_TOTAL | $(pct $EDGE_SAME $EDGE_TOTAL) |"
echo
echo "RATCHET mca_cycles_equal $CYC_SAME"
echo "RATCHET mca_stdout_identical $ALL_SAME"
echo "RATCHET mca_edge_identical $EDGE_SAME"
