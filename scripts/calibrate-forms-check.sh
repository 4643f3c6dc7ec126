#!/bin/bash
# Host-dependent check of the forms `atomir calibrate` generates from the bundled scheduling
# models (src/measure/calibrate/auto_forms.rs; the host-independent goldens are
# test/calibrate/list-forms.test and dry-run-generated.test): runs a subset of generated forms on
# this host beside the hand-written forms of the same instructions, and checks that
# - every selected form the host supports is measured (or says why it cannot be),
# - a generated form and the hand-written form of the same operation agree within 10% (subps
#   against addps, vsubps ymm against vaddps ymm, sub r64 imm32 against add r64 imm),
# - the two-register chain of a write-only destination gives the operation's latency (vsubps ymm
#   as vaddps ymm), implicit-register chains (mul) and flags-only streams (bt) have figures,
# - `-list-forms` counts add up: known = generated + excluded, host-supported <= generated + 126.
# Usage: scripts/calibrate-forms-check.sh [atomir-binary]
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$ROOT/target/debug/atomir}
[ -x "$BIN" ] || (cd "$ROOT" && cargo build -q) || exit 1
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
FORMS='^Subps_xmm_xmmm128\.r$|^addps_xmm_xmm$|^VEX_Vsubps_ymm_ymm_ymmm256\.r$|^vaddps_ymm_ymm_ymm$|^Sub_rm64_imm32\.r$|^add_r64_imm$|^Mul_rm64\.m$|^Bt_rm64_r64\.r$|^Crc32_r64_rm64\.r$|^Adc_rm64_r64\.m$|^EVEX_Vpermt2d_zmm_k1z_zmm_zmmm512b32\.r\.kz$'
"$BIN" calibrate -forms="$FORMS" -o "$TMP/host.json" 2>"$TMP/err" || { echo "calibrate failed:"; cat "$TMP/err"; exit 1; }
"$BIN" calibrate -list-forms -o "$TMP/list.txt" || exit 1
python3 - "$TMP" <<'PY'
import json, re, sys
tmp = sys.argv[1]
d = json.load(open(f"{tmp}/host.json"))
f = d["forms"]
lines = open(f"{tmp}/list.txt").read().splitlines()
fails, total = [], 0
def check(name, ok, what):
    global total
    total += 1
    print(f"{'ok  ' if ok else 'FAIL'} {name}: {what}")
    if not ok:
        fails.append(name)
print(f"host: {d['host']['cpu']} (-mcpu={d['host']['mcpu']})")
status = {k: v["status"] for k, v in f.items()}
check("every supported form measured",
      all(s in ("measured", "not supported by the host") for s in status.values()), status)
def near(a, b, tol=0.10):
    return a is not None and b is not None and abs(a - b) <= tol * max(a, b)
lat = lambda k: f[k]["latency"]
rt = lambda k: f[k]["rthroughput"]
for gen, hand in [("Subps_xmm_xmmm128.r", "addps_xmm_xmm"),
                  ("VEX_Vsubps_ymm_ymm_ymmm256.r", "vaddps_ymm_ymm_ymm"),
                  ("Sub_rm64_imm32.r", "add_r64_imm")]:
    if f[hand]["status"] != "measured":
        continue
    check(f"{gen} latency ~ {hand}", near(lat(gen), lat(hand)), f"{lat(gen)} vs {lat(hand)}")
    check(f"{gen} rthroughput ~ {hand}", near(rt(gen), rt(hand), 0.15), f"{rt(gen)} vs {rt(hand)}")
check("Mul_rm64.m: a latency, no stream", (lat("Mul_rm64.m") or 0) >= 2.5 and rt("Mul_rm64.m") is None,
      (lat("Mul_rm64.m"), rt("Mul_rm64.m")))
check("Bt_rm64_r64.r: throughput only", lat("Bt_rm64_r64.r") is None and (rt("Bt_rm64_r64.r") or 0) > 0,
      (lat("Bt_rm64_r64.r"), rt("Bt_rm64_r64.r")))
check("Crc32_r64_rm64.r latency ~3", 2.7 <= (lat("Crc32_r64_rm64.r") or 0) <= 3.3, lat("Crc32_r64_rm64.r"))
nums = {}
for l in lines[:25]:
    m = re.match(r"\s*([a-zA-Z0-9/ -]+): (\d+)", l)
    if m:
        nums[m.group(1).strip()] = int(m.group(2))
check("known = generated + excluded", nums["known"] == nums["generated"] + nums["excluded"],
      f"{nums['known']} = {nums['generated']} + {nums['excluded']}")
classes = sum(v for k, v in nums.items() if k not in ("known", "generated", "hand-written", "excluded", "host-supported"))
check("exclusions = sum of the reason classes", classes == nums["excluded"], f"{classes}")
check("host-supported <= generated + hand-written",
      nums["host-supported"] <= nums["generated"] + nums["hand-written"], nums["host-supported"])
print(f"calibrate-forms-check: {total - len(fails)}/{total} ok")
sys.exit(1 if fails else 0)
PY
