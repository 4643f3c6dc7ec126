#!/usr/bin/env python3
"""Writes the block set `atomir measure` is checked on (scripts/measure/*.s), one multi-region
file per source, each block a `# LLVM-MCA-BEGIN name` / `# LLVM-MCA-END name` region:

  bhive.s    the 200 BHive blocks of ../shared/bhive/llvm-mca22-skylake-sample200.csv (asm column)
  kernels.s  the kernels of ../shared/corpus/mca/kernels/*.s and examples/mca/*.att.s: each
             file's instructions, cut at labels and branches into straight-line blocks
  clang.s    straight-line basic blocks of clang-22 -O2 output of the C and C++ files of
             scripts/fuzz-src/, scripts/mca-compilers/src/ and scripts/opt-src/ (needs clang-22 and
             clang++-22; a file they reject is skipped with a note; the committed file is what it
             wrote)

A block is the instructions between two labels or branches, without its terminator (jumps,
returns, calls end a block and are dropped, as BHive's blocks end before the branch), with at
least MIN_INSTRS instructions; directives and comments are dropped. Deterministic: sorted inputs,
blocks in source order, duplicates (same instruction text) kept once.

--heldout writes only the held-out set instead (issue 18's check that the host model's accuracy
holds on blocks it was never tuned on): scripts/measure/heldout/heldout.s, the straight-line
blocks of clang-22 -O2 output of scripts/measure/heldout-src/*.c (sorting, hashing, string,
matrix and parsing code written for this set), and scripts/measure/heldout/heldout-bhive.s, the 20 BHive
blocks of ../shared/bhive/disasm20.txt (not among bhive.s's 200), each minus any block whose
instruction text is also a block of the tuning set (scripts/measure/*.s). It lives in its own directory so that
scripts/measure-set.sh (which measures scripts/measure/*.s) does not take it into the tuning set;
measure it with `MEASURE_SET_DIR=scripts/measure/heldout MEASURE_RUNS_DIR=scripts/measure/heldout/runs
scripts/measure-set.sh`. Nothing in the host model or the simulator may be chosen by looking at
its errors.

Usage: scripts/measure/make-set.py [--shared ../shared] [--clang clang-22] [--heldout]
"""
import argparse
import csv
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MIN_INSTRS = 2
MAX_INSTRS = 60
ENDS = re.compile(r"^(j[a-z]+|ret[a-z]*|call[a-z]*|ud2|syscall|hlt|int3?)\b")
LABEL = re.compile(r"^[A-Za-z_.$][\w.$]*:")
ASSIGN = re.compile(r"^[A-Za-z_.$][\w.$]*\s*=")


def blocks_of(lines, whole=False):
    """Straight-line blocks of assembly text lines (AT&T); `whole`: the lines are one block,
    returned as its instructions whatever their number."""
    out, cur = [], []
    intel = False
    for raw in lines:
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith(".intel_syntax"):
            intel = True
        if line.startswith(".att_syntax"):
            intel = False
        m = LABEL.match(line)
        if m:
            out.append(cur)
            cur = []
            line = line[m.end():].strip()
            if not line:
                continue
        if line.startswith(".") or intel or ASSIGN.match(line):
            continue
        if cur and cur[-1] in ("lock", "rep", "repne", "repe", "repz", "repnz"):
            # A prefix on a line of its own (BHive's disassembly): one statement with the next.
            line = cur.pop() + " " + line
        word = line.split()[0]
        if ENDS.match(word):
            out.append(cur)
            cur = []
            continue
        cur.append(line)
    out.append(cur)
    if whole:
        return [i for b in out for i in b]
    return [b for b in out if MIN_INSTRS <= len(b) <= MAX_INSTRS]


def write_set(path, named_blocks, header, exclude=()):
    seen = set(exclude)
    n = 0
    with open(path, "w") as f:
        f.write(header)
        for name, block in named_blocks:
            key = "\n".join(block)
            if key in seen:
                continue
            seen.add(key)
            f.write(f"# LLVM-MCA-BEGIN {name}\n")
            for ins in block:
                f.write(f"\t{ins}\n")
            f.write(f"# LLVM-MCA-END {name}\n")
            n += 1
    print(f"{os.path.relpath(path, ROOT)}: {n} blocks")
    return n


def clang_blocks_of(sources, clang, prefix):
    out = []
    for src in sources:
        cc = [clang.replace("clang", "clang++"), "-std=c++20"] \
            if src.endswith(".cpp") else [clang]
        try:
            asm = subprocess.run(cc + ["-O2", "-S", "-o", "-", "-fno-asynchronous-unwind-tables", src],
                                 check=True, capture_output=True, text=True).stdout
        except (OSError, subprocess.CalledProcessError):
            print(f"make-set.py: note: {' '.join(cc)} -O2 failed on {os.path.relpath(src, ROOT)}; skipped")
            continue
        stem = os.path.basename(src).split(".")[0]
        for j, b in enumerate(blocks_of(asm.splitlines())):
            out.append((f"{prefix}_{stem}_{j}", b))
    return out


