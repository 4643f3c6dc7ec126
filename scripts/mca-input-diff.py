#!/usr/bin/env python3
"""Differential check of how `atomir mca` reads its input against llvm-mca 22, run live.

Two families of inputs, each run through both tools with the same flags and compared on stdout,
stderr and exit code (byte for byte):
  - immediates: 44 forms (AT&T and Intel; 8-, 16-, 32- and 64-bit operations, sign-extended
    8-bit forms, unsigned 8-bit immediates, movabs, push, memory displacements and absolute addresses) x 41 values
    (just inside and outside each width, negative, hex, 64-bit overflow);
  - stray bytes: NUL, 0x01, DEL and bytes that are not UTF-8 in comments (#, //, /* */), after
    an instruction's comment, in strings, labels, mnemonics, operands, blank lines, region names,
    after directive names and in section names (with what follows them);
  - expressions: AT&T operand expressions (precedence, folding, printing, errors) as
    immediates, displacements and absolute addresses.
Prints the agreement per family, the disagreements with -v, and `RATCHET mca_input_identical N`.
Usage: scripts/mca-input-diff.py [path/to/atomir] [-v]   (default target/release/atomir)
"""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM_MCA = os.environ.get("LLVM_MCA", "/usr/lib/llvm-22/bin/llvm-mca")
args = [a for a in sys.argv[1:] if a != "-v"]
VERBOSE = "-v" in sys.argv[1:]
ATOMIR = os.path.abspath(args[0]) if args else os.path.join(ROOT, "target/release/atomir")
if not os.access(ATOMIR, os.X_OK):
    subprocess.run(["cargo", "build", "--release", "-q"], cwd=ROOT, check=True)

VALUES = ["127", "128", "255", "256", "300", "-1", "-128", "-129", "-255", "-256", "-257",
          "32767", "32768", "65535", "65536", "-32768", "-32769", "-65535", "-65536", "-65537",
          "0x7fffffff", "0x80000000", "0xffffffff", "0x100000000", "0x1ffffffff", "-0x80000000",
          "-0x80000001", "-0xffffffff", "-0x100000000", "-0x100000001", "0x7fffffffffffffff",
          "0x8000000000000000", "0xffffffffffffffff", "0x10000000000000000",
          "99999999999999999999999", "-0x8000000000000000", "-0xffffffffffffffff",
          "-0x10000000000000000", "18446744073709551615", "18446744073709551616",
          "-9223372036854775809"]
ATT = ["movb $V, %al", "movw $V, %ax", "movl $V, %eax", "movq $V, %rax", "addb $V, %al",
       "addw $V, %bx", "addl $V, %ebx", "addq $V, %rbx", "imull $V, %ebx, %ecx",
       "imulq $V, %rbx, %rcx", "pushq $V", "push $V", "pushw $V", "shll $V, %eax",
       "shlb $V, %al", "movabsq $V, %rax", "testb $V, %bl", "cmpq $V, (%rdi)",
       "movq $V, (%rdi)", "movb $V, (%rdi)", "andw $V, (%rdi)", "enter $V, $0", "enter $0, $V",
       "pshufd $V, %xmm0, %xmm1", "int $V", "retq $V", "inb $V, %al", "btw $V, %ax",
       "movq V(%rax), %rax", "movq V, %rax", "movl %eax, V", "movq V, %rbx"]
INTEL = ["mov al, V", "mov eax, V", "mov rax, V", "add rbx, V", "imul ecx, ebx, V", "push V",
         "mov qword ptr [rdi], V", "mov byte ptr [rdi], V", "movabs rax, V", "shl eax, V",
         "mov rax, [rax+V]", "mov rax, qword ptr [V]"]

STRAY = {
    "comment": b"# c \x00 \xff \x01\naddl %eax, %ebx\n",
    "after-comment": b"addl %eax, %ebx # t \x00\xff\x01\n",
    "slash-comment": b"addl %eax, %ebx // \xff\n",
    "block-comment": b"/* \xff\n\x00 */ addl %eax, %ebx /* \xfe */\n",
    "string": b".ascii \"a\x00\xff\x01b\"\naddl %eax, %ebx\n",
    "utf8-comment": "# é\naddl %eax, %ebx\n".encode(),
    "lone-nul": b"\x00\naddl %eax, %ebx\n",
    "nul-before": b"  \x00addl %eax, %ebx\n",
    "nul-operand": b"addl %eax,\x00 %ebx\x00\n",
    "nul-eof": b"addl %eax, %ebx\n\x00",
    "nul-mid-register": b"addl %eax, %e\x00bx\n",
    "nul-mid-immediate": b"addl $1\x002, %ebx\n",
    "nul-label": b"fo\x00o:\naddl %eax, %ebx\n",
    "nul-mnemonic": b"ad\x00dl %eax, %ebx\n",
    "region-name": b"# LLVM-MCA-BEGIN a\xffb\naddl %eax, %ebx\n# LLVM-MCA-END\n",
    "region-name-nul": b"# LLVM-MCA-BEGIN a\x00b\naddl %eax, %ebx\n# LLVM-MCA-END\n",
    "slash-region": b"// LLVM-MCA-BEGIN r\naddl %eax, %ebx\n// LLVM-MCA-END\n",
    "binary": b"\x00\x01\x02\xff",
}
for name, byte in (("ff", b"\xff"), ("01", b"\x01"), ("7f", b"\x7f"), ("utf8", "é".encode())):
    for place, text in (
            ("label", b"fo@o:\naddl %eax, %ebx\n"), ("mnemonic", b"ad@dl %eax, %ebx\n"),
            ("register", b"addl %eax, %e@bx\n"), ("operand-start", b"addl %eax, @%ebx\n"),
            ("after-operand", b"addl %eax, %ebx@\n"), ("immediate", b"addl $1@, %ebx\n"),
            ("memory", b"addl (%r@ax), %ebx\n"), ("memory-start", b"addl 8(@%rax), %ebx\n"),
            ("lone", b"@\naddl %eax, %ebx\n"), ("blank", b"   @  \naddl %eax, %ebx\n"),
            ("tab", b"\t@\naddl %eax, %ebx\n"), ("after-semicolon", b"addl %eax, %ebx; @\n"),
            ("intel", b".intel_syntax noprefix\nadd eax, e@bx\n"),
            ("tabbed", b"\taddl\t%eax, %e@bx\n")):
        STRAY[f"{name}-{place}"] = text.replace(b"@", byte)
    for d in (".globl foo", ".type f,@function", ".size f, 8", ".text", ".byte 1", ".long 1",
              ".file \"x\"", ".cfi_startproc", ".p2align 4, 0x90", ".align 16", ".ident \"x\"",
              ".att_syntax", ".intel_syntax noprefix", ".section .text", ".pushsection .text",
              ".section .text,\"ax\"", ".section .text "):
        STRAY[f"{name}-directive {d}"] = d.encode() + byte + b"\naddl %eax, %ebx\n"
    # What follows a section name's stray byte: the next statement, a blank line, the end of
    # the file, `;`, a comma, a comment.
    for follow in (b"\n\naddl %eax, %ebx\n", b"\n", b";addl %eax, %ebx\n", b",\"ax\"\n",
                   b"#c\naddl %eax, %ebx\n", b" foo\naddl %eax, %ebx\n", b"abc\nnop\n",
                   b"\n  nop\nnop\n"):
        STRAY[f"{name}-section-then {follow!r}"] = b".section .text" + byte + follow

