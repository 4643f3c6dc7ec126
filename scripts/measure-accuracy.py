#!/usr/bin/env python3
"""How well do the predictors match the measured cycles of the block set? (issue 18's central figure)

Usage: scripts/measure-accuracy.py RUN.json [RUN2.json] [--atomir BIN] [--models m1,m2,...]
                                   [--threshold 0.05] [--per-block FILE.tsv]
                                   [--host-model FILE.json ...]

The measured set: every block `status: measured` in RUN.json (a run of scripts/measure-set.sh, of
any set: the regions are read from the set files the run names, so the held-out set's runs under
scripts/measure/heldout/runs/ work the same way);
with RUN2.json, the blocks measured in both whose figures differ by more than the threshold
(|b - a| / min(a, b) > 5%, as scripts/measure-compare.py) are dropped and the mean of the two
figures is the measured value of the rest.

Predictors, each giving core cycles per iteration of a block:
 (a) llvm-mca 22 with each model of this CPU family (`-mcpu=M`). Figure: the steady state,
     (Total Cycles at 200 iterations - Total Cycles at 100 iterations) / 100, the same
     difference of two unroll factors (100, 200) `atomir measure` uses, so neither side counts the
     pipeline's fill and drain. A block a model cannot simulate (llvm-mca refuses an instruction
     the model does not support, e.g. AVX-512 on skylake) is left out of that model's row (its N
     is smaller); the tools run once per set file with the block's regions, the refused regions
     removed and the file run again (outputs cached under target/measure-accuracy/).
 (b) the trivial bound max(instructions / 6, loads / 3, stores / 2), counted from the assembly
     text (rule in `memory_accesses` below).
 (c) atomir mca with the same models (should equal (a); the number of blocks where it does not
     is printed).
 (d) atomir with a calibrated host model (`--host-model FILE`, repeatable: a file written by
     `atomir calibrate`, e.g. scripts/measure/host-models/*-znver5-*.json), run as
     `atomir mca -mcpu-model=FILE` with the same steady-state figure; its row is named
     `atomir -mcpu-model=FILE` (cached by the binary and the file's contents).

Per predictor: N blocks, MAPE (mean of |predicted - measured| / measured), Kendall's tau-b
between predicted and measured (computed here, O(N^2)), and the lowest MAPE is marked best.
The figures depend on the host, so no RATCHET line is printed.
"""
import argparse
import hashlib
import json
import math
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM_MCA = "/usr/lib/llvm-22/bin/llvm-mca"
MODELS = ["skylake", "icelake-server", "sapphirerapids", "alderlake", "znver3", "znver4", "znver5"]
CACHE = os.path.join(ROOT, "target", "measure-accuracy")
ITERS = (100, 200)


# ---------------------------------------------------------------- the measured set

def measured(path):
    run = json.load(open(path))
    out = {}
    for fname, doc in run["files"].items():
        for r in doc["regions"]:
            if r["status"] == "measured":
                out[(fname, doc["file"], r["name"])] = r["cycles"]
    return run, out


def measured_set(paths, threshold):
    _, a = measured(paths[0])
    if len(paths) == 1:
        return a, []
    _, b = measured(paths[1])
    keep, dropped = {}, []
    for k in sorted(set(a) & set(b)):
        lo = min(a[k], b[k])
        diff = abs(b[k] - a[k]) / lo if lo > 0 else math.inf
        if diff > threshold:
            dropped.append(k)
        else:
            keep[k] = (a[k] + b[k]) / 2
    return keep, dropped


# ---------------------------------------------------------------- blocks from the set files

def read_regions(path):
    """name -> list of instruction lines (comments and blank lines removed)."""
    regions, cur, lines = {}, None, []
    for line in open(path):
        s = line.strip()
        m = re.match(r"#\s*LLVM-MCA-BEGIN\s*(\S*)", s)
        if m:
            cur, lines = m.group(1), []
            continue
        if re.match(r"#\s*LLVM-MCA-END", s):
            regions[cur] = lines
            cur = None
            continue
        if cur is not None:
            s = s.split("#", 1)[0].strip()
            if s and not s.endswith(":") and not s.startswith("."):
                lines.append(s)
    return regions


