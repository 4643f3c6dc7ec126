#!/usr/bin/env bash
# Grammar-aware fuzzing of `atomir assemble`, `verify` and `opt` (issue: nothing panics, whatever
# the bytes). Builds the fuzzer (tools/ir_fuzz: inputs from LLVM's grammar with hostile names,
# strings, datalayouts, numbers and nesting) and runs COUNT inputs (default 100,000) through
# each subcommand with a fixed seed; every run must end with exit status 0 or 1. Prints a table,
# `RATCHET ir-fuzz-<subcommand> N` lines (runs that ended 0 or 1) and, for any other ending, the
# inputs saved under scripts/out/ir-fuzz/. Exit status 1 when any run ended otherwise.
#   scripts/ir-fuzz.sh [COUNT] [SEED]
# Needs no LLVM.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
seed=${2:-1}
cargo build --release -q --bin ir_fuzz
rm -rf scripts/out/ir-fuzz
start=$(date +%s)
status=0
./target/release/ir_fuzz --seed "$seed" --count "$count" --jobs "$(nproc)" --keep scripts/out/ir-fuzz || status=$?
echo "time: $(( $(date +%s) - start )) s"
exit $status
