#!/bin/bash
# Measures each kernel of ../shared/corpus/mca/kernels five times with `atomir measure` and prints,
# per block, the five figures, their run-to-run spread (max - min) / min and the largest
# within-run spread ((p90 - min) / min of the repetitions); a block over 2% in either is flagged
# UNSTABLE. A kernel file is measured as it is when atomir accepts it (its regions, else the
# whole file); a kernel holding instructions that leave the block (ret) is measured through its
# straight-line blocks in scripts/measure/kernels.s (kernel_<name>_N, written by make-set.py).
# Prints "stable N of M" and a RATCHET-style summary line (not recorded: host dependent).
# Usage: scripts/measure-stability.sh [atomir-binary] [runs, default 5]
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$ROOT/target/debug/atomir}
case "$BIN" in /*) ;; *) BIN="$PWD/$BIN" ;; esac
RUNS=${2:-5}
KERNELS=${MCA_KERNELS:-/work/shared/corpus/mca/kernels}
[ -x "$BIN" ] || (cd "$ROOT" && cargo build -q) || exit 1
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
echo "host: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-); load before: $(cut -d' ' -f1-3 /proc/loadavg)"
inputs=()
for k in "$KERNELS"/*.s; do
  stem=$(basename "$k" .s)
  if "$BIN" measure -dry-run "$k" >/dev/null 2>"$TMP/err"; then
    inputs+=("$k")
  else
    # Cut into straight-line regions: take this kernel's regions from the set file.
    python3 - "$ROOT/scripts/measure/kernels.s" "$stem" "$TMP/$stem.s" <<'PY'
import sys
src, stem, out = sys.argv[1:4]
keep, lines = False, []
for line in open(src):
    if line.startswith("# LLVM-MCA-BEGIN "):
        keep = line.split()[2].rsplit("_", 1)[0] == f"kernel_{stem}"
    if keep:
        lines.append(line)
    if line.startswith("# LLVM-MCA-END "):
        keep = False
open(out, "w").write("".join(lines))
PY
    echo "note: $stem.s: $(head -1 "$TMP/err" | sed 's/^[^ ]* //'); measured as its straight-line blocks"
    inputs+=("$TMP/$stem.s")
  fi
done
for i in $(seq "$RUNS"); do
  for f in "${inputs[@]}"; do
    "$BIN" measure -json "$f" >"$TMP/run$i.$(basename "$f").json" 2>/dev/null
  done
done
python3 - "$TMP" "$RUNS" "${inputs[@]}" <<'PY'
import json, os, sys
tmp, runs, inputs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
stable = total = 0
for f in inputs:
    base = os.path.basename(f)
    docs = [json.load(open(f"{tmp}/run{i}.{base}.json")) for i in range(1, runs + 1)]
    for j, region in enumerate(docs[0]["regions"]):
        name = base[:-2] + (f" {region['name']}" if region["name"] else "")
        rs = [d["regions"][j] for d in docs]
        total += 1
        if any(r["status"] != "measured" for r in rs):
            reason = next(r.get("reason", r["status"]) for r in rs if r["status"] != "measured")
            print(f"UNSTABLE {name}: cannot measure: {reason}")
            continue
        c = [r["cycles"] for r in rs]
        between = (max(c) - min(c)) / min(c) if min(c) > 0 else float("inf")
        within = max(r["spread"] for r in rs)
        ok = between <= 0.02 and within <= 0.02
        stable += ok
        print(f"{'stable  ' if ok else 'UNSTABLE'} {name}: {' '.join(f'{x:.3f}' for x in c)}  "
              f"run-to-run {100 * between:.2f}%  within-run max {100 * within:.2f}%")
print(f"stable {stable} of {total} (both spreads at most 2%)")
PY
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
