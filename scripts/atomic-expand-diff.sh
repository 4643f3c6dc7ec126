#!/bin/bash
# Runs `atomir opt -S -passes=atomic-expand` on every (module, target configuration, CodeGen
# level) of ../shared/corpus/opt/ and compares with opt-22's stored output byte for byte.
# Prints one line per configuration (identical/total), `N/M identical`, and a
# `RATCHET opt-atomic-expand-corpus N` line. Needs no LLVM (the outputs are stored).
# Usage: scripts/atomic-expand-diff.sh [-v] [atomir binary]   (-v: name every differing file)
set -u
VERBOSE=0
if [ "${1:-}" = "-v" ]; then VERBOSE=1; shift; fi
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ATOMIR=${1:-$ROOT/target/debug/atomir}
CORPUS=${CORPUS:-$ROOT/../shared/corpus/opt}
[ -d "$CORPUS" ] || CORPUS=/work/shared/corpus/opt
cd "$CORPUS" || exit 1
total=0; same=0
declare -A cfg_total cfg_same
for f in out/*.atomic-expand*.ll; do
  b=$(basename "$f" .ll)
  src=${b%%.*}
  rest=${b#*.}
  kind=${rest%%.*}
  cfg=${rest#*.}
  level=""
  [ "$kind" = "atomic-expand-cg2" ] && level="-codegen-opt-level=2"
  case "$cfg" in
    riscv64-noA)     args=(-mtriple=riscv64-unknown-linux-gnu -mattr=-a) ;;
    riscv64-plusA)   args=(-mtriple=riscv64-unknown-linux-gnu -mattr=+a) ;;
    aarch64-plusLSE) args=(-mtriple=aarch64-unknown-linux-gnu -mattr=+lse) ;;
    x86_64-plusCX16) args=(-mtriple=x86_64-unknown-linux-gnu -mattr=+cx16) ;;
    *)               args=(-mtriple="$cfg") ;;
  esac
  key="$cfg${level:+-cg2}"
  total=$((total + 1))
  cfg_total[$key]=$(( ${cfg_total[$key]:-0} + 1 ))
  if "$ATOMIR" opt -S "${args[@]}" $level -passes=atomic-expand "src/$src.ll" 2>/dev/null | cmp -s - "$f"; then
    same=$((same + 1))
    cfg_same[$key]=$(( ${cfg_same[$key]:-0} + 1 ))
  elif [ $VERBOSE = 1 ]; then
    echo "differs: $f"
  fi
done
for k in $(printf '%s\n' "${!cfg_total[@]}" | sort); do
  printf "%-40s %s/%s\n" "$k" "${cfg_same[$k]:-0}" "${cfg_total[$k]}"
done
echo "$same/$total identical"
echo "RATCHET opt-atomic-expand-corpus $same"
