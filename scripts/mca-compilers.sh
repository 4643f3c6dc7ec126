#!/usr/bin/env bash
# Differential check of `atomir mca -mcpu=M -all-views` against llvm-mca 22 on the output of two
# compilers: scripts/mca-compilers/src/*.c compiled by clang-22 and gcc at -O1/-O2/-O3, several
# -march values, AT&T and Intel syntax, with and without -g; each function body is one region
# (`# LLVM-MCA-BEGIN name` after its label, `# LLVM-MCA-END name` before `.cfi_endproc`).
#
#   scripts/mca-compilers.sh          the sample: 10 configurations x 6 models (skylake, znver3,
#                                     alderlake, btver2, haswell, atom)
#   scripts/mca-compilers.sh --full   every configuration (30) x 21 models
#   scripts/mca-compilers.sh -v       also list every disagreeing (function, model) pair
#
# Prints per model: (function, model) pairs, Total Cycles equal, every view identical, stderr
# identical per file, and files llvm-mca rejects; then `RATCHET mca_compilers_cycles_equal N` and
# `RATCHET mca_compilers_identical N`. llvm-mca's outputs are cached under
# target/mca-compilers-cache/ (keyed by its version, the model and the file's bytes).
# ATOMIR overrides the binary (default target/release/atomir). Exits 0 with a message when
# LLVM 22 or gcc is missing.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/lib/llvm-22/bin/llvm-mca ] || [ ! -x /usr/lib/llvm-22/bin/clang ]; then
  echo "mca-compilers: LLVM 22 not installed (../shared/scripts/install-llvm22.sh); skipped"
  exit 0
fi
if ! command -v gcc >/dev/null; then
  echo "mca-compilers: gcc not installed; skipped"
  exit 0
fi
ATOMIR=${ATOMIR:-target/release/atomir}
[ -x "$ATOMIR" ] || cargo build --release -q || exit 1
exec python3 scripts/mca-compilers/run.py --atomir "$(cd "$(dirname "$ATOMIR")" && pwd)/$(basename "$ATOMIR")" "$@"
