#!/usr/bin/env python3
"""Differential check of `atomir mca` against llvm-mca 22 on clang-22's and gcc's output.

Owns: compiling scripts/mca-compilers/src/*.c with clang-22 and gcc over a matrix of -O levels,
-march values and syntaxes (AT&T, Intel, with and without -g), wrapping each function's body in
`# LLVM-MCA-BEGIN name` / `# LLVM-MCA-END name`, running llvm-mca 22 (outputs cached under
target/mca-compilers-cache/) and atomir with `-mcpu=M -all-views` on each model, and counting
per (function, model) pair: Total Cycles equal and every view byte-identical. It must not touch
the sources under src/ or any file outside target/. Called by scripts/mca-compilers.sh.

The wrapping leaves every other line in place (`.loc`, `.file 0`, `.cfi_*`, `#APP`/`#NO_APP`): a
region starts right after the function's label and ends before the function's `.cfi_endproc`
(or its `.size` line when the function has no CFI).
"""
import argparse
import concurrent.futures
import hashlib
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LLVM = "/usr/lib/llvm-22/bin"
SRC = os.path.join(ROOT, "scripts", "mca-compilers", "src")

# (compiler, flags) configurations. The default run is a sample; --full runs all of them.
FULL_CONFIGS = []
for cc in ("clang", "gcc"):
    for opt in ("-O1", "-O2", "-O3"):
        for march in ("x86-64", "x86-64-v3", "skylake", "znver3"):
            FULL_CONFIGS.append((cc, [opt, "-march=" + march]))
    FULL_CONFIGS.append((cc, ["-O2", "-march=x86-64", "-masm=intel"]))
    FULL_CONFIGS.append((cc, ["-O2", "-march=x86-64-v3", "-masm=intel"]))
    FULL_CONFIGS.append((cc, ["-O2", "-march=x86-64", "-g"]))
SAMPLE_CONFIGS = []
for cc in ("clang", "gcc"):
    SAMPLE_CONFIGS += [
        (cc, ["-O1", "-march=x86-64"]),
        (cc, ["-O2", "-march=x86-64-v3"]),
        (cc, ["-O3", "-march=skylake"]),
        (cc, ["-O2", "-march=x86-64", "-masm=intel"]),
        (cc, ["-O2", "-march=x86-64", "-g"]),
    ]
SAMPLE_MODELS = ["skylake", "znver3", "alderlake", "btver2", "haswell", "atom"]
# One -mcpu name per scheduling model llvm-mca 22 has for x86.
FULL_MODELS = SAMPLE_MODELS + [
    "sandybridge", "ivybridge", "broadwell", "skylake-avx512", "icelake-server",
    "sapphirerapids", "znver1", "znver2", "znver4", "bdver2", "silvermont", "x86-64",
    "goldmont", "knl", "slm",
]

TYPE_RE = re.compile(r"^\s*\.type\s+([^,\s]+)\s*,\s*[@%]function")
LABEL_RE = re.compile(r"^([A-Za-z_.$][\w.$]*):")


def wrap_functions(text):
    """Returns (text with markers, function names) for one assembly file."""
    lines = text.split("\n")
    funcs = set()
    for line in lines:
        m = TYPE_RE.match(line)
        if m:
            funcs.add(m.group(1))
    out, names, open_name = [], [], None
    for line in lines:
        stripped = line.strip()
        if open_name is not None and (
            stripped == ".cfi_endproc" or re.match(r"\.size\s+" + re.escape(open_name) + r"\s*,", stripped)
        ):
            out.append("# LLVM-MCA-END " + open_name)
            open_name = None
        out.append(line)
        m = LABEL_RE.match(line)
        if m and m.group(1) in funcs and open_name is None:
            open_name = m.group(1)
            names.append(open_name)
            out.append("# LLVM-MCA-BEGIN " + open_name)
    if open_name is not None:
        out.append("# LLVM-MCA-END " + open_name)
    return "\n".join(out), names


def compile_all(configs, work):
    """Compiles and wraps every (config, source); returns [(label, path, names)]."""
    files = []
    for cc, flags in configs:
        tool = os.path.join(LLVM, "clang") if cc == "clang" else "gcc"
        for c in sorted(os.listdir(SRC)):
            if not c.endswith(".c"):
                continue
            label = "%s%s.%s" % (cc, "".join(flags).replace("-march=", "_").replace("-masm=", "_").replace("-", "_"), c[:-2])
            raw = os.path.join(work, label + ".raw.s")
            r = subprocess.run([tool, "-S", "-o", raw] + flags + [os.path.join(SRC, c)], capture_output=True, text=True)
            if r.returncode != 0:
                sys.exit("mca-compilers: %s %s failed:\n%s" % (cc, " ".join(flags), r.stderr))
            with open(raw) as f:
                wrapped, names = wrap_functions(f.read())
            path = os.path.join(work, label + ".s")
            with open(path, "w") as f:
                f.write(wrapped)
            files.append((label, path, names))
    return files


REGION_RE = re.compile(r"^\[(\d+)\] Code Region - (.*)$", re.M)


def split_regions(out):
    """Region name -> that region's text (header line up to the next header)."""
    marks = list(REGION_RE.finditer(out))
    regions = {}
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(out)
        regions[m.group(2)] = out[m.start():end]
    return regions


def total_cycles(region):
    m = re.search(r"^Total Cycles:\s+(\d+)", region, re.M)
    return m.group(1) if m else None


