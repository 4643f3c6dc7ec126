#!/usr/bin/env python3
"""Writes LLVM IR modules whose names and strings hold random bytes, for
scripts/assemble-fuzz-diff.sh (family 5) and a quick no-panic check.

Every kind of name and string gets random bytes, raw (any byte but the quote, the backslash and,
in names, NUL) or escaped (\\XX, any byte but NUL in names): global, function, local, block
label, comdat, struct type, named metadata and attachment names, c"..." constants, metadata
strings, section, attribute keys and values, asm strings, the triple, comments.

Usage: byte-names-gen.py OUTDIR FIRST_SEED COUNT
"""
import os
import random
import sys


def rand_bytes(rng, n, allow_nul):
    out = bytearray()
    for _ in range(n):
        r = rng.random()
        if r < 0.35:
            b = rng.randrange(0x80, 0x100)  # not UTF-8 on its own
        elif r < 0.5:
            b = rng.choice([0xC3, 0xE2, 0xF0, 0xF4, 0x8F, 0xBF, 0xBE])  # UTF-8 lead/continuation
        elif r < 0.6:
            b = rng.randrange(0, 0x20)
        else:
            b = rng.randrange(0x20, 0x7F)
        if not allow_nul and b == 0:
            b = 0x01
        out.append(b)
    return bytes(out)


def quoted(rng, data, allow_nul):
    """A quoted body for `data`: each byte raw or escaped at random."""
    out = bytearray()
    for b in data:
        if b in (0x22, 0x5C) or (b == 0 and not allow_nul) or rng.random() < 0.4:
            out += b"\\%02X" % b
        else:
            out.append(b)
    return bytes(out)


def md_ident(rng, data):
    """A metadata name: identifier characters raw, other bytes as \\XX."""
    out = bytearray(b"m")
    for b in data:
        c = bytes([b])
        if c.isalnum() and b < 0x80 or c in (b"-", b"$", b".", b"_"):
            out += c
        else:
            out += b"\\%02X" % b
    return bytes(out)


def module(seed):
    rng = random.Random(seed)
    nm = lambda n=6: quoted(rng, rand_bytes(rng, rng.randint(1, n), False), False)
    data = rand_bytes(rng, rng.randint(1, 12), True)
    lines = [
        b"; seed " + str(seed).encode() + b" comment: " + rand_bytes(rng, 8, True).replace(b"\n", b" ").replace(b"\r", b" "),
        b'target triple = "x86_64-' + quoted(rng, rand_bytes(rng, 4, True), True) + b'"',
        b"",
        b'%"T' + nm() + b'" = type { i32, ptr }',
        b'$"C' + nm() + b'" = comdat any',
        b'@"G' + nm() + b'" = global %"T' + b"x" + b'" zeroinitializer',
        b'@"S' + nm() + b'" = global [' + str(len(data)).encode() + b' x i8] c"'
        + quoted(rng, data, True) + b'", section "' + quoted(rng, rand_bytes(rng, 5, True), True)
        + b'"',
        b'@"K' + nm() + b'" = global i32 1, comdat($"C' + b"y" + b'")',
        b"",
        b'define i32 @"F' + nm() + b'"(i32 %"A' + nm() + b'") #0 {',
        b'"L' + nm() + b'":',
        b'  %"V' + nm() + b'" = add i32 %"A' + b"z" + b'", 1',
        b'  call void asm sideeffect "nop ' + quoted(rng, rand_bytes(rng, 4, True), True)
        + b'", ""()',
        b'  ret i32 %"V' + b"w" + b'", !' + md_ident(rng, rand_bytes(rng, 3, False)) + b" !0",
        b"}",
        b"",
        b'attributes #0 = { "k' + quoted(rng, rand_bytes(rng, 4, False), False) + b'"="'
        + quoted(rng, rand_bytes(rng, 6, True), True) + b'" }',
        b"",
        b"!" + md_ident(rng, rand_bytes(rng, 4, False)) + b" = !{!0, !1}",
        b'!0 = !{!"' + quoted(rng, rand_bytes(rng, rng.randint(0, 10), True), True) + b'"}',
        b'!1 = !{!"' + quoted(rng, rand_bytes(rng, rng.randint(0, 10), True), True) + b'", i32 1}',
        b"",
    ]
    text = b"\n".join(lines)
    # The names used twice must be the same: patch the placeholders with the defined names.
    def defined(prefix):
        start = text.index(prefix) + len(prefix)
        end = text.index(b'"', start)
        return text[start:end]
    text = text.replace(b'%"Tx"', b'%"T' + defined(b'%"T') + b'"')
    text = text.replace(b'$"Cy"', b'$"C' + defined(b'$"C') + b'"')
    text = text.replace(b'%"Az"', b'%"A' + defined(b'%"A') + b'"')
    text = text.replace(b'%"Vw"', b'%"V' + defined(b'%"V') + b'"')
    return text


def main():
    outdir, first, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(outdir, exist_ok=True)
    for seed in range(first, first + count):
        with open(os.path.join(outdir, "bytes-%d.ll" % seed), "wb") as f:
            f.write(module(seed))


if __name__ == "__main__":
    main()
