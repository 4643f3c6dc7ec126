#!/usr/bin/env python3
"""Random control flow for differential tests of the transforms that edit the CFG (adce, later
simplifycfg): each module has three functions of 3-12 blocks with conditional branches,
switches, back edges, `unreachable` and early returns, phis (one value per predecessor block,
also over duplicate edges), dead and live arithmetic, stores, calls that may have side effects
and calls that may not. Every module passes the verifier.

Usage: opt-random-cfg.py FIRST_SEED LAST_SEED OUT_DIR   (writes OUT_DIR/cfg<seed>.ll)"""
import os
import random
import sys

HEADER = [
    "declare void @ext(i32)",
    "declare i32 @pure(i32) nounwind willreturn memory(none)",
    "",
]


def function(r, index):
    n = r.randint(3, 12)
    names = [f"b{i}" for i in range(n)]
    succ = {}
    for i in range(n):
        if i == n - 1:
            succ[i] = []
            continue
        k = r.random()
        fw = lambda: r.randint(i + 1, n - 1)
        if k < 0.35:
            succ[i] = [fw(), fw()]
        elif k < 0.5:
            succ[i] = [fw(), fw(), fw()]
        elif k < 0.6 and i > 0:
            succ[i] = [r.randint(1, i), fw()]
        elif k < 0.65:
            succ[i] = ["unreachable"]
        elif k < 0.7:
            succ[i] = []
        else:
            succ[i] = [fw()]
    preds = {i: [] for i in range(n)}
    for i in range(n):
        for s in succ[i]:
            if s != "unreachable":
                preds[s].append(i)
    counter = [0]

    def fresh():
        counter[0] += 1
        return f"%v{counter[0]}"

    lines = [f"define i32 @f{index}(i32 %a, i32 %b, ptr %p) {{"]
    for i in range(n):
        lines.append(f"{names[i]}:")
        avail = ["%a", "%b"]
        if preds[i] and i > 0 and r.random() < 0.7:
            phi = fresh()
            value = {}
            for p in preds[i]:
                value.setdefault(p, r.choice(["%a", "%b", str(r.randint(0, 9))]))
            incoming = ", ".join(f"[ {value[p]}, %{names[p]} ]" for p in preds[i])
            lines.append(f"  {phi} = phi i32 {incoming}")
            avail.append(phi)
        for _ in range(r.randint(0, 4)):
            v = fresh()
            x = r.choice(avail)
            y = r.choice(avail + [str(r.randint(1, 9))])
            op = r.choice(["add", "mul", "sub", "xor", "and"])
            lines.append(f"  {v} = {op} i32 {x}, {y}")
            avail.append(v)
        if r.random() < 0.3:
            lines.append(f"  store i32 {r.choice(avail)}, ptr %p")
        if r.random() < 0.15:
            lines.append(f"  call void @ext(i32 {r.choice(avail)})")
        if r.random() < 0.2:
            v = fresh()
            lines.append(f"  {v} = call i32 @pure(i32 {r.choice(avail)})")
            avail.append(v)
        s = succ[i]
        if s == ["unreachable"]:
            lines.append("  unreachable")
        elif not s:
            lines.append(f"  ret i32 {r.choice(avail)}")
        elif len(s) == 1:
            lines.append(f"  br label %{names[s[0]]}")
        elif len(s) == 2:
            c = fresh()
            lines.append(f"  {c} = icmp slt i32 {r.choice(avail)}, {r.randint(0, 9)}")
            lines.append(f"  br i1 {c}, label %{names[s[0]]}, label %{names[s[1]]}")
        else:
            lines.append(
                f"  switch i32 {r.choice(avail)}, label %{names[s[0]]} "
                f"[ i32 1, label %{names[s[1]]}\n    i32 2, label %{names[s[2]]} ]"
            )
    lines.append("}")
    return lines


def module(seed):
    r = random.Random(seed)
    out = list(HEADER)
    for f in range(3):
        out += function(r, f) + [""]
    return "\n".join(out)


def main():
    first, last, out_dir = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    os.makedirs(out_dir, exist_ok=True)
    for seed in range(first, last):
        with open(os.path.join(out_dir, f"cfg{seed}.ll"), "w") as f:
            f.write(module(seed))


if __name__ == "__main__":
    main()
