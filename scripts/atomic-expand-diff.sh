#!/bin/bash
# Runs `atomir opt -S -passes=atomic-expand` on every (module, target configuration, CodeGen
# level) of ../shared/corpus/opt/ and compares with opt-22's stored output byte for byte.
# Prints one line per configuration (identical/total), `N/M identical`, and a
# `RATCHET opt-atomic-expand-corpus N` line. Needs no LLVM (the outputs are stored); takes a
# few seconds.
# With --live, also generates one-operation functions (every load/store ordering, cmpxchg
# ordering pair, atomicrmw operation, over i8..i128, float, double, ptr, aligned and not) and
# compares with opt-22 run now on all 14 configurations at both levels (needs LLVM 22).
# Usage: scripts/atomic-expand-diff.sh [-v] [--live]   (-v: name every differing file)
#   ATOMIR=target/release/atomir (falls back to target/debug/atomir)
set -u
VERBOSE=0; LIVE=0
while [ $# -gt 0 ]; do
  case "$1" in
    -v) VERBOSE=1 ;;
    --live) LIVE=1 ;;
    *) echo "usage: $0 [-v] [--live]" >&2; exit 2 ;;
  esac
  shift
done
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
[ -x "$ATOMIR" ] || ATOMIR=$ROOT/target/debug/atomir
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

[ $LIVE = 1 ] || exit 0
OPT=${LLVM_BIN:-/usr/lib/llvm-22/bin}/opt
[ -x "$OPT" ] || { echo "live: opt-22 not found"; exit 0; }
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
python3 - "$WORK" <<'PY'
import sys, itertools
work = sys.argv[1]
types = [("i8", 1), ("i16", 2), ("i32", 4), ("i64", 8), ("i128", 16), ("float", 4), ("double", 8), ("ptr", 8)]
n = 0
def emit(name, ret, params, body):
    global n
    n += 1
    with open(f"{work}/g{n:04}_{name}.ll", "w") as f:
        f.write(f"define {ret} @f({params}) {{\nentry:\n{body}}}\n")
for (t, size), o in itertools.product(types, ["unordered", "monotonic", "acquire", "seq_cst"]):
    emit(f"load_{t}_{o}", t, "ptr %p", f"  %v = load atomic {t}, ptr %p {o}, align {size}\n  ret {t} %v\n")
for (t, size), o in itertools.product(types, ["unordered", "monotonic", "release", "seq_cst"]):
    emit(f"store_{t}_{o}", "void", f"ptr %p, {t} %v", f"  store atomic {t} %v, ptr %p {o}, align {size}\n  ret void\n")
pairs = [("monotonic", "monotonic"), ("acquire", "acquire"), ("release", "monotonic"), ("acq_rel", "acquire"), ("seq_cst", "seq_cst")]
for (t, size), (s_, f_), weak in itertools.product([x for x in types if x[0] not in ("float", "double")], pairs, ["", "weak "]):
    emit(f"cas_{t}_{s_}_{weak.strip() or 'strong'}", t, f"ptr %p, {t} %c, {t} %n",
         f"  %r = cmpxchg {weak}ptr %p, {t} %c, {t} %n {s_} {f_}, align {size}\n  %v = extractvalue {{ {t}, i1 }} %r, 0\n  ret {t} %v\n")
int_ops = ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"]
for (t, size), op, o in itertools.product([x for x in types if x[0].startswith("i")], int_ops, ["monotonic", "seq_cst"]):
    emit(f"rmw_{op}_{t}_{o}", t, f"ptr %p, {t} %v", f"  %r = atomicrmw {op} ptr %p, {t} %v {o}, align {size}\n  ret {t} %r\n")
for (t, size), op in itertools.product([("float", 4), ("double", 8)], ["xchg", "fadd", "fsub", "fmax", "fmin"]):
    emit(f"rmw_{op}_{t}", t, f"ptr %p, {t} %v", f"  %r = atomicrmw {op} ptr %p, {t} %v seq_cst, align {size}\n  ret {t} %r\n")
emit("rmw_xchg_ptr", "ptr", "ptr %p, ptr %v", "  %r = atomicrmw xchg ptr %p, ptr %v seq_cst, align 8\n  ret ptr %r\n")
for t, size in [("i16", 1), ("i32", 2), ("i64", 4)]:
    emit(f"under_{t}", t, f"ptr %p, {t} %v", f"  %a = load atomic {t}, ptr %p acquire, align {size}\n  store atomic {t} %v, ptr %p release, align {size}\n  %r = atomicrmw xchg ptr %p, {t} %v seq_cst, align {size}\n  %s = atomicrmw max ptr %p, {t} %v seq_cst, align {size}\n  %c = cmpxchg ptr %p, {t} %a, {t} %v seq_cst monotonic, align {size}\n  ret {t} %s\n")
PY
live_total=0; live_same=0; live_err=0; opt_failed=0
declare -A ltot lsame
for f in "$WORK"/*.ll; do
  for cfg in "x86_64-unknown-linux-gnu" "x86_64-unknown-linux-gnu -mattr=+cx16" "aarch64-unknown-linux-gnu" \
             "aarch64-unknown-linux-gnu -mattr=+lse" "armv7-unknown-linux-gnueabihf" "armv6-unknown-linux-gnueabihf" \
             "thumbv6m-none-eabi" "powerpc64le-unknown-linux-gnu" "mips-unknown-linux-gnu" "sparc-unknown-linux-gnu" \
             "sparcv9-unknown-linux-gnu" "riscv64-unknown-linux-gnu" "riscv64-unknown-linux-gnu -mattr=+a"; do
    set -- $cfg
    for level in 0 2; do
      # opt-22 itself crashes on a few inputs (PowerPC i128 operations without a quadword
      # intrinsic): those are left out and counted.
      if ! { "$OPT" -S -mtriple=$cfg -codegen-opt-level=$level -passes=atomic-expand "$f" -o "$f.want"; } 2>/dev/null; then
        opt_failed=$((opt_failed + 1)); continue
      fi
      key="${cfg// /}-O$level"
      live_total=$((live_total + 1)); ltot[$key]=$(( ${ltot[$key]:-0} + 1 ))
      if "$ATOMIR" opt -S -mtriple=$cfg -codegen-opt-level=$level -passes=atomic-expand "$f" -o "$f.got" 2>"$f.err"; then
        if cmp -s "$f.want" "$f.got"; then
          live_same=$((live_same + 1)); lsame[$key]=$(( ${lsame[$key]:-0} + 1 ))
        elif [ $VERBOSE = 1 ]; then echo "live differs: $(basename "$f") $cfg -codegen-opt-level=$level"; fi
      else
        live_err=$((live_err + 1))
        [ $VERBOSE = 1 ] && echo "live error: $(basename "$f") $cfg -codegen-opt-level=$level: $(head -1 "$f.err")"
      fi
    done
  done
done
for k in $(printf '%s\n' "${!ltot[@]}" | sort); do
  printf "live %-44s %s/%s\n" "$k" "${lsame[$k]:-0}" "${ltot[$k]}"
done
echo "live: $live_same/$live_total identical ($live_err atomir errors; $opt_failed cases where opt-22 failed, left out)"