# Mnemonic stems that only read their memory destination (AT&T: the last operand).
READ_ONLY_DEST = re.compile(r"^(cmp|test|bt[lqw]?$|ucomis|comis|vucomis|vcomis|ptest|vptest|prefetch)")
# Mnemonics that write the last operand without reading it.
WRITE_ONLY = re.compile(r"^(v?mov|set|cmov|lea|v?cvt|v?pmov|v?extract|v?pextr|vpcompress|v?stmxcsr|fst|fist|sfence)")


# One-operand mnemonics that read and write their memory operand.
ONE_OPERAND_RMW = re.compile(r"^(inc|dec|neg|not|sh[lr]|sa[lr]|ro[lr]|rc[lr])")


def split_operands(text):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def memory_accesses(line):
    """(loads, stores) of one AT&T instruction. Rule: an operand with parentheses (or a `sym(%rip)`)
    is a memory operand; `lea` and `nop` access nothing. A memory operand that is not the last
    operand is a load. A memory last operand is a store, and also a load unless the mnemonic only
    writes it (mov*, set*, cvt*, extract*, x87 stores, ...); compare/test-like mnemonics only load it;
    with a single operand, only inc/dec/neg/not/shifts/rotates read and write it (mul, div, fld,
    fadd, ... read it).
    push stores (and loads a memory operand), pop loads (and stores to a memory operand), call
    stores the return address (and loads an indirect target), ret loads."""
    parts = line.split(None, 1)
    mn = parts[0]
    if mn in ("lock", "rep", "repe", "repne", "repz", "repnz", "notrack", "data16") and len(parts) > 1:
        parts = parts[1].split(None, 1)
        mn = parts[0]
    ops = split_operands(parts[1]) if len(parts) > 1 else []
    mem = [("(" in o) for o in ops]
    if mn.startswith("lea") or mn.startswith("nop") or mn.startswith("prefetch"):
        return (1 if mn.startswith("prefetch") else 0), 0
    if mn.startswith("push"):
        return (1 if any(mem) else 0), 1
    if mn.startswith("pop"):
        return 1, (1 if any(mem) else 0)
    if mn.startswith("call"):
        return (1 if any(mem) else 0), 1
    if mn.startswith("ret"):
        return 1, 0
    loads = sum(1 for m in mem[:-1] if m)
    stores = 0
    if mem and mem[-1]:
        if READ_ONLY_DEST.match(mn) or mn.startswith("j"):
            loads += 1
        elif WRITE_ONLY.match(mn) or re.match(r"^(fn?st|fist|fnstcw|fnstsw)", mn):
            stores += 1
        elif len(ops) == 1 and not ONE_OPERAND_RMW.match(mn):
            loads += 1  # mul/div/imul/fld/fadd/ldmxcsr ... with one memory operand only read it
        else:
            loads += 1
            stores += 1
    return loads, stores


def trivial_bound(lines):
    loads = stores = 0
    for line in lines:
        ld, st = memory_accesses(line)
        loads += ld
        stores += st
    return max(len(lines) / 6, loads / 3, stores / 2)


# ---------------------------------------------------------------- running the tools

def region_text(name, lines):
    return f"# LLVM-MCA-BEGIN {name}\n" + "".join(f"\t{l}\n" for l in lines) + f"# LLVM-MCA-END {name}\n"


def parse_report(text):
    """region name -> Total Cycles."""
    out, name = {}, None
    for line in text.splitlines():
        m = re.match(r"\[\d+\] Code Region - (.*)$", line)
        if m:
            name = m.group(1)
        m = re.match(r"Total Cycles:\s+(\d+)", line)
        if m and name is not None:
            out[name] = int(m.group(1))
    return out


def run_cached(tool_key, argv, text):
    key = hashlib.sha256((tool_key + "\0" + " ".join(argv) + "\0" + text).encode()).hexdigest()[:24]
    path = os.path.join(CACHE, key + ".json")
    if os.path.exists(path):
        return json.load(open(path))
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write(text)
        name = f.name
    try:
        p = subprocess.run(argv + [name], capture_output=True, text=True)
    finally:
        os.unlink(name)
    res = {"rc": p.returncode, "stdout": p.stdout, "stderr": p.stderr.replace(name, "<input>")}
    os.makedirs(CACHE, exist_ok=True)
    with open(path + ".tmp", "w") as f:
        json.dump(res, f)
    os.replace(path + ".tmp", path)
    return res


def norm(s):
    return " ".join(s.replace(",", ", ").split())


