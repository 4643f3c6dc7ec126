#!/usr/bin/env python3
"""Compares atomir lower's fence placement with llc-22 -O2 (driven by scripts/lower-fences.sh).

For every (target, operation, ordering, width) that LLVM supports, one IR function; both
compilers lower the same file. From each function's assembly comes its "fence signature": the
barrier instructions in textual order (mfence, locked instructions, dmb, fence, fence.tso),
and the set of ordering marks its atomic accesses carry (acq: an acquire load, LR or
read-modify-write; acqpc: an RCpc acquire load, ldapr; rel: a release store, SC or
read-modify-write; an .aqrl/al access carries both). Which instruction carries a mark (an AMO
or an LR/SC loop, a CAS loop or an exclusive loop) is instruction selection, not fence
placement, and is not compared. A difference is deliberate when a row of
scripts/lower-fences/differences.tsv matches it (the reason is data there, not here);
otherwise it is unexplained and the script fails.

Usage: compare.py ATOMIR LLC WORKDIR
"""
import fnmatch
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# name | atomir --target | -mattr | llc args
CONFIGS = [
    ("x86_64", "x86_64-linux-gnu", "", ["-mtriple=x86_64-linux-gnu"]),
    ("x86_64-cx16", "x86_64-linux-gnu", "+cx16", ["-mtriple=x86_64-linux-gnu", "-mattr=+cx16"]),
    ("aarch64", "aarch64-linux-gnu", "", ["-mtriple=aarch64-linux-gnu"]),
    ("aarch64-lse", "aarch64-linux-gnu", "+lse", ["-mtriple=aarch64-linux-gnu", "-mattr=+lse"]),
    ("aarch64-lse-rcpc", "aarch64-linux-gnu", "+lse,+rcpc",
     ["-mtriple=aarch64-linux-gnu", "-mattr=+lse,+rcpc"]),
    ("riscv64-a", "riscv64-linux-gnu", "+m,+a", ["-mtriple=riscv64-linux-gnu", "-mattr=+m,+a"]),
    ("riscv64-noa", "riscv64-linux-gnu", "+m", ["-mtriple=riscv64-linux-gnu", "-mattr=+m,-a"]),
    ("i686", "i686-linux-gnu", "", ["-mtriple=i686-linux-gnu"]),
    ("i386", "i386-linux-gnu", "", ["-mtriple=i386-linux-gnu", "-mcpu=i386"]),
    ("mips", "mips-linux-gnu", "", ["-mtriple=mips-linux-gnu"]),
    ("mips64el", "mips64el-linux-gnuabi64", "", ["-mtriple=mips64el-linux-gnuabi64"]),
    ("sparc64", "sparc64-linux-gnu", "", ["-mtriple=sparcv9-linux-gnu"]),
    ("sparc", "sparc-linux-gnu", "", ["-mtriple=sparc-linux-gnu"]),
    ("ppc64le", "powerpc64le-linux-gnu", "", ["-mtriple=powerpc64le-linux-gnu"]),
    ("ppc64", "powerpc64-linux-gnu", "", ["-mtriple=powerpc64-linux-gnu"]),
    ("ppc32", "powerpc-linux-gnu", "", ["-mtriple=powerpc-linux-gnu"]),
    ("armv7", "armv7-linux-gnueabihf", "", ["-mtriple=armv7-linux-gnueabihf"]),
    ("armv6", "armv6-linux-gnueabihf", "", ["-mtriple=armv6-linux-gnueabihf"]),
    ("armv8a", "armv8a-linux-gnueabihf", "", ["-mtriple=armv8a-linux-gnueabihf"]),
    ("armv5te", "armv5te-linux-gnueabi", "", ["-mtriple=armv5te-linux-gnueabi"]),
    ("riscv32-a", "riscv32-linux-gnu", "+m,+a", ["-mtriple=riscv32-linux-gnu", "-mattr=+m,+a"]),
    ("riscv32-noa", "riscv32-linux-gnu", "+m", ["-mtriple=riscv32-linux-gnu", "-mattr=+m,-a"]),
    ("thumbv6m", "thumbv6m-none-eabi", "", ["-mtriple=thumbv6m-none-eabi"]),
]

