#!/bin/bash
# Every `-mcpu` name of llvm-mca 22 on the kernel corpus, against llvm-mca 22 run live.
#
# For each x86 `-mcpu` name llvm-mca 22 lists (`-mcpu=help`) and each kernel of
# ../shared/corpus/mca/kernels, runs `llvm-mca -mcpu=NAME -all-views KERNEL.s` and the same
# with atomir, and compares stdout and the exit code (names without a scheduling model: stderr
# and the exit code). Prints, per scheduling model, how many (name, kernel) pairs have the same
# Total Cycles and byte-identical stdout, then the totals as RATCHET lines.
# Usage: scripts/mca-models-diff.sh [path/to/atomir] [-v]   (default: target/release/atomir;
#        -v lists every disagreement; LLVM_MCA overrides the llvm-mca binary,
#        MCA_CORPUS the corpus directory)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${MCA_CORPUS:-$ROOT/../shared/corpus/mca}
LLVM_MCA=${LLVM_MCA:-/usr/lib/llvm-22/bin/llvm-mca}
BIN=${1:-$ROOT/target/release/atomir}
case "$BIN" in /*) ;; *) BIN="$PWD/$BIN" ;; esac
VERBOSE=${2:-}
if [ ! -x "$BIN" ]; then
  (cd "$ROOT" && cargo build --release -q) || exit 1
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# llvm-mca's outputs are kept under target/ (keyed by its version and the kernel's contents), so
# that a second run only runs atomir: 924 llvm-mca runs take minutes on this VM.
CACHE="$ROOT/target/mca-models-cache/$("$LLVM_MCA" --version | md5sum | cut -c1-12)"
mkdir -p "$CACHE"
llvm_run() { # name kernel -> $TMP/want, exit code in $want_rc
  local key
  key="$1.$(md5sum <"$2" | cut -c1-12)"
  if [ ! -f "$CACHE/$key.rc" ]; then
    "$LLVM_MCA" -mcpu="$1" -all-views "$2" >"$CACHE/$key.out" 2>/dev/null
    echo $? >"$CACHE/$key.rc"
  fi
  cp "$CACHE/$key.out" "$TMP/want"
  want_rc=$(cat "$CACHE/$key.rc")
}

# The names: the CPU part of llvm-mca's -mcpu=help, and atomir's must be identical.
"$LLVM_MCA" -mtriple=x86_64 -mcpu=help </dev/null >/dev/null 2>"$TMP/help.llvm"
"$BIN" mca -mtriple=x86_64 -mcpu=help </dev/null >/dev/null 2>"$TMP/help.atomir"
if cmp -s "$TMP/help.llvm" "$TMP/help.atomir"; then HELP_SAME=1; else HELP_SAME=0; fi
NAMES=$(sed -n '/^Available CPUs/,/^Available features/p' "$TMP/help.llvm" | awk '/^  [^ ]/{print $1}')

declare -A M_PAIRS M_CYC M_SAME M_NAMES
PAIRS=0; CYC=0; SAME=0; NOMODEL=0; NOMODEL_SAME=0; NAMES_N=0
cd "$CORPUS/kernels" || exit 1
for name in $NAMES; do
  NAMES_N=$((NAMES_N + 1))
  # The model a name uses: atomir's note when it has one; llvm-mca's error when it has none.
  first=$(ls ./*.s | head -1)
  "$LLVM_MCA" -mcpu="$name" "$first" >/dev/null 2>"$TMP/probe.err"
  if grep -q "unable to find instruction-level scheduling information" "$TMP/probe.err"; then
    "$BIN" mca -mcpu="$name" "$first" >/dev/null 2>"$TMP/probe.atomir"
    rc=$?
    NOMODEL=$((NOMODEL + 1))
    if cmp -s "$TMP/probe.err" "$TMP/probe.atomir" && [ "$rc" = 1 ]; then
      NOMODEL_SAME=$((NOMODEL_SAME + 1))
    elif [ -n "$VERBOSE" ]; then
      echo "NOMODEL $name"
    fi
    continue
  fi
  # (the grouping by model is read from atomir's name table)
  model=$(grep -F "(\"$name\", Some(ModelId::" "$ROOT/src/target/sched/cpus.rs" | sed 's/.*ModelId::\([A-Za-z0-9]*\).*/\1/')
  [ -z "$model" ] && model="?$name"
  M_NAMES[$model]="${M_NAMES[$model]:-} $name"
  for k in ./*.s; do
    k=${k#./}
    llvm_run "$name" "$k"
    "$BIN" mca -mcpu="$name" -all-views "$k" >"$TMP/got" 2>/dev/null
    got_rc=$?
    PAIRS=$((PAIRS + 1)); M_PAIRS[$model]=$(( ${M_PAIRS[$model]:-0} + 1 ))
    if [ "$(grep 'Total Cycles' "$TMP/got")" = "$(grep 'Total Cycles' "$TMP/want")" ] && [ "$got_rc" = "$want_rc" ]; then
      CYC=$((CYC + 1)); M_CYC[$model]=$(( ${M_CYC[$model]:-0} + 1 ))
    elif [ -n "$VERBOSE" ]; then
      echo "CYCLES $name $k: $(grep 'Total Cycles' "$TMP/got" | tr -s ' ' | tr '\n' ' ')(exit $got_rc) vs $(grep 'Total Cycles' "$TMP/want" | tr -s ' ' | tr '\n' ' ')(exit $want_rc)"
    fi
    if cmp -s "$TMP/got" "$TMP/want" && [ "$got_rc" = "$want_rc" ]; then
      SAME=$((SAME + 1)); M_SAME[$model]=$(( ${M_SAME[$model]:-0} + 1 ))
    elif [ -n "$VERBOSE" ]; then
      echo "DIFF $name $k (exit $got_rc, expected $want_rc)"
    fi
  done
done

echo
echo "| model | -mcpu names | cycles equal | stdout identical | pairs |"
echo "|---|---|---|---|---|"
for m in $(printf '%s\n' "${!M_PAIRS[@]}" | sort); do
  n=$(echo ${M_NAMES[$m]} | wc -w)
  echo "| $m | $n | ${M_CYC[$m]:-0} | ${M_SAME[$m]:-0} | ${M_PAIRS[$m]} |"
done
echo "| all | $((NAMES_N - NOMODEL)) | $CYC | $SAME | $PAIRS |"
echo
echo "-mcpu=help identical: $HELP_SAME; names without a model: $NOMODEL_SAME of $NOMODEL give llvm-mca's error"
echo
echo "RATCHET mca_models_cycles_equal $CYC"
echo "RATCHET mca_models_stdout_identical $SAME"
echo "RATCHET mca_models_nomodel_identical $NOMODEL_SAME"
echo "RATCHET mca_models_help_identical $HELP_SAME"