def predict(tool_key, base_argv, regions):
    """Steady-state cycles per iteration for each region the tool accepts; the rest are refused."""
    names = list(regions)
    refused = {}
    for _attempt in range(200):
        text = "".join(region_text(n, regions[n]) for n in names)
        results = [run_cached(tool_key, base_argv + [f"-iterations={it}"], text) for it in ITERS]
        bad = next((r for r in results if r["rc"] != 0), None)
        if bad is None:
            a, b = (parse_report(r["stdout"]) for r in results)
            return {n: (b[n] - a[n]) / (ITERS[1] - ITERS[0]) for n in names if n in a and n in b}, refused
        err = bad["stderr"]
        culprit = None
        m = re.search(r"note: instruction:\s*(.*)", err)
        if m:
            want = norm(m.group(1))
            culprit = next((n for n in names if any(norm(l) == want for l in regions[n])), None)
        if culprit is None:
            m = re.search(r"<input>:(\d+):\d+:", err)
            if m:
                lineno, at = int(m.group(1)), 0
                for n in names:
                    at += len(regions[n]) + 2
                    if lineno <= at:
                        culprit = n
                        break
        if culprit is None:
            # Cannot tell which block: fall back to one run per block.
            out = {}
            for n in names:
                one = {n: regions[n]}
                got, why = predict_single(tool_key, base_argv, one)
                out.update(got)
                refused.update(why)
            return out, refused
        refused[culprit] = err.strip().splitlines()[0][:120]
        names.remove(culprit)
    raise SystemExit(f"measure-accuracy.py: {tool_key}: too many refused blocks")


def predict_single(tool_key, base_argv, one):
    (n, lines), = one.items()
    text = region_text(n, lines)
    results = [run_cached(tool_key, base_argv + [f"-iterations={it}"], text) for it in ITERS]
    if any(r["rc"] != 0 for r in results):
        return {}, {n: next(r for r in results if r["rc"] != 0)["stderr"].strip()[:120]}
    a, b = (parse_report(r["stdout"]) for r in results)
    return {n: (b[n] - a[n]) / (ITERS[1] - ITERS[0])}, {}


# ---------------------------------------------------------------- statistics

def mape(pairs):
    return sum(abs(p - m) / m for p, m in pairs) / len(pairs)