# Targets atomir lowers that LLVM 22 has no back end for: their fence placement cannot be
# compared here, and the output says so instead of claiming agreement.
NOT_COMPARED = [
    ("ia64-linux-gnu", "no LLVM 22 back end (LLVM dropped IA-64); the rows follow seed 000 and "
     "GCC's ia64 mappings, each difference argued in src/target/itanium/atomics.rs; the check "
     "is scripts/lower-ia64-assemble.sh"),
    ("alpha-linux-gnu", "no LLVM 22 back end (LLVM dropped Alpha); the rows follow seed 000 and the "
     "architecture's leading/trailing mb scheme, argued in src/target/alpha/atomics.rs; values and "
     "atomicity are checked under qemu-alpha by scripts/lower-exec.sh, which cannot show weak "
     "ordering"),
]

# Functions llc-22 cannot compile for a configuration (it crashes in AtomicExpand: PowerPC has
# no quadword-reservation expansion for these i128 operations); they stay out of llc-22's input
# and are not compared (atomir lowers them as loops around __atomic_compare_exchange_16, checked
# under qemu by scripts/lower-exec.sh).
LLC_CRASHES = {
    name: {(f"atomicrmw {op}", "i128") for op in
           ["max", "min", "umax", "umin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"]}
    for name in ("ppc64le", "ppc64")
}

# Operations llc-22 stops on ("Cannot select") for a configuration: not compared there.
LLC_CANNOT_SELECT = {
    "armv5te": ["atomicrmw uinc_wrap", "atomicrmw udec_wrap", "atomicrmw usub_cond",
                "atomicrmw usub_sat"],
}


def config_cases(name, cs, path, work):
    """The cases and the IR file for one configuration (all of them unless llc-22 cannot
    select some operations there)."""
    skip = LLC_CANNOT_SELECT.get(name)
    if not skip:
        return cs, path
    kept = [c for c in cs if c[1] not in skip]
    print(f"lower-fences: {name}: {len(cs) - len(kept)} cases not compared, llc-22 cannot select "
          f"{', '.join(skip)} there", file=sys.stderr)
    own = os.path.join(work, f"fences-{name}.ll")
    with open(own, "w") as f:
        f.write("".join(c[4] for c in kept))
    return kept, own


# Every width LLVM 22 lowers for these targets (i128: native loops or __atomic_* calls).
WIDTHS = [8, 16, 32, 64, 128]
ORDERINGS = ["monotonic", "acquire", "release", "acq_rel", "seq_cst"]
LOAD_ORDERINGS = ["unordered", "monotonic", "acquire", "seq_cst"]
STORE_ORDERINGS = ["unordered", "monotonic", "release", "seq_cst"]
FAILURE_ORDERINGS = ["monotonic", "acquire", "seq_cst"]
RMW_OPS = ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
           "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"]
FENCE_ORDERINGS = ["acquire", "release", "acq_rel", "seq_cst"]


# Configurations whose i128 values are lowered only through memory (atomir's word machinery
# takes no i128 arguments or return values there): their i128 functions take and give the
# value through pointers. The fence signature does not depend on how the value travels.
I128_IN_MEMORY = {"i686", "i386", "mips", "mips64el", "sparc64", "sparc", "ppc32", "armv7",
                  "armv6", "armv8a", "armv5te", "riscv32-a", "riscv32-noa", "thumbv6m"}


