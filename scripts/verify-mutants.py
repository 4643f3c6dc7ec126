#!/usr/bin/env python3
"""Deterministic mutants of valid LLVM IR modules, for differential tests of `atomir verify`.

Owns: a set of text-level mutations that each break (or probe) one verifier rule — atomic
orderings and alignment, atomicrmw operations, terminators, definitions moved below their
uses, phi entries, operand types, cast and binary opcodes, attributes on the wrong type,
fences — applied to the given seed modules with a fixed random seed, so the same inputs always
give the same mutants. Some mutants stay valid (a stronger ordering, a swap of independent
instructions); the differential script only compares accept/reject verdicts.

Usage: scripts/verify-mutants.py [--count N] [--seed S] OUTDIR SEED.ll...
Writes OUTDIR/mNNNN-<mutation>.ll and prints one line per mutant: path, mutation, source.
"""
import argparse
import os
import random
import re
import sys

ORDERINGS = ["unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"]
RMW_OPS = ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
           "fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum", "uinc_wrap", "udec_wrap",
           "usub_cond", "usub_sat"]
INT_TYPES = ["i1", "i8", "i16", "i24", "i32", "i64", "i128"]
CASTS = ["trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
         "ptrtoint", "inttoptr", "bitcast", "addrspacecast"]
BINOPS_INT = ["add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and",
              "or", "xor"]
BINOPS_FP = ["fadd", "fsub", "fmul", "fdiv", "frem"]

DEF_RE = re.compile(r"^(\s+)(%[-\w.$]+) = (.*)$")
ORDER_RE = re.compile(r"\b(unordered|monotonic|acquire|release|acq_rel|seq_cst)\b")


class Module:
    def __init__(self, path):
        self.path = path
        self.lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
        # Function bodies: (start line index of `define`, end line index of `}`).
        self.functions = []
        start = None
        for i, l in enumerate(self.lines):
            if l.startswith("define "):
                start = i
            elif l == "}" and start is not None:
                self.functions.append((start, i))
                start = None

    def body_lines(self, pred):
        out = []
        for (s, e) in self.functions:
            for i in range(s + 1, e):
                if pred(self.lines[i]):
                    out.append(i)
        return out

    def function_of(self, i):
        for (s, e) in self.functions:
            if s < i < e:
                return (s, e)
        return None


def is_inst(l):
    s = l.strip()
    return l.startswith("  ") and s and not s.startswith(";") and not s.startswith("#dbg_")


def mutate_ordering(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and ORDER_RE.search(l)
                         and re.search(r"\b(load atomic|store atomic|fence|cmpxchg|atomicrmw)\b", l))
    if not cands:
        return None
    i = rng.choice(cands)
    hits = list(ORDER_RE.finditer(m.lines[i]))
    h = rng.choice(hits)
    new = rng.choice([o for o in ORDERINGS if o != h.group(1)])
    l = m.lines[i]
    m.lines[i] = l[:h.start()] + new + l[h.end():]
    return "ordering"


def mutate_atomic_align(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and re.search(r"(load|store) atomic", l)
                         and ", align " in l)
    if not cands:
        return None
    i = rng.choice(cands)
    m.lines[i] = re.sub(r", align \d+", rng.choice(["", ", align 0", ", align 3"]), m.lines[i], 1)
    return "atomic-align"


def mutate_rmw_op(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and " atomicrmw " in l)
    if not cands:
        return None
    i = rng.choice(cands)
    mm = re.search(r"atomicrmw (volatile )?(\w+) ", m.lines[i])
    if not mm:
        return None
    new = rng.choice([o for o in RMW_OPS if o != mm.group(2)])
    m.lines[i] = m.lines[i][:mm.start(2)] + new + m.lines[i][mm.end(2):]
    return "rmw-op"


