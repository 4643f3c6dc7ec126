#!/bin/bash
# Measures the whole block set (scripts/measure/*.s, written by scripts/measure/make-set.py) with
# `atomir measure -json` and writes one run file, scripts/measure/runs/<UTC timestamp>.json:
# when and where it ran (host CPU, load before and after from /proc/loadavg, atomir commit, flags)
# and each set file's `atomir measure` JSON document. Compare two runs with
# scripts/measure-compare.py. The measurement is native: the binary's own build type does not
# matter (the debug build is used unless one is given). MEASURE_RUNS_DIR=DIR writes the run file
# there instead (a trial run that is not to be kept). MEASURE_SET_DIR=DIR (relative to the
# repository root) measures DIR/*.s instead of scripts/measure/*.s, e.g. the held-out set:
#   MEASURE_SET_DIR=scripts/measure/heldout MEASURE_RUNS_DIR=scripts/measure/heldout/runs scripts/measure-set.sh
# Usage: scripts/measure-set.sh [atomir-binary] [extra atomir measure flags]
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$ROOT/target/debug/atomir}
case "$BIN" in /*) ;; *) BIN="$PWD/$BIN" ;; esac
shift || true
[ -x "$BIN" ] || (cd "$ROOT" && cargo build -q) || exit 1
SET=${MEASURE_SET_DIR:-scripts/measure}
RUNS=${MEASURE_RUNS_DIR:-$ROOT/scripts/measure/runs}
mkdir -p "$RUNS"
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
OUT="$RUNS/$STAMP.json"
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
LOAD_BEFORE=$(cat /proc/loadavg)
START=$(date -u +%Y-%m-%dT%H:%M:%SZ)
for f in "$ROOT/$SET"/*.s; do
  name=$(basename "$f" .s)
  # Exit status 1 means some region could not be measured: the JSON still holds every region.
  (cd "$ROOT" && "$BIN" measure -json "$@" "$SET/$name.s") >"$TMP/$name.json" 2>"$TMP/$name.err"
  [ -s "$TMP/$name.json" ] || { echo "measure-set.sh: atomir measure failed on $f:"; cat "$TMP/$name.err"; exit 1; }
done
END=$(date -u +%Y-%m-%dT%H:%M:%SZ)
LOAD_AFTER=$(cat /proc/loadavg)
python3 - "$TMP" "$OUT" "$START" "$END" "$LOAD_BEFORE" "$LOAD_AFTER" "$(cd "$ROOT" && git rev-parse HEAD)" "$*" <<'PY'
import json, os, sys
tmp, out, start, end, lb, la, commit, flags = sys.argv[1:9]
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
files = {}
for name in sorted(f[:-5] for f in os.listdir(tmp) if f.endswith(".json")):
    files[name] = json.load(open(os.path.join(tmp, name + ".json")))
run = {"schema": "atomir-measure-run/1", "start": start, "end": end, "host_cpu": cpu,
       "cpus": os.cpu_count(), "loadavg_before": lb, "loadavg_after": la,
       "atomir_commit": commit, "flags": flags, "files": files}
with open(out, "w") as f:
    json.dump(run, f, indent=1, sort_keys=True)
    f.write("\n")
regions = [r for d in files.values() for r in d["regions"]]
ok = [r for r in regions if r["status"] == "measured"]
spreads = sorted(r["spread"] for r in ok)
def pct(v, p):
    import math
    return v[max(0, math.ceil(p / 100 * len(v)) - 1)] if v else float("nan")
print(f"wrote {os.path.relpath(out)}: {len(regions)} blocks, {len(ok)} measured, "
      f"{len(regions) - len(ok)} cannot be measured")
print(f"within-run spread (p90-min)/min: median {100 * pct(spreads, 50):.1f}%, "
      f"p90 {100 * pct(spreads, 90):.1f}%, over 2%: {sum(s > 0.02 for s in spreads)}")
print(f"load average before: {lb}; after: {la}")
PY
