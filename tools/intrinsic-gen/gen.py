#!/usr/bin/env python3
"""Re-learns the intrinsic table (src/ir/data/intrinsics.tsv) from LLVM 22.

Owns: tools/intrinsic-gen/ only; writes src/ir/data/intrinsics.tsv. Must not touch other files.

Intrinsic names are read from the enum comments of LLVM 22's installed IR headers
(`// llvm.foo.bar`); for each name the helper `probe` (probe.c, built here against libLLVM-22 and
its C API) asks LLVM for a declaration and prints the module text LLVM writes for it. Only
facts LLVM prints are kept: whether the name is overloaded, and the function, return and
parameter attributes of the declaration (for an overloaded intrinsic, the candidate overload
types that give the most attributes, i.e. a valid signature).

Output format (tab separated, sorted by name), after `#` comment lines:
    P <id> <fn attrs> <ret attrs> <params: idx=attrs;idx=attrs>     (attribute profiles)
    <name> <0|1 overloaded> <profile id>
Usage: tools/intrinsic-gen/gen.py [--targets x86,aarch64,...|all]   (default: all)
  PROBE_RAW=FILE keeps the probe's raw output in FILE (and reuses it when it exists).
"""
import glob, os, re, subprocess, sys, tempfile

LLVM = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "src", "ir", "data", "intrinsics.tsv")


def names_from_headers(targets):
    inc = subprocess.check_output([os.path.join(LLVM, "llvm-config"), "--includedir"], text=True).strip()
    names = set()
    for path in glob.glob(os.path.join(inc, "llvm", "IR", "Intrinsic*.h")) + [
            os.path.join(inc, "llvm", "IR", "IntrinsicEnums.inc")]:
        if not os.path.exists(path):
            continue
        for m in re.finditer(r"// (llvm\.[A-Za-z0-9_.]+)", open(path).read()):
            names.add(m.group(1))
    out = []
    for n in sorted(names):
        parts = n.split(".")
        if targets != "all" and len(parts) > 2 and parts[1] in ALL_TARGET_PREFIXES \
                and parts[1] not in targets:
            continue
        out.append(n)
    return out


ALL_TARGET_PREFIXES = {"aarch64", "amdgcn", "arm", "bpf", "dx", "hexagon", "loongarch", "mips",
                       "nvvm", "ppc", "r600", "riscv", "s390", "spv", "ve", "wasm", "x86", "xcore"}


def split_top(s, sep=","):
    """Splits on `sep` outside (), [], {}, <> and quotes."""
    out, depth, cur, q = [], 0, "", False
    for ch in s:
        if ch == '"':
            q = not q
        elif not q and ch in "([{<":
            depth += 1
        elif not q and ch in ")]}>":
            depth -= 1
        if ch == sep and depth == 0 and not q:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return [x.strip() for x in out]


PTR_AS = re.compile(r"^ptr addrspace\(\d+\)")


def strip_type(s):
    """`<4 x i32> noundef immarg` -> `noundef immarg` (the text after a leading type)."""
    s = s.strip()
    m = PTR_AS.match(s)
    if m:
        return s[m.end():].strip()
    if s and s[0] in "<{[":
        depth = 0
        for i, ch in enumerate(s):
            if ch in "<{[(":
                depth += 1
            elif ch in ">}])":
                depth -= 1
                if depth == 0:
                    return s[i + 1:].strip()
        return ""
    return s.split(" ", 1)[1].strip() if " " in s else ""


def ret_attrs(head):
    """`noundef range(i32 0, 33) i32` -> `noundef range(i32 0, 33)`."""
    head = head.strip()
    m = re.search(r"(^| )ptr addrspace\(\d+\)$", head)
    if m:
        return head[:m.start()].strip()
    if head.endswith((">", "}", "]")):
        depth = 0
        for i in range(len(head) - 1, -1, -1):
            ch = head[i]
            if ch in ">}])":
                depth += 1
            elif ch in "<{[(":
                depth -= 1
                if depth == 0:
                    # `<vscale x ...>` and `<2 x i32>` start here
                    return head[:i].strip()
        return ""
    return head.rsplit(" ", 1)[0].strip() if " " in head else ""