def mutate_atomic_type(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and re.search(
        r"(load atomic|store atomic|atomicrmw|cmpxchg)", l) and re.search(r"\bi(8|16|32|64)\b", l))
    if not cands:
        return None
    i = rng.choice(cands)
    hits = list(re.finditer(r"\bi(8|16|32|64)\b", m.lines[i]))
    new = rng.choice(["i1", "i24", "i48", "float", "double", "x86_fp80", "ptr", "<2 x i32>"])
    l = m.lines[i]
    for h in reversed(hits):
        if h.group(0) == hits[0].group(0):
            l = l[:h.start()] + new + l[h.end():]
    m.lines[i] = l
    return "atomic-type"


def mutate_drop_terminator(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and re.match(r"\s+(ret|br|switch|unreachable)\b", l))
    if not cands:
        return None
    i = rng.choice(cands)
    # Multi-line switch: drop up to the closing bracket.
    j = i
    if m.lines[i].strip().startswith("switch"):
        while j < len(m.lines) and "]" not in m.lines[j]:
            j += 1
    del m.lines[i:j + 1]
    return "drop-terminator"


def mutate_move_def_down(m, rng):
    cands = m.body_lines(lambda l: DEF_RE.match(l) and " phi " not in l and "landingpad" not in l)
    if not cands:
        return None
    i = rng.choice(cands)
    fn = m.function_of(i)
    name = DEF_RE.match(m.lines[i]).group(2)
    # Move it just after its first use, if there is one in the function.
    use = None
    for k in range(i + 1, fn[1]):
        if re.search(re.escape(name) + r"\b(?![-\w.$])", m.lines[k]) and is_inst(m.lines[k]):
            use = k
            break
    if use is None:
        return None
    line = m.lines.pop(i)
    m.lines.insert(use, line)  # after the use (the use shifted up by one)
    return "def-below-use"


def mutate_phi(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and " = phi " in l and l.count("[") >= 2)
    if not cands:
        return None
    i = rng.choice(cands)
    l = m.lines[i]
    entries = list(re.finditer(r"\[ [^\]]*\]", l))
    kind = rng.randrange(3)
    if kind == 0:  # drop an entry
        e = rng.choice(entries)
        s, t = e.start(), e.end()
        if l[t:t + 2] == ", ":
            t += 2
        elif l[s - 2:s] == ", ":
            s -= 2
        m.lines[i] = l[:s] + l[t:]
        return "phi-drop-entry"
    if kind == 1:  # duplicate an entry with a different value
        e = entries[0].group(0)
        inner = e[2:-2]
        val, blk = inner.rsplit(", ", 1)
        other = "poison" if val != "poison" else "undef"
        m.lines[i] = l + ", [ %s, %s ]" % (other, blk)
        return "phi-dup-entry"
    # point an entry at another block label of the function
    fn = m.function_of(i)
    labels = [re.match(r"^([-\w.$]+):", m.lines[k]).group(1) for k in range(fn[0], fn[1])
              if re.match(r"^([-\w.$]+):", m.lines[k])]
    if not labels:
        return None
    e = rng.choice(entries)
    inner = e.group(0)[2:-2]
    val, blk = inner.rsplit(", ", 1)
    new = "%" + rng.choice(labels)
    if new == blk:
        return None
    m.lines[i] = l[:e.start()] + "[ %s, %s ]" % (val, new) + l[e.end():]
    return "phi-wrong-block"


def mutate_phi_later_value(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and " = phi " in l)
    if not cands:
        return None
    i = rng.choice(cands)
    fn = m.function_of(i)
    mm = re.match(r"\s+%[-\w.$]+ = phi (\S+)", m.lines[i])
    ty = mm.group(1) if mm else None
    later = [DEF_RE.match(m.lines[k]).group(2) for k in range(fn[0] + 1, fn[1])
             if DEF_RE.match(m.lines[k]) and (" " + ty + " ") in m.lines[k]]
    if not later:
        return None
    entries = list(re.finditer(r"\[ ([^\],]+), ", m.lines[i]))
    if not entries:
        return None
    e = rng.choice(entries)
    l = m.lines[i]
    m.lines[i] = l[:e.start(1)] + rng.choice(later) + l[e.end(1):]
    return "phi-other-value"


