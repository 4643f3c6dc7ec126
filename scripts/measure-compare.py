#!/usr/bin/env python3
"""Compares two runs of scripts/measure-set.sh (scripts/measure/runs/*.json).

For every block measured in both runs (keyed by set file and region name), the run-to-run
difference is |b - a| / min(a, b). Prints the median and 95th percentile (nearest rank) of the
differences, lists the blocks differing by more than the threshold (5%) as dropped, and the
blocks measured in only one run. With --keep FILE, writes the names of the kept blocks (one per
line) for the accuracy comparison that follows.

Usage: scripts/measure-compare.py RUN_A.json RUN_B.json [--threshold 0.05] [--keep FILE]
"""
import argparse
import json
import math
import sys


def cycles(path):
    run = json.load(open(path))
    out, failed = {}, {}
    for fname, doc in run["files"].items():
        for r in doc["regions"]:
            key = f"{fname}:{r['name']}"
            if r["status"] == "measured":
                out[key] = r["cycles"]
            else:
                failed[key] = r.get("reason", r["status"])
    return run, out, failed


def pct(sorted_values, p):
    return sorted_values[max(0, math.ceil(p / 100 * len(sorted_values)) - 1)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--threshold", type=float, default=0.05)
    ap.add_argument("--keep")
    args = ap.parse_args()
    run_a, a, fa = cycles(args.a)
    run_b, b, fb = cycles(args.b)
    for name, run in (("A", run_a), ("B", run_b)):
        print(f"run {name}: {run['start']} .. {run['end']}, load {run['loadavg_before']} -> "
              f"{run['loadavg_after']}, commit {run['atomir_commit'][:10]}")
    both = sorted(set(a) & set(b))
    if not both:
        sys.exit("measure-compare.py: no block was measured in both runs")
    diffs = {k: abs(b[k] - a[k]) / min(a[k], b[k]) if min(a[k], b[k]) > 0 else math.inf
             for k in both}
    values = sorted(diffs.values())
    dropped = [k for k in both if diffs[k] > args.threshold]
    print(f"blocks measured in both runs: {len(both)}")
    print(f"run-to-run difference: median {100 * pct(values, 50):.2f}%, "
          f"95th percentile {100 * pct(values, 95):.2f}%, max {100 * values[-1]:.2f}%")
    print(f"dropped (difference > {100 * args.threshold:g}%): {len(dropped)}")
    for k in sorted(dropped, key=lambda k: -diffs[k]):
        print(f"  {k}: {a[k]:.4f} -> {b[k]:.4f} ({100 * diffs[k]:.1f}%)")
    only = sorted(set(a) ^ set(b))
    if only:
        print(f"measured in one run only: {len(only)}")
        for k in only:
            print(f"  {k}: {'A' if k in a else 'B'} only ({(fb if k in a else fa).get(k, 'missing')})")
    failed = sorted(set(fa) & set(fb))
    print(f"cannot be measured in either run: {len(failed)}")
    kept = [k for k in both if k not in dropped]
    print(f"kept: {len(kept)}")
    if args.keep:
        with open(args.keep, "w") as f:
            f.write("".join(k + "\n" for k in kept))


if __name__ == "__main__":
    main()
