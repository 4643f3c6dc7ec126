#!/usr/bin/env bash
# Differential check of `atomir mca` against llvm-mca 22 on clang-22 -O2 output of our own C
# files (examples/mca/*.c, compiled to AT&T `*.att.s` and Intel `*.intel.s`).
#
#   scripts/mca-clang.sh            compare on the committed .s files
#   scripts/mca-clang.sh --regen    first recompile the .s files with clang-22
#
# Prints one row per (file, cpu, view) and the totals, then `RATCHET mca-clang-identical N`.
# Exits 0 with a message when LLVM 22 is not installed.
set -uo pipefail
cd "$(dirname "$0")/.."
LLVM=/usr/lib/llvm-22/bin
if [ ! -x "$LLVM/llvm-mca" ]; then
  echo "mca-clang: LLVM 22 not installed (../shared/scripts/install-llvm22.sh); skipped"
  exit 0
fi
if [ "${1:-}" = "--regen" ]; then
  for c in examples/mca/*.c; do
    b=${c%.c}
    "$LLVM/clang" -O2 -S -o "$b.att.s" "$c"
    "$LLVM/clang" -O2 -S -masm=intel -o "$b.intel.s" "$c"
  done
fi
ATOMIR=${ATOMIR:-target/release/atomir}
[ -x "$ATOMIR" ] || cargo build --release -q
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
total=0
same=0
printf '%-28s %-10s %-10s %s\n' file cpu view result
for s in examples/mca/*.s; do
  for cpu in skylake btver2 znver3 haswell ivybridge; do
    for view in "" "-timeline" "-all-stats"; do
      total=$((total + 1))
      "$LLVM/llvm-mca" -mcpu=$cpu $view "$s" > "$tmp/ref.out" 2> "$tmp/ref.err"
      ref_rc=$?
      "$ATOMIR" mca -mcpu=$cpu $view "$s" > "$tmp/our.out" 2> "$tmp/our.err"
      our_rc=$?
      if [ $ref_rc = $our_rc ] && cmp -s "$tmp/ref.out" "$tmp/our.out"; then
        same=$((same + 1))
        result=identical
      else
        result="differs (rc llvm=$ref_rc atomir=$our_rc)"
      fi
      printf '%-28s %-10s %-10s %s\n' "$(basename "$s")" $cpu "${view:-default}" "$result"
    done
  done
done
echo "TOTAL mca-clang: $same/$total identical"
echo "RATCHET mca-clang-identical $same"
