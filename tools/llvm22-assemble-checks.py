#!/usr/bin/env python3
"""Writes the CHECK lines of a test/assemble/ golden file from what LLVM 22 prints.

Owns: the CHECK lines of files carrying its NOTE line. Must not touch other files.

The expected text is learned by running `llvm-as-22 FILE -o - | llvm-dis-22` (never atomir):
every printed line after `source_filename` becomes CHECK-NEXT (blank lines CHECK-EMPTY), so the
test pins LLVM's exact output. A RUN line with -disable-verify runs llvm-as --disable-verify.
Usage: tools/llvm22-assemble-checks.py FILE...   (LLVM_BIN=/usr/lib/llvm-22/bin)
"""
import os, subprocess, sys

NOTE = "; NOTE: CHECK lines learned from llvm-as-22 | llvm-dis-22 by tools/llvm22-assemble-checks.py"
LLVM = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")


def regenerate(path):
    lines = [l for l in open(path).read().split("\n") if not l.startswith("; CHECK")]
    if NOTE not in lines:
        return False
    src = "\n".join(lines)
    tmp = path + ".tmp-src.ll"
    open(tmp, "w").write(src)
    run = next((l for l in lines if l.startswith("; RUN:")), "")
    flags = ["--disable-verify"] if "-disable-verify" in run else []
    try:
        r = subprocess.run([os.path.join(LLVM, "llvm-as"), *flags, tmp, "-o", "-"], capture_output=True)
        if r.returncode != 0:
            sys.stderr.write(r.stderr.decode())
            return False
        bc = r.stdout
        out = subprocess.run([os.path.join(LLVM, "llvm-dis"), "-"], input=bc, capture_output=True, check=True).stdout.decode()
    finally:
        os.remove(tmp)
    out_lines = out.split("\n")
    k = next(i for i, l in enumerate(out_lines) if l.startswith("source_filename")) + 1
    body = out_lines[k:]
    while body and body[0] == "":
        body = body[1:]
    while body and body[-1] == "":
        body.pop()
    checks = []
    for i, l in enumerate(body):
        if i == 0:
            checks.append("; CHECK: " + l)
        elif l == "":
            checks.append("; CHECK-EMPTY:")
        else:
            checks.append("; CHECK-NEXT: " + l)
    n = lines.index(NOTE) + 1
    open(path, "w").write("\n".join(lines[:n] + checks + lines[n:]))
    return True


for p in sys.argv[1:]:
    print(("updated " if regenerate(p) else "skipped ") + p)