def mutate_swap_lines(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and not l.strip().startswith(("ret", "br", "switch")))
    cands = [i for i in cands if i + 1 < len(m.lines) and is_inst(m.lines[i + 1])
             and m.function_of(i) == m.function_of(i + 1)]
    if not cands:
        return None
    i = rng.choice(cands)
    m.lines[i], m.lines[i + 1] = m.lines[i + 1], m.lines[i]
    return "swap-adjacent"


def mutate_operand_type(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and re.search(r"\bi(8|16|32|64)\b", l))
    if not cands:
        return None
    i = rng.choice(cands)
    hits = list(re.finditer(r"\bi(8|16|32|64)\b", m.lines[i]))
    h = rng.choice(hits)
    new = rng.choice([t for t in INT_TYPES + ["float", "ptr"] if t != h.group(0)])
    l = m.lines[i]
    m.lines[i] = l[:h.start()] + new + l[h.end():]
    return "operand-type"


def mutate_cast(m, rng):
    pat = r"= (" + "|".join(CASTS) + r") "
    cands = m.body_lines(lambda l: is_inst(l) and re.search(pat, l))
    if not cands:
        return None
    i = rng.choice(cands)
    mm = re.search(pat, m.lines[i])
    new = rng.choice([c for c in CASTS if c != mm.group(1)])
    m.lines[i] = m.lines[i][:mm.start(1)] + new + m.lines[i][mm.end(1):]
    return "cast-op"


def mutate_binop(m, rng):
    ops = BINOPS_INT + BINOPS_FP
    pat = r"= (" + "|".join(ops) + r")( (nuw|nsw|exact|disjoint|fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))* "
    cands = m.body_lines(lambda l: is_inst(l) and re.search(pat, l))
    if not cands:
        return None
    i = rng.choice(cands)
    mm = re.search(pat, m.lines[i])
    old = mm.group(1)
    pool = BINOPS_FP if old in BINOPS_INT else BINOPS_INT
    new = rng.choice(pool)
    # Drop flags that would not parse on the new opcode.
    m.lines[i] = m.lines[i][:mm.start(1)] + new + " " + m.lines[i][mm.end():]
    return "binop-class"


def mutate_attribute(m, rng):
    cands = [k for k, l in enumerate(m.lines) if l.startswith(("define ", "declare ")) and "(" in l]
    if not cands:
        return None
    i = rng.choice(cands)
    l = m.lines[i]
    params = list(re.finditer(r"[(,] ?(i\d+|ptr|float|double)( |,|\))", l))
    if not params:
        return None
    p = rng.choice(params)
    ty = p.group(1)
    if ty == "ptr":
        attr = rng.choice(["zeroext", "signext", "range(i32 0, 4)", "nofpclass(nan)", "noalias"])
    else:
        attr = rng.choice(["noalias", "nonnull", "align 8", "dereferenceable(8)", "readonly",
                           "byval(i32)", "zeroext", "nocapture"])
    m.lines[i] = l[:p.end(1)] + " " + attr + l[p.end(1):]
    return "param-attr"


def mutate_fence(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and not l.strip().startswith(("%", "#")))
    cands += m.body_lines(lambda l: DEF_RE.match(l) and " phi " not in l and "landingpad" not in l)
    if not cands:
        return None
    i = rng.choice(cands)
    indent = re.match(r"^(\s*)", m.lines[i]).group(1)
    m.lines.insert(i, indent + "fence " + rng.choice(ORDERINGS))
    return "insert-fence"


def mutate_cmpxchg_failure(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and " cmpxchg " in l)
    if not cands:
        return None
    i = rng.choice(cands)
    hits = list(ORDER_RE.finditer(m.lines[i]))
    if len(hits) < 2:
        return None
    h = hits[-1]
    new = rng.choice(ORDERINGS)
    l = m.lines[i]
    m.lines[i] = l[:h.start()] + new + l[h.end():]
    return "cmpxchg-failure"