def cases_i128_in_memory():
    """The i128 cases with the value passed through memory (same names, ops, orderings)."""
    out = []
    t = "i128"
    for o in LOAD_ORDERINGS:
        out.append((f"load_{t}_{o}", "load", o, t,
                    f"define void @load_{t}_{o}(ptr %p, ptr %out) {{\n"
                    f"  %r = load atomic {t}, ptr %p {o}, align 16\n"
                    f"  store {t} %r, ptr %out\n  ret void\n}}\n"))
    for o in STORE_ORDERINGS:
        out.append((f"store_{t}_{o}", "store", o, t,
                    f"define void @store_{t}_{o}(ptr %p, ptr %in) {{\n  %v = load {t}, ptr %in\n"
                    f"  store atomic {t} %v, ptr %p {o}, align 16\n  ret void\n}}\n"))
    for op in RMW_OPS:
        for o in ORDERINGS:
            n = f"rmw_{op}_{t}_{o}"
            out.append((n, f"atomicrmw {op}", o, t,
                        f"define void @{n}(ptr %p, ptr %in, ptr %out) {{\n  %v = load {t}, ptr %in\n"
                        f"  %r = atomicrmw {op} ptr %p, {t} %v {o}\n  store {t} %r, ptr %out\n"
                        f"  ret void\n}}\n"))
    for s in ORDERINGS:
        for f in FAILURE_ORDERINGS:
            n = f"cmpxchg_{t}_{s}_{f}"
            out.append((n, "cmpxchg", f"{s} {f}", t,
                        f"define void @{n}(ptr %p, ptr %ab, ptr %out) {{\n  %a = load {t}, ptr %ab\n"
                        f"  %bp = getelementptr i8, ptr %ab, i32 16\n  %b = load {t}, ptr %bp\n"
                        f"  %r = cmpxchg ptr %p, {t} %a, {t} %b {s} {f}\n"
                        f"  %v = extractvalue {{ {t}, i1 }} %r, 0\n  store {t} %v, ptr %out\n"
                        f"  ret void\n}}\n"))
    return out


def cases(i128_in_memory=False):
    """(function name, op, ordering, width, IR body)."""
    out = []
    for w in WIDTHS:
        t = f"i{w}"
        if w == 128 and i128_in_memory:
            out.extend(cases_i128_in_memory())
            continue
        for o in LOAD_ORDERINGS:
            out.append((f"load_{t}_{o}", "load", o, t,
                        f"define {t} @load_{t}_{o}(ptr %p) {{\n"
                        f"  %r = load atomic {t}, ptr %p {o}, align {w // 8}\n  ret {t} %r\n}}\n"))
        for o in STORE_ORDERINGS:
            out.append((f"store_{t}_{o}", "store", o, t,
                        f"define void @store_{t}_{o}(ptr %p, {t} %v) {{\n"
                        f"  store atomic {t} %v, ptr %p {o}, align {w // 8}\n  ret void\n}}\n"))
        for op in RMW_OPS:
            for o in ORDERINGS:
                n = f"rmw_{op}_{t}_{o}"
                out.append((n, f"atomicrmw {op}", o, t,
                            f"define {t} @{n}(ptr %p, {t} %v) {{\n"
                            f"  %r = atomicrmw {op} ptr %p, {t} %v {o}\n  ret {t} %r\n}}\n"))
        for s in ORDERINGS:
            for f in FAILURE_ORDERINGS:
                n = f"cmpxchg_{t}_{s}_{f}"
                out.append((n, "cmpxchg", f"{s} {f}", t,
                            f"define {t} @{n}(ptr %p, {t} %a, {t} %b) {{\n"
                            f"  %r = cmpxchg ptr %p, {t} %a, {t} %b {s} {f}\n"
                            f"  %v = extractvalue {{ {t}, i1 }} %r, 0\n  ret {t} %v\n}}\n"))
    for o in FENCE_ORDERINGS:
        for scope, tag in (("", "system"), ('syncscope("singlethread") ', "singlethread")):
            n = f"fence_{o}_{tag}"
            out.append((n, "fence" if not scope else "fence singlethread", o, "-",
                        f"define void @{n}() {{\n  fence {scope}{o}\n  ret void\n}}\n"))
    return out


def bodies(asm, atomir, sparc=False):
    """Function name -> list of instruction lines (comments and directives dropped)."""
    funcs = {}
    cur = None
    for line in asm.splitlines():
        m = re.match(r"^([A-Za-z_][\w.]*):", line)
        if m and not line.startswith(".L"):
            cur = m.group(1)
            funcs[cur] = []
            continue
        if cur is None:
            continue
        if (atomir and line.startswith("\t.size")) or (not atomir and line.startswith((".Lfunc_end", "$func_end"))):
            cur = None
            continue
        # SPARC: `!` starts a comment and `#` spells membar masks.
        s = line.split("!")[0] if "membar" in line or sparc else line.split("#")[0]
        s = s if not line.strip().startswith("//") else ""
        s = s.split("//")[0].strip()
        if not s or s.startswith(".") or s.endswith(":"):
            continue
        funcs[cur].append(s)
    return funcs