def kendall_tau_b(pairs):
    """Kendall's tau-b: (concordant - discordant) / sqrt((n0 - ties_x) (n0 - ties_y))."""
    n = len(pairs)
    conc = disc = tx = ty = 0
    for i in range(n):
        xi, yi = pairs[i]
        for j in range(i + 1, n):
            dx = xi - pairs[j][0]
            dy = yi - pairs[j][1]
            if dx == 0 and dy == 0:
                continue
            if dx == 0:
                tx += 1
            elif dy == 0:
                ty += 1
            elif (dx > 0) == (dy > 0):
                conc += 1
            else:
                disc += 1
    denom = math.sqrt((conc + disc + tx) * (conc + disc + ty))
    return (conc - disc) / denom if denom else float("nan")


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("runs", nargs="+")
    ap.add_argument("--atomir", default=os.path.join(ROOT, "target", "debug", "atomir"))
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--threshold", type=float, default=0.05)
    ap.add_argument("--per-block")
    ap.add_argument("--host-model", action="append", default=[],
                    help="a calibrated model file (atomir-host-model/2) for atomir -mcpu-model=FILE; repeatable")
    args = ap.parse_args()
    if len(args.runs) > 2:
        sys.exit("measure-accuracy.py: give one or two run files")
    models = args.models.split(",")
    truth, dropped = measured_set(args.runs, args.threshold)
    print(f"runs: {', '.join(args.runs)}")
    if dropped:
        print(f"dropped (run-to-run difference > {100 * args.threshold:g}%): {len(dropped)}")
    print(f"measured set: {len(truth)} blocks")
    host = subprocess.run(["/usr/lib/llvm-22/bin/llc", "--version"], capture_output=True, text=True).stdout
    host_cpu = re.search(r"Host CPU:\s*(\S+)", host)
    print(f"host CPU (llc-22): {host_cpu.group(1) if host_cpu else '?'}")
    files = sorted({(k[0], k[1]) for k in truth})
    blocks = {}
    for fname, fpath in files:
        regions = read_regions(os.path.join(ROOT, fpath))
        for k in truth:
            if k[0] == fname:
                if k[2] not in regions:
                    sys.exit(f"measure-accuracy.py: {fpath} has no region {k[2]} (set changed since the run?)")
                blocks[k] = regions[k[2]]

    atomir_ok = os.access(args.atomir, os.X_OK)
    atomir_key = ""
    if atomir_ok:
        st = os.stat(args.atomir)
        atomir_key = f"atomir {st.st_size} {st.st_mtime_ns}"
    jobs = []
    for m in models:
        for fname, _ in files:
            regions = {k[2]: blocks[k] for k in sorted(blocks) if k[0] == fname}
            jobs.append(("llvm-mca", m, fname, "llvm-mca-22", [LLVM_MCA, f"-mcpu={m}"], regions))
            if atomir_ok:
                jobs.append(("atomir", m, fname, atomir_key, [args.atomir, "mca", f"-mcpu={m}"], regions))
    for hm in args.host_model if atomir_ok else []:
        hm_key = atomir_key + " " + hashlib.sha256(open(hm, "rb").read()).hexdigest()[:16]
        for fname, _ in files:
            regions = {k[2]: blocks[k] for k in sorted(blocks) if k[0] == fname}
            jobs.append(("atomir", "model=" + hm, fname, hm_key,
                         [args.atomir, "mca", f"-mcpu-model={hm}"], regions))
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda j: (j, predict(j[3], j[4], j[5])), jobs))
    preds = {}  # predictor name -> {block key: cycles}
    refused = {}
    for (tool, m, fname, _, _, _), (got, why) in results:
        name = f"{tool} -mcpu-{m}" if m.startswith("model=") else f"{tool} -mcpu={m}"
        preds.setdefault(name, {})
        refused.setdefault(name, 0)
        for n, c in got.items():
            preds[name][next(k for k in blocks if k[0] == fname and k[2] == n)] = c
        refused[name] += len(why)
    preds["trivial bound"] = {k: trivial_bound(v) for k, v in blocks.items()}

    rows = []
    for name, p in preds.items():
        pairs = [(p[k], truth[k]) for k in sorted(p) if truth[k] > 0]
        if not pairs:
            print(f"{name}: no block predicted (refused: {refused.get(name, 0)})")
            continue
        rows.append((name, len(pairs), mape(pairs), kendall_tau_b(pairs), refused.get(name, 0)))
    best = min(rows, key=lambda r: r[2])
    print()
    print(f"{'predictor':<30} {'N':>5} {'MAPE':>8} {'tau-b':>7}  refused")
    for name, n, e, t, r in rows:
        mark = "  <- best" if name == best[0] else ""
        print(f"{name:<30} {n:>5} {100 * e:>7.1f}% {t:>7.3f}  {r:>7}{mark}")
    if not args.host_model:
        print(f"{'atomir -mcpu-model=host.json':<30} {'-':>5} {'not run':>8} {'':>7}  (give --host-model FILE)")
    print(f"best: {best[0]} (MAPE {100 * best[2]:.1f}%, tau-b {best[3]:.3f}, N {best[1]})")
    common = set(truth)
    for p in preds.values():
        if p:
            common &= set(p)
    if len(common) < len(truth):
        print(f"on the {len(common)} blocks every predictor gives a figure:")
        for name, p in preds.items():
            if not p:
                continue
            pairs = [(p[k], truth[k]) for k in sorted(common)]
            print(f"  {name:<28} MAPE {100 * mape(pairs):6.1f}%  tau-b {kendall_tau_b(pairs):6.3f}")
    if atomir_ok:
        print("atomir mca against llvm-mca 22 (same steady-state figure):")
        for m in models:
            a, l = preds.get(f"atomir -mcpu={m}", {}), preds.get(f"llvm-mca -mcpu={m}", {})
            both = set(a) & set(l)
            same = sum(1 for k in both if abs(a[k] - l[k]) < 1e-9)
            print(f"  -mcpu={m}: {same}/{len(both)} identical, {len(set(a) ^ set(l))} predicted by one only")
    else:
        print(f"atomir mca: {args.atomir} not built, column left out")
    if args.per_block:
        names = list(preds)
        with open(args.per_block, "w") as f:
            f.write("block\tmeasured\t" + "\t".join(names) + "\n")
            for k in sorted(truth):
                vals = [f"{preds[n][k]:.4f}" if k in preds[n] else "-" for n in names]
                f.write(f"{k[0]}:{k[2]}\t{truth[k]:.4f}\t" + "\t".join(vals) + "\n")


if __name__ == "__main__":
    main()