# AT&T operand expressions: precedence, folding, printing and errors, as immediates and as
# memory displacements.
EXPRESSIONS = [
    "1+2*3", "1+3&1", "1|2+4", "2*3<<1", "1<<2*3", "1==1+1", "3>2", "1<=2", "2>=3", "1<>2",
    "1!=1", "1&&0||1", "1/0", "7%0", "7%3", "7/2", "-7/2", "-7%3", "-8>>1", "1<<63", "5!1",
    "~1", "!0", "!5", "~~3", "-~3", "--1", "+1", "foo+1+2", "foo+-1", "foo-(-1)", "-foo", "~foo",
    "!foo", "foo*2", "2*foo+1", "(foo+1)*2", "foo-bar+3", "foo+(1+2)", "1+foo", "-1+foo",
    "foo+0x10", "foo-8", "foo+(-8)", "foo<<2", "foo>>2", "foo!1", "foo^3", "-(foo)", "+foo",
    "-(-foo)", "(foo)", "((foo))", "foo@PLT", ".", ".+4", "1-2-3", "foo-(1-2)", "foo*2*3",
    "foo<<1<<2", "(foo&1)&2", "foo+1-2", "foo-1+2", "(foo|1)+2", "foo+(bar+1)", "foo-(bar+1)",
    "foo*(bar+1)", "foo+(bar*2)", "foo+(-bar)", "foo+~bar", "-(foo+1)", "~(foo*2)",
    "(foo*2)+(bar*3)", "foo|1+2", "foo+1|2", "(foo-1)-2", "foo&&1", "(foo==1)+1", "foo+(1<2)",
    "0x7fffffff+1", "-0x80000000-1", "4294967295+1", "1<<32", "(1+2", "1+(2", "1 2", "&x", "!",
    "1+", "-", "~", "%ebx", "(%ebx)", "%foo+1", "foo%4", "l %eax", "1*", "*1", "()", "(1))",
]
EXPRESSION_FORMS = ["movl $E, %eax", "movl E(%rax), %eax", "movl E, %eax", "addq $E, (%rdi)"]


def run(cmd, path):
    p = subprocess.run(cmd + [os.path.basename(path)], capture_output=True,
                       cwd=os.path.dirname(path))
    return p.returncode, p.stdout, p.stderr


def compare(path, flags):
    want = run([LLVM_MCA] + flags, path)
    got = run([ATOMIR, "mca"] + flags, path)
    return want == got


def main():
    flags = ["-mcpu=skylake", "-iterations=1", "-summary-view=false", "-resource-pressure=false"]
    totals = {}
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "in.s")
        for family, cases in (
                ("immediates", [(f.replace("V", v), False) for f in ATT for v in VALUES]
                 + [(f.replace("V", v), True) for f in INTEL for v in VALUES]),
                ("stray bytes", list(STRAY.items())),
                ("expressions", [(f.replace("E", e), False) for f in EXPRESSION_FORMS
                                 for e in EXPRESSIONS])):
            same = 0
            for case, detail in cases:
                if family != "stray bytes":
                    text = ((".intel_syntax noprefix\n" if detail else "") + case + "\n").encode()
                else:
                    text = detail
                with open(path, "wb") as f:
                    f.write(text)
                if compare(path, flags):
                    same += 1
                elif VERBOSE:
                    print(f"DIFF {family}: {case!r}")
            totals[family] = (same, len(cases))
    print("| inputs | identical | total |")
    print("|---|---|---|")
    for family, (same, total) in totals.items():
        print(f"| {family} | {same} | {total} |")
    same = sum(s for s, _ in totals.values())
    total = sum(t for _, t in totals.values())
    print(f"| all | {same} | {total} |")
    print()
    print(f"RATCHET mca_input_identical {same}")


main()