def token_x86(ins):
    op = ins.split()[0]
    if op == "mfence":
        return ("bar", "mfence")
    if op == "lock":
        return ("bar", "locked")
    if op.startswith("xchg") and "(" in ins:
        return ("bar", "locked")  # xchg with memory is implicitly locked
    if op.startswith("call") and ("__atomic" in ins or "__sync" in ins):
        return ("bar", "call")
    return None


def token_aarch64(ins):
    op = ins.split()[0]
    if op == "dmb":
        return ("bar", "dmb " + ins.split()[1])
    m = re.match(r"^(ldar|ldaxr|ldaxp|ldapr|stlr|stlxr|stlxp)", op)
    if m:
        k = m.group(1)
        if k == "ldapr":
            return ("mark", {"acqpc"})
        return ("mark", {"acq"} if k.startswith("ld") else {"rel"})
    m = re.match(r"^(casp|cas|swp|ldadd|ldclr|ldeor|ldset|ldsmax|ldsmin|ldumax|ldumin)(al|a|l)?(b|h)?$", op)
    if m:
        return ("mark", {"al": {"acq", "rel"}, "a": {"acq"}, "l": {"rel"}, None: set()}[m.group(2)])
    if op == "bl" and "__atomic" in ins:
        return ("bar", "call")
    return None


def token_riscv(ins):
    parts = ins.split(None, 1)
    op = parts[0]
    if op == "fence":
        return ("bar", "fence " + parts[1].replace(" ", ""))
    if op == "fence.tso":
        return ("bar", "fence.tso")
    m = re.match(r"^(lr|sc|amo\w+)\.[wd](?:\.(aqrl|aq|rl))?$", op)
    if m:
        return ("mark", {"aqrl": {"acq", "rel"}, "aq": {"acq"}, "rl": {"rel"}, None: set()}[m.group(2)])
    if op == "call" and "__atomic" in ins:
        return ("bar", "call")
    return None


def token_mips(ins):
    parts = ins.split(None, 1)
    op = parts[0]
    if op == "sync":
        return ("bar", "sync")
    # llc-22 calls with `jal f` (or through $25 loaded by `lw`), atomir with `la $25, f; jalr $25`.
    if op in ("jal", "la", "dla", "lw", "ld") and "__atomic" in ins:
        return ("bar", "call")
    return None


def token_ppc(ins):
    op = ins.split()[0]
    if op in ("sync", "hwsync", "lwsync", "isync", "eieio"):
        return ("bar", "sync" if op == "hwsync" else op)
    if op in ("bl", "b") and "__atomic" in ins:
        return ("bar", "call")
    return None


def token_arm(ins):
    op = ins.split()[0]
    if op == "dmb":
        return ("bar", "dmb " + (ins.split()[1] if len(ins.split()) > 1 else "sy"))
    if op == "mcr" and "".join(ins.split()).startswith("mcrp15,"):
        return ("bar", "mcr-cp15-barrier")  # mcr p15, #0, rX, c7, c10, #5 (ARMv6's dmb)
    m = re.match(r"^(ldaex|stlex|lda|stl)(b|h|d)?$", op)
    if m:
        return ("mark", {"acq"} if m.group(1).startswith("ld") else {"rel"})
    if op in ("bl", "blx") and ("__atomic" in ins or "__sync" in ins):
        return ("bar", "call")
    return None


def token_sparc(ins):
    parts = ins.split(None, 1)
    op = parts[0]
    if op == "membar":
        masks = sorted(m.strip() for m in parts[1].split("|"))
        return ("bar", "membar " + "|".join(masks))
    if op == "stbar":
        return ("bar", "stbar")
    if op == "call" and "__atomic" in ins:
        return ("bar", "call")
    return None


