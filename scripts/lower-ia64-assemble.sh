#!/usr/bin/env bash
# Itanium: checks that ia64-linux-gnu-as assembles every row of atomir's ia64 atomic table
# without a warning (issue 15's check for IA-64: neither LLVM 22 nor Debian has an IA-64
# compiler or emulator, so the assembler is the oracle). One IR function per (operation,
# ordering, width) and per fetchadd immediate, each lowered by `atomir lower
# --target=ia64-linux-gnu` and assembled alone with `ia64-linux-gnu-as -x --fatal-warnings`
# (-x: explicit-mode dependency checking, so a missing stop between dependent instructions is
# a warning and fails). The `table row N` comments atomir writes say which row each function
# used. Prints one line per table row (the cases that used it, how many assembled cleanly), a
# summary, and `RATCHET lower_ia64_rows_clean N`. Fails if a row is unused or any case fails.
#
# Needs: binutils-ia64-linux-gnu (installed with apt-get when missing and running as root, as
# in CI). Env: ATOMIR (default: the release binary when one exists, as in CI, else the debug
# one; rebuilt first).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${ATOMIR:-}" ]; then
  if [ -x target/release/atomir ]; then
    cargo build --release -q
    ATOMIR=target/release/atomir
  else
    cargo build -q
    ATOMIR=target/debug/atomir
  fi
fi
AS=${AS:-ia64-linux-gnu-as}
if ! command -v "$AS" >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -q >&2
  apt-get install -y -q --no-install-recommends binutils-ia64-linux-gnu >&2
fi
command -v "$AS" >/dev/null || { echo "lower-ia64-assemble: $AS not found (binutils-ia64-linux-gnu)" >&2; exit 1; }
work=$(mktemp -d /tmp/lower-ia64.XXXXXX)
trap 'rm -rf "$work"' EXIT
python3 - "$ATOMIR" "$AS" "$work" <<'EOF'
import re, subprocess, sys, os
atomir, as_, work = sys.argv[1:4]
ORD = ["monotonic", "acquire", "release", "acq_rel", "seq_cst"]
RMW = ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
       "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"]
cases = []  # (name, IR)
for w in (8, 16, 32, 64):
    t = f"i{w}"
    for o in ("unordered", "monotonic", "acquire", "seq_cst"):
        cases.append((f"load_{t}_{o}", f"define {t} @f(ptr %p) {{\n  %r = load atomic {t}, ptr %p {o}, align {w//8}\n  ret {t} %r\n}}\n"))
    for o in ("unordered", "monotonic", "release", "seq_cst"):
        cases.append((f"store_{t}_{o}", f"define void @f(ptr %p, {t} %v) {{\n  store atomic {t} %v, ptr %p {o}, align {w//8}\n  ret void\n}}\n"))
    for op in RMW:
        for o in ORD:
            cases.append((f"rmw_{op}_{t}_{o}", f"define {t} @f(ptr %p, {t} %v) {{\n  %r = atomicrmw {op} ptr %p, {t} %v {o}\n  ret {t} %r\n}}\n"))
    for s in ORD:
        for f in ("monotonic", "acquire", "seq_cst"):
            cases.append((f"cmpxchg_{t}_{s}_{f}", f"define i1 @f(ptr %p, {t} %a, {t} %b) {{\n  %r = cmpxchg ptr %p, {t} %a, {t} %b {s} {f}\n  %ok = extractvalue {{ {t}, i1 }} %r, 1\n  ret i1 %ok\n}}\n"))
for w in (32, 64):
    t = f"i{w}"
    for imm in (-16, -8, -4, -1, 1, 4, 8, 16):
        for op in ("add", "sub"):
            for o in ORD:
                cases.append((f"fetch{op}_{t}_{imm}_{o}", f"define {t} @f(ptr %p) {{\n  %r = atomicrmw {op} ptr %p, {t} {imm} {o}\n  ret {t} %r\n}}\n"))
for ft in ("float", "double"):
    for op in ("fadd", "fsub", "fmax", "fmin"):
        for o in ORD:
            cases.append((f"rmw_{op}_{ft}_{o}", f"define {ft} @f(ptr %p, {ft} %v) {{\n  %r = atomicrmw {op} ptr %p, {ft} %v {o}\n  ret {ft} %r\n}}\n"))
for o in ("acquire", "release", "acq_rel", "seq_cst"):
    for scope, tag in (("", "system"), ('syncscope("singlethread") ', "singlethread")):
        cases.append((f"fence_|{o}|{tag}", f"define void @f() {{\n  fence {scope}{o}\n  ret void\n}}\n"))

table = subprocess.run([atomir, "lower", "--target=ia64-linux-gnu", "-print-atomic-table"],
                       capture_output=True, text=True, check=True).stdout
rows = {}
for line in table.splitlines():
    m = re.match(r"^row (\d+): (.*)$", line)
    if m:
        rows[int(m.group(1))] = m.group(2)
used = {r: [0, 0] for r in rows}  # row -> [cases, clean]
failures = []
for name, ir in cases:
    ll = os.path.join(work, "case.ll")
    s = os.path.join(work, "case.s")
    with open(ll, "w") as f:
        f.write(ir)
    r = subprocess.run([atomir, "lower", "--target=ia64-linux-gnu", ll, "-o", s], capture_output=True, text=True)
    if r.returncode != 0:
        failures.append(f"{name}: atomir lower failed: {r.stderr.strip().splitlines()[0]}")
        continue
    asm = open(s).read()
    hit = [int(x) for x in re.findall(r"table row (\d+)", asm)]
    a = subprocess.run([as_, "-x", "--fatal-warnings", s, "-o", os.path.join(work, "case.o")],
                       capture_output=True, text=True)
    clean = a.returncode == 0 and not a.stderr.strip()
    if not clean:
        failures.append(f"{name}: {a.stderr.strip()}")
    if name.startswith("fence_"):
        # Fences print no row comment: the first row (lookup order) for the ordering and scope.
        _, o, tag = name.split("|")
        for k in sorted(rows):
            cols = [c.strip() for c in rows[k].split("|")]
            ords = cols[1].removeprefix("ordering ").split(",")
            single_row = cols[3] == "singlethread"
            if cols[0] == "fence" and (ords == ["any"] or o in ords) \
                    and (single_row == (tag == "singlethread") or cols[3] == "any scope"):
                hit.append(k)
                break
    for k in set(hit):
        used[k][0] += 1
        used[k][1] += clean
unused = [k for k in rows if used[k][0] == 0]
for k in sorted(rows):
    c, ok = used[k]
    verdict = "NOT COVERED" if c == 0 else ("clean" if ok == c else "FAIL")
    print(f"row {k:3}: {rows[k]} | {c} cases, {ok} assembled without a warning: {verdict}")
for f in failures:
    print("FAIL", f)
clean_rows = sum(1 for k in rows if used[k][0] > 0 and used[k][0] == used[k][1])
print(f"{len(cases)} functions, {len(cases) - len(failures)} assembled without a warning; "
      f"{clean_rows}/{len(rows)} table rows covered and clean")
print(f"RATCHET lower_ia64_rows_clean {clean_rows}")
sys.exit(1 if failures or unused else 0)
EOF
