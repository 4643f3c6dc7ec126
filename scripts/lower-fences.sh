#!/usr/bin/env bash
# Compares atomir lower's fence placement with llc-22 -O2 on every (target, operation,
# ordering, width) LLVM supports for the targets atomir builds (x86-64, i686, i386 against
# llc -mcpu=i386; AArch64 v8.0, +lse,
# +lse,+rcpc; RISC-V 64 +a; RISC-V 32 +m,+a and +m; MIPS32, MIPS64EL, SPARC V9, SPARC V8; PowerPC 64 LE and BE, PowerPC 32). qemu checks values and atomicity, not weak ordering: this table
# is the check of the orderings. Prints one row per target configuration (agreements,
# deliberate differences, unexplained ones), the reasons (data in
# scripts/lower-fences/differences.tsv), one line per difference or refusal, and
# `RATCHET lower_fences_agree N` / `RATCHET lower_fences_accounted N` (agreements plus
# deliberate differences). Fails when a difference is unexplained.
#
# On the configurations whose i128 goes through atomir's word machinery (the 32-bit targets,
# MIPS64EL, SPARC V9) the i128 functions take and give their values through memory
# (compare.py's I128_IN_MEMORY): atomir has no i128 arguments or returns there.
#
# Functions llc-22 itself cannot lower (it crashes on MIPS partword uinc/udec/usub) are listed
# as "llc-22 fails" and left out of the counts.
# Env: CONFIGS=regex: only the configurations whose name matches; ATOMIR (default: the release binary when one exists, as in CI, else the debug one;
# rebuilt first), LLC (default llc-22).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${ATOMIR:-}" ]; then
  if [ -x target/release/atomir ]; then
    cargo build --release -q
    ATOMIR=target/release/atomir
  else
    cargo build -q
    ATOMIR=target/debug/atomir
  fi
fi
LLC=${LLC:-/usr/lib/llvm-22/bin/llc}
[ -x "$LLC" ] || { echo "lower-fences: $LLC not found (LLVM 22)" >&2; exit 1; }
work=$(mktemp -d /tmp/lower-fences.XXXXXX)
trap 'rm -rf "$work"' EXIT
python3 scripts/lower-fences/compare.py "$ATOMIR" "$LLC" "$work"
