#!/usr/bin/env bash
# Differential check of RISC-V 32's i64 register-pair code (add/sub carries, mul with mulhu,
# shifts across the halves, 64-bit compares, udiv through __udivdi3, zext/sext/trunc, select,
# globals, dynamic alloca): pairs.ll lowered by atomir and compiled by llc-22 (symbols renamed
# with an _llc suffix), both linked with pairs-driver.c and the freestanding runtime (cc.sh),
# run under qemu-riscv32. Prints the driver's RESULT line; exit 1 on any disagreement.
# Needs: clang-22, ld.lld and llc-22 (/usr/lib/llvm-22/bin), qemu-riscv32, riscv64-linux-gnu-as.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
ATOMIR=${ATOMIR:-target/debug/atomir}
[ -x "$ATOMIR" ] || cargo build -q
LLC=${LLC:-/usr/lib/llvm-22/bin/llc}
work=$(mktemp -d /tmp/rv32-pairs.XXXXXX)
trap 'rm -rf "$work"' EXIT
"$ATOMIR" lower --target=riscv32-linux-gnu -mattr=+m,+a "$here/pairs.ll" -o "$work/atomir.s"
sed -E 's/@([A-Za-z_][A-Za-z0-9_]*)/@\1_llc/g' "$here/pairs.ll" >"$work/llc.ll"
"$LLC" -O2 -mtriple=riscv32-linux-gnu -mattr=+m,+a "$work/llc.ll" -o "$work/llc.s"
# llc-22's .attribute names zaamo/zalrsc, which GNU as 2.40 rejects: clang assembles it.
clang-22 --target=riscv32-unknown-linux -march=rv32ima -c "$work/llc.s" -o "$work/llc.o"
"$here/cc.sh" -O2 "$here/pairs-driver.c" "$work/atomir.s" "$work/llc.o" -o "$work/pairs"
qemu-riscv32 "$work/pairs"