TOKENIZERS = {"powerpc64le": token_ppc, "powerpc64": token_ppc, "sparc64": token_sparc, "mips": token_mips, "mips64el": token_mips, "x86_64": token_x86, "i686": token_x86, "i386": token_x86, "aarch64": token_aarch64, "riscv64": token_riscv}
TOKENIZERS.update({"powerpc": token_ppc})


def token_sparcv8(ins):
    # V8's seq_cst fence ends with an atomic ldstub to the stack.
    if ins.split(None, 1)[0] == "ldstub":
        return ("bar", "ldstub")
    return token_sparc(ins)


TOKENIZERS["sparc"] = token_sparcv8
TOKENIZERS.update({"armv7": token_arm, "armv6": token_arm, "armv8a": token_arm, "armv5te": token_arm})
TOKENIZERS["riscv32"] = token_riscv
TOKENIZERS.update({"thumbv6m": token_arm})


def signature(lines, arch):
    """(barriers in order, consecutive repeats merged; sorted marks)."""
    tok = TOKENIZERS[arch]
    bars, marks = [], set()
    for t in (tok(i) for i in lines):
        if t is None:
            continue
        if t[0] == "bar":
            # A barrier repeated back to back (a loop's instruction duplicated on two paths)
            # orders nothing more than one.
            if not bars or bars[-1] != t[1]:
                bars.append(t[1])
        else:
            marks |= t[1]
    return (bars, sorted(marks))


def load_reasons():
    rows = []
    with open(os.path.join(HERE, "differences.tsv")) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t")
            if len(cols) != 5:
                sys.exit(f"differences.tsv: bad row: {line!r}")
            rows.append(cols)
    return rows


def reason_for(rows, config, op, ordering, width):
    for c, o, ords, w, why in rows:
        if (fnmatch.fnmatchcase(config, c) and fnmatch.fnmatchcase(op, o)
                and fnmatch.fnmatchcase(ordering, ords) and fnmatch.fnmatchcase(width, w)):
            return why
    return None


def run_llc(llc, llc_args, cs, path, work):
    """llc-22's assembly for every case, and the functions it cannot lower (it crashes on some
    MIPS partword operations), each with llc's message. The whole file first; when that fails,
    chunks of 32 functions, and in a failing chunk the function llc names is left out and the
    rest compiled again."""
    def compile_file(src_path):
        return subprocess.run([llc, "-O2"] + llc_args + [src_path, "-o", "-"],
                              capture_output=True, text=True)

    ref = compile_file(path)
    if ref.returncode == 0:
        return ref.stdout, {}
    fails, out = {}, []
    one = os.path.join(work, "fences-llc.ll")
    for start in range(0, len(cs), 32):
        chunk = cs[start:start + 32]
        while True:
            with open(one, "w") as f:
                f.write("".join(c[4] for c in chunk if c[0] not in fails))
            r = compile_file(one)
            if r.returncode == 0:
                out.append(r.stdout)
                break
            m = re.search(r"on function '@([\w.]+)'", r.stderr)
            if not m or m.group(1) in fails:
                sys.exit(f"llc failed: {r.stderr}")
            first = next((l for l in r.stderr.splitlines() if "ERROR" in l), "error")
            fails[m.group(1)] = first.strip()
    return "\n".join(out), fails