def mutate_ret_type(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and re.match(r"\s+ret ", l))
    if not cands:
        return None
    i = rng.choice(cands)
    m.lines[i] = rng.choice(["  ret void", "  ret i32 0", "  ret i64 0", "  ret ptr null"])
    return "ret-type"


def mutate_select_cond(m, rng):
    cands = m.body_lines(lambda l: is_inst(l) and " select " in l)
    if not cands:
        return None
    i = rng.choice(cands)
    m.lines[i] = re.sub(r"select (\w+ )*i1 (%[-\w.$]+|true|false)", r"select i32 0", m.lines[i], 1)
    return "select-cond"


TYPED_DEF_RE = re.compile(
    r"^\s+(%[-\w.$]+) = (?:(?:add|sub|mul|and|or|xor|shl|lshr|ashr|udiv|sdiv|urem|srem)"
    r"(?: nuw| nsw| exact| disjoint)* (\S+) |load (?:volatile )?(\S+), |phi (\S+) |"
    r"(?:zext|sext|trunc|ptrtoint|bitcast)(?: nneg| nuw| nsw)* .* to (\S+)$|"
    r"getelementptr .*()$|alloca .*()$)")


def def_type(line):
    mm = TYPED_DEF_RE.match(line)
    if not mm:
        return None
    groups = mm.groups()
    if groups[5] is not None or groups[6] is not None:
        return "ptr"
    for g in groups[1:5]:
        if g:
            return g
    return None


def mutate_use_other_def(m, rng):
    """Replace a value operand with another value of the same type defined elsewhere in the
    function: the parser accepts it, dominance decides."""
    cands = m.body_lines(lambda l: is_inst(l) and re.search(r"(i\d+|ptr) %[-\w.$]+", l))
    if not cands:
        return None
    i = rng.choice(cands)
    fn = m.function_of(i)
    uses = list(re.finditer(r"(i\d+|ptr) (%[-\w.$]+)", m.lines[i]))
    u = rng.choice(uses)
    defs = []
    for k in range(fn[0] + 1, fn[1]):
        t = def_type(m.lines[k])
        if t == u.group(1) and k != i:
            defs.append(DEF_RE.match(m.lines[k]).group(2))
    defs = [d for d in defs if d != u.group(2)]
    if not defs:
        return None
    l = m.lines[i]
    m.lines[i] = l[:u.start(2)] + rng.choice(defs) + l[u.end(2):]
    return "use-other-def"


MUTATIONS = [mutate_use_other_def, mutate_use_other_def, mutate_ordering, mutate_atomic_align, mutate_rmw_op, mutate_atomic_type,
             mutate_drop_terminator, mutate_move_def_down, mutate_phi, mutate_phi_later_value,
             mutate_swap_lines, mutate_operand_type, mutate_cast, mutate_binop, mutate_attribute,
             mutate_fence, mutate_cmpxchg_failure, mutate_ret_type, mutate_select_cond]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("outdir")
    ap.add_argument("seeds", nargs="+")
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    rng = random.Random(args.seed)
    seeds = sorted(args.seeds)
    made = 0
    attempts = 0
    while made < args.count and attempts < args.count * 50:
        # Mutations take turns; each tries random seeds until one has a place to apply it.
        mut = MUTATIONS[made % len(MUTATIONS)]
        kind = None
        for _ in range(40):
            attempts += 1
            src = rng.choice(seeds)
            m = Module(src)
            if m.functions:
                kind = mut(m, rng)
            if kind is not None:
                break
        if kind is None:
            made += 0
            MUTATIONS.remove(mut)
            continue
        path = os.path.join(args.outdir, "m%04d-%s.ll" % (made, kind))
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(m.lines))
        print("%s\t%s\t%s" % (path, kind, src))
        made += 1
    return 0 if made == args.count else 1


if __name__ == "__main__":
    sys.exit(main())