def tuning_blocks():
    """The instruction texts of the tuning set's blocks (scripts/measure/*.s), as write_set keys."""
    keys = set()
    for f in sorted(os.listdir(HERE)):
        if not f.endswith(".s"):
            continue
        cur = None
        for line in open(os.path.join(HERE, f)):
            s = line.strip()
            if s.startswith("# LLVM-MCA-BEGIN"):
                cur = []
            elif s.startswith("# LLVM-MCA-END"):
                keys.add("\n".join(cur))
                cur = None
            elif cur is not None and s:
                cur.append(s)
    return keys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("--heldout", action="store_true")
    args = ap.parse_args()
    total = 0

    if args.heldout:
        sdir = os.path.join(HERE, "heldout-src")
        sources = [os.path.join(sdir, f) for f in sorted(os.listdir(sdir)) if f.endswith((".c", ".cpp"))]
        os.makedirs(os.path.join(HERE, "heldout"), exist_ok=True)
        # ../shared/bhive/disasm20.txt: 20 BHive blocks (none among the 200 of bhive.s), each
        # `# hex: <bytes>` then its instructions.
        bhive20, cur = [], None
        for line in open(os.path.join(args.shared, "bhive", "disasm20.txt")):
            if line.startswith("# hex:"):
                cur = (f"heldout_bhive_{len(bhive20):02d}_{line.split(':', 1)[1].strip()[:16]}", [])
                bhive20.append(cur)
            elif cur is not None and line.strip():
                cur[1].append(line)
        bhive20 = [(n, blocks_of(b, whole=True)) for n, b in bhive20]
        write_set(os.path.join(HERE, "heldout", "heldout-bhive.s"), bhive20,
                  "# Held-out set: the 20 BHive blocks of ../shared/bhive/disasm20.txt, none also a block\n"
                  "# of the tuning set scripts/measure/*.s (written by make-set.py --heldout).\n"
                  "# Never tune the host model on it.\n",
                  exclude=tuning_blocks())
        write_set(os.path.join(HERE, "heldout", "heldout.s"), clang_blocks_of(sources, args.clang, "heldout"),
                  "# Held-out set: straight-line blocks of clang-22 -O2 output of scripts/measure/heldout-src/*.c,\n"
                  "# none also a block of the tuning set scripts/measure/*.s (written by make-set.py --heldout).\n"
                  "# Never tune the host model on it.\n",
                  exclude=tuning_blocks())
        return

    rows = list(csv.DictReader(open(os.path.join(args.shared, "bhive", "llvm-mca22-skylake-sample200.csv"))))
    bhive = []
    for i, row in enumerate(rows):
        insts = blocks_of([s.strip() for s in row["asm"].split(";") if s.strip()], whole=True)
        bhive.append((f"bhive_{i:03d}_{row['hex'][:16]}", insts))
    total += write_set(os.path.join(HERE, "bhive.s"), bhive,
                       "# The 200 BHive blocks of ../shared/bhive (written by make-set.py).\n")

    kernels = []
    kdir = os.path.join(args.shared, "corpus", "mca", "kernels")
    files = [os.path.join(kdir, f) for f in sorted(os.listdir(kdir)) if f.endswith(".s")]
    edir = os.path.join(ROOT, "examples", "mca")
    files += [os.path.join(edir, f) for f in sorted(os.listdir(edir)) if f.endswith(".att.s")]
    for path in files:
        stem = os.path.basename(path).split(".")[0]
        for j, b in enumerate(blocks_of(open(path).read().splitlines())):
            kernels.append((f"kernel_{stem}_{j}", b))
    total += write_set(os.path.join(HERE, "kernels.s"), kernels,
                       "# Straight-line blocks of ../shared/corpus/mca/kernels and examples/mca (written by make-set.py).\n")

    sources = []
    for d in ("scripts/fuzz-src", "scripts/mca-compilers/src", "scripts/opt-src"):
        full = os.path.join(ROOT, d)
        if os.path.isdir(full):
            sources += [os.path.join(full, f) for f in sorted(os.listdir(full)) if f.endswith((".c", ".cpp"))]
    clang_blocks = clang_blocks_of(sources, args.clang, "clang")
    total += write_set(os.path.join(HERE, "clang.s"), clang_blocks,
                       "# Straight-line basic blocks of clang-22 -O2 output of scripts/fuzz-src and scripts/mca-compilers/src (written by make-set.py).\n")
    print(f"total: {total} blocks")


if __name__ == "__main__":
    main()