def main():
    atomir, llc, work = sys.argv[1:4]
    cs = cases()
    src = "".join(c[4] for c in cs)
    path = os.path.join(work, "fences.ll")
    with open(path, "w") as f:
        f.write(src)
    rows = load_reasons()
    used = set()
    total = {"agree": 0, "deliberate": 0, "unexplained": 0, "refused": 0}
    print(f"{'config':<18} {'cases':>6} {'agree':>6} {'deliberate':>10} {'unexplained':>11} {'atomir refuses':>14}")
    details = []
    only = os.environ.get("CONFIGS")
    cs_reg, path_reg = cs, path
    cs_mem = cases(i128_in_memory=True)
    path_mem = os.path.join(work, "fences-i128-in-memory.ll")
    with open(path_mem, "w") as f:
        f.write("".join(c[4] for c in cs_mem))
    for name, triple, mattr, llc_args in CONFIGS:
        if only and not re.search(only, name):
            continue
        if name in I128_IN_MEMORY:
            cs, path = config_cases(name, cs_mem, path_mem, work)
        else:
            cs, path = config_cases(name, cs_reg, path_reg, work)
        arch = triple.split("-")[0]
        cmd = [atomir, "lower", f"--target={triple}"] + ([f"-mattr={mattr}"] if mattr else [])
        mine = subprocess.run(cmd + [path], capture_output=True, text=True)
        refused = {}
        if mine.returncode == 0:
            a = bodies(mine.stdout, True, arch.startswith("sparc"))
        else:
            # Some function is refused (a clear error): lower them one at a time.
            a = {}
            for fn, _, _, _, body in cs:
                one = os.path.join(work, "one.ll")
                with open(one, "w") as f:
                    f.write(body)
                r = subprocess.run(cmd + [one], capture_output=True, text=True)
                if r.returncode == 0:
                    a.update(bodies(r.stdout, True, arch.startswith("sparc")))
                else:
                    refused[fn] = r.stderr.splitlines()[0] if r.stderr else "error"
        # Cases llc-22 is known to crash on (segfaults, slow to reach) are left out of its input.
        crashes = LLC_CRASHES.get(name, set())
        llc_cs = [c for c in cs if (c[1], c[3]) not in crashes]
        llc_input = path
        if crashes:
            llc_input = os.path.join(work, f"fences-{name}.ll")
            with open(llc_input, "w") as f:
                f.write("".join(c[4] for c in llc_cs))
        ref_asm, llc_fails = run_llc(llc, llc_args, llc_cs, llc_input, work)
        b = bodies(ref_asm, False, arch.startswith("sparc"))
        counts = {"agree": 0, "deliberate": 0, "unexplained": 0, "refused": 0}
        for fn, op, ordering, width, _ in cs:
            if fn in llc_fails:
                # Not something LLVM 22 supports for this target: nothing to compare.
                details.append(f"llc-22 fails {name} {op} {ordering} {width}: {llc_fails[fn]}")
                continue
            if fn in refused:
                counts["refused"] += 1
                details.append(f"refused     {name} {op} {ordering} {width}: {refused[fn]}")
                continue
            if (op, width) in crashes and fn not in refused:
                details.append(f"not compared {name} {op} {ordering} {width}: llc-22 crashes")
                continue
            if fn not in a or fn not in b:
                sys.exit(f"{name}: function {fn} missing from {'atomir' if fn not in a else 'llc-22'}'s output")
            sa, sb = signature(a[fn], arch), signature(b[fn], arch)
            if sa == sb:
                counts["agree"] += 1
                continue
            why = reason_for(rows, name, op, ordering, width)
            if why is None:
                counts["unexplained"] += 1
                details.append(f"UNEXPLAINED {name} {op} {ordering} {width}: atomir {sa} llc-22 {sb}")
            else:
                counts["deliberate"] += 1
                used.add(why)
                details.append(f"deliberate  {name} {op} {ordering} {width}: atomir {sa} llc-22 {sb}  -- {why}")
        for k in total:
            total[k] += counts[k]
        print(f"{name:<18} {len(cs) - len(llc_fails):>6} {counts['agree']:>6} {counts['deliberate']:>10} {counts['unexplained']:>11} {counts['refused']:>14}")
    print(f"{'total':<18} {sum(total.values()):>6} {total['agree']:>6} {total['deliberate']:>10} {total['unexplained']:>11} {total['refused']:>14}")
    for triple, why in NOT_COMPARED:
        print(f"{triple:<18} not compared: {why}")
    print()
    print("Deliberate differences (reasons from scripts/lower-fences/differences.tsv):")
    for c, o, ords, w, why in rows:
        mark = "" if why in used else "  (matched nothing this run)"
        print(f"  {c} | {o} | {ords} | {w}: {why}{mark}")
    print()
    for d in details:
        print(d)
    print(f"RATCHET lower_fences_agree {total['agree']}")
    print(f"RATCHET lower_fences_accounted {total['agree'] + total['deliberate']}")
    return 1 if total["unexplained"] else 0


if __name__ == "__main__":
    sys.exit(main())