def run(cmd, cwd):
    r = subprocess.run(cmd, cwd=cwd, capture_output=True)
    return r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace"), r.returncode


def llvm_cached(cache, model, name, path, work):
    with open(path, "rb") as f:
        key = hashlib.md5(f.read() + model.encode()).hexdigest()[:16]
    base = os.path.join(cache, key)
    if not os.path.exists(base + ".rc"):
        out, err, rc = run([os.path.join(LLVM, "llvm-mca"), "-mcpu=" + model, "-all-views", name], work)
        for ext, data in ((".out", out), (".err", err)):
            with open(base + ext, "w") as f:
                f.write(data)
        with open(base + ".rc", "w") as f:
            f.write(str(rc))
    with open(base + ".out") as f:
        out = f.read()
    with open(base + ".err") as f:
        err = f.read()
    with open(base + ".rc") as f:
        rc = int(f.read())
    return out, err, rc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--full", action="store_true", help="every configuration and model")
    ap.add_argument("--atomir", default=os.path.join(ROOT, "target", "release", "atomir"))
    ap.add_argument("-v", action="store_true", help="list every disagreeing pair")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    configs = FULL_CONFIGS if args.full else SAMPLE_CONFIGS
    models = FULL_MODELS if args.full else SAMPLE_MODELS
    version = subprocess.run([os.path.join(LLVM, "llvm-mca"), "--version"], capture_output=True).stdout
    cache = os.path.join(ROOT, "target", "mca-compilers-cache", hashlib.md5(version).hexdigest()[:12])
    os.makedirs(cache, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        files = compile_all(configs, work)
        jobs = [(m, f) for m in models for f in files]

        def one(job):
            model, (label, path, names) = job
            name = os.path.basename(path)
            want = llvm_cached(cache, model, name, path, work)
            got = run([args.atomir, "mca", "-mcpu=" + model, "-all-views", name], work)
            return want, got

        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(one, jobs))

    # per model: pairs, Total Cycles equal, region identical, files accepted, stderr identical,
    # files llvm-mca rejects, same rejection (stderr and exit)
    per_model = {m: [0] * 7 for m in models}
    details, first_diff = [], {}
    for (model, (label, path, names)), (want, got) in zip(jobs, results):
        (wout, werr, wrc), (gout, gerr, grc) = want, got
        row = per_model[model]
        if wrc != 0:
            row[5] += 1
            if (gerr, grc) == (werr, wrc):
                row[6] += 1
            else:
                details.append("REJECT %s %s: llvm-mca exit %d, atomir exit %d: %s" % (model, label, wrc, grc, first_line(werr)))
            continue
        row[3] += 1
        if gerr == werr and grc == wrc:
            row[4] += 1
        elif grc != wrc:
            details.append("FILE %s %s: atomir exit %d: %s" % (model, label, grc, first_line(gerr)))
        elif args.v:
            details.append("STDERR %s %s: %d lines from llvm-mca, %d from atomir" % (model, label, werr.count("\n"), gerr.count("\n")))
        wreg, greg = split_regions(wout), split_regions(gout)
        for n in names:
            if n not in wreg:
                continue  # llvm-mca dropped the region (e.g. an empty one)
            row[0] += 1
            w, g = wreg[n], greg.get(n)
            if grc == wrc and g is not None and total_cycles(g) == total_cycles(w):
                row[1] += 1
            elif args.v:
                details.append("CYCLES %s %s %s: atomir %s, llvm-mca %s" % (model, label, n, g and total_cycles(g), total_cycles(w)))
            if grc == wrc and g == w:
                row[2] += 1
            else:
                view = first_differing_view(w, g or "")
                first_diff[view] = first_diff.get(view, 0) + 1
                if args.v:
                    details.append("DIFF %s %s %s: first in %s" % (model, label, n, view))
    print("%d assembly files (%d configurations x %d C files), %d models" % (len(files), len(configs), len(files) // max(len(configs), 1), len(models)))
    print()
    print("| model | pairs | Total Cycles equal | every view identical | files accepted | stderr identical | files llvm-mca rejects | same rejection |")
    print("|---|---|---|---|---|---|---|---|")
    tot = [0] * 7
    for m in models:
        r = per_model[m]
        tot = [a + b for a, b in zip(tot, r)]
        print("| %s | %s |" % (m, " | ".join(str(x) for x in r)))
    print("| all | %s |" % " | ".join(str(x) for x in tot))
    if first_diff:
        print()
        print("pairs not identical, by the first view that differs:")
        for view in sorted(first_diff, key=lambda v: (-first_diff[v], v)):
            print("  %5d  %s" % (first_diff[view], view))
    if details:
        print()
        for d in details:
            print(d)
    print()
    print("RATCHET mca_compilers_cycles_equal %d" % tot[1])
    print("RATCHET mca_compilers_identical %d" % tot[2])


def first_line(text):
    return (text.strip().split("\n") or [""])[0][:160]


def first_differing_view(want, got):
    """The view heading (a line at column 0 ending with ':') above the first differing line."""
    view = "region header"
    wl, gl = want.split("\n"), got.split("\n")
    for i, line in enumerate(wl):
        if line and not line[0].isspace() and line.rstrip().endswith(":") and not line.startswith("["):
            view = line.rstrip()
        if i >= len(gl) or gl[i] != line:
            return view
    return view + " (atomir longer)"


if __name__ == "__main__":
    main()