def parse_decl(text):
    """(fn attrs, ret attrs, [(idx, attrs)]) from the module text of one declaration."""
    groups = dict(re.findall(r"^attributes #(\d+) = \{ (.*) \}$", text, re.M))
    m = re.search(r"^declare (.*?)@(\"[^\"]*\"|[-\w.$]+)\((.*)\)(.*)$", text, re.M)
    if not m:
        return None
    head, params, tail = m.group(1), m.group(3), m.group(4)
    fn = ""
    g = re.search(r"#(\d+)", tail)
    if g:
        fn = groups.get(g.group(1), "")
    ret = ret_attrs(head)
    pas = []
    for i, p in enumerate(split_top(params)):
        a = strip_type(p)
        if a:
            pas.append((i, a))
    return fn, ret, pas


def score(d):
    fn, ret, pas = d
    return (len(fn) + len(ret) + sum(len(a) for _, a in pas), len(fn))


def main():
    targets = "all"
    if len(sys.argv) > 2 and sys.argv[1] == "--targets":
        targets = sys.argv[2] if sys.argv[2] == "all" else set(sys.argv[2].split(","))
    names = names_from_headers(targets)
    here = os.path.dirname(os.path.abspath(__file__))
    tmp = tempfile.mkdtemp()
    probe = os.path.join(tmp, "probe")
    flags = subprocess.check_output([os.path.join(LLVM, "llvm-config"), "--cflags", "--ldflags"],
                                    text=True).split()
    libdir = subprocess.check_output([os.path.join(LLVM, "llvm-config"), "--libdir"], text=True).strip()
    subprocess.check_call(["cc", os.path.join(here, "probe.c"), *flags, "-lLLVM", "-o", probe])
    env = dict(os.environ, LD_LIBRARY_PATH=libdir)
    raw = os.environ.get("PROBE_RAW")
    if raw and os.path.exists(raw):
        out = open(raw).read()
    else:
        out = subprocess.run([probe], input="\n".join(names) + "\n", text=True, env=env,
                             capture_output=True, errors="replace").stdout
        if raw:
            open(raw, "w").write(out)
    rows = {}
    cur = None
    chunks = re.split(r"^(#NAME .*|#TRY .*|#CRASH .*|#MISSING .*)$", out, flags=re.M)
    for c in chunks:
        if c.startswith("#NAME "):
            _, name, ov = c.split()
            cur = name
            rows[cur] = [ov, None]
        elif c.startswith("#"):
            continue
        elif cur is not None and "declare " in c:
            d = parse_decl(c)
            if d is not None and (rows[cur][1] is None or score(d) > score(rows[cur][1])):
                rows[cur][1] = d
    profiles, lines = {}, []
    for name in sorted(rows):
        ov, d = rows[name]
        if d is None or (ov == "1" and d == ("", "", [])):
            # No candidate signature was accepted (or the intrinsic has no attributes at all):
            # the attributes are unknown; atomir keeps the ones written in the input.
            lines.append(f"{name}\t{ov}\t?")
            continue
        key = (d[0], d[1], ";".join(f"{i}={a}" for i, a in d[2]))
        pid = profiles.setdefault(key, len(profiles))
        lines.append(f"{name}\t{ov}\t{pid}")
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("# Generated by tools/intrinsic-gen/gen.py from LLVM 22; do not edit.\n")
        f.write("# P<tab>profile<tab>fn attrs<tab>ret attrs<tab>param attrs (idx=attrs;...)\n")
        f.write("# name<tab>overloaded<tab>profile\n")
        for (fn, ret, pa), pid in sorted(profiles.items(), key=lambda kv: kv[1]):
            f.write(f"P\t{pid}\t{fn}\t{ret}\t{pa}\n")
        f.write("\n".join(lines) + "\n")
    print(f"{len(lines)} intrinsics, {len(profiles)} attribute profiles -> {OUT}")


if __name__ == "__main__":
    main()
