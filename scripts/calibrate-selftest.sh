#!/bin/bash
# Host-dependent checks of `atomir calibrate` (the goldens under test/calibrate/ cover what does
# not depend on the host): measures a few forms twice and checks the figures every x86-64 core of
# the last decade gives (add r64 latency 1, imul r64 latency 3, a pointer-chasing load 3 to 7,
# at least two ALUs: add r64 rthroughput <= 0.5, one store per cycle or better), that the two
# files have the same layout (keys and statuses; only the figures may differ) and agree within
# 10%, that progress goes to stderr as plain lines when stderr is not a terminal (the forms,
# then the port pairs), and that the probes' port groups are measured (add shares the alu
# probe's ports, not the store's).
# Usage: scripts/calibrate-selftest.sh [atomir-binary]
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$ROOT/target/debug/atomir}
[ -x "$BIN" ] || (cd "$ROOT" && cargo build -q) || exit 1
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
FORMS='^add_r64_r64$|^imul_r64_r64$|^mov_r64_m64$|^mov_m64_r64$|^mov_r64_r64$'
for i in 1 2; do
  "$BIN" calibrate -forms="$FORMS" -o "$TMP/host$i.json" 2>"$TMP/err$i" || { echo "calibrate failed:"; cat "$TMP/err$i"; exit 1; }
done
python3 - "$TMP" <<'PY'
import json, sys
tmp = sys.argv[1]
a, b = (json.load(open(f"{tmp}/host{i}.json")) for i in (1, 2))
err = open(f"{tmp}/err1").read().splitlines()
fails = []
total = 0
def check(name, ok, what):
    global total
    total += 1
    print(f"{'ok  ' if ok else 'FAIL'} {name}: {what}")
    if not ok:
        fails.append(name)
f = a["forms"]
print(f"host: {a['host']['cpu']} (-mcpu={a['host']['mcpu']})")
check("schema", a["schema"] == "atomir-host-model/2", a["schema"])
lat = lambda k: f[k]["latency"]
rt = lambda k: f[k]["rthroughput"]
check("add_r64_r64 latency ~1", 0.9 <= lat("add_r64_r64") <= 1.1, lat("add_r64_r64"))
check("imul_r64_r64 latency ~3", 2.7 <= lat("imul_r64_r64") <= 3.3, lat("imul_r64_r64"))
check("mov_r64_m64 latency 3..7", 3 <= lat("mov_r64_m64") <= 7, lat("mov_r64_m64"))
check("add_r64_r64 rthroughput <= 0.5", rt("add_r64_r64") <= 0.5, rt("add_r64_r64"))
check("mov_m64_r64 rthroughput <= 1.05", rt("mov_m64_r64") <= 1.05, rt("mov_m64_r64"))
check("mov_m64_r64 latency null", lat("mov_m64_r64") is None, "a store has no chain")
check("mov_r64_r64 latency <= 1.1", lat("mov_r64_r64") <= 1.1,
      f"{lat('mov_r64_r64')} (below 1: move elimination)")
def shape(d):
    if isinstance(d, dict):
        return {k: shape(v) for k, v in d.items()}
    return type(d).__name__
check("same layout twice", shape(a) == shape(b), "keys and value types")
worst = max(abs(f[k][m] - b["forms"][k][m]) / f[k][m]
            for k in f for m in ("latency", "rthroughput") if f[k][m])
check("run-to-run agreement within 10%", worst <= 0.10, f"worst {100 * worst:.1f}%")
forms_lines = [l for l in err if "/9] " in l]
check("plain progress lines", len(forms_lines) == 9 and err[0].startswith("calibrate: [1/9] ")
      and all(l.startswith("calibrate: [") for l in err), err[:1])
groups = a.get("ports") or {}
check("port groups of the probes measured", sorted(groups) == ["alu", "load", "store"]
      and groups["alu"]["sharing"].get("add_r64_r64", 0) >= 0.5
      and groups["store"]["sharing"].get("add_r64_r64", 1) < 0.5, sorted(groups))
print(f"calibrate-selftest: {total - len(fails)}/{total} ok")
sys.exit(1 if fails else 0)
PY
