# Writes the nesting test inputs: python3 gen.py KIND DEPTH OUT (see ../../nesting.ll).
import sys
def gen(kind, N):
    if kind=="array":
        t="i32"
        for _ in range(N): t=f"[1 x {t}]"
        return f"@g = global {t} zeroinitializer\n"
    if kind=="struct":
        t="i32"
        for _ in range(N): t="{ "+t+" }"
        return f"%T = type {t}\n@g = global %T zeroinitializer\n\ndefine void @f() {{\n  %a = alloca %T, align 4\n  ret void\n}}\n"
    if kind=="typed-ptr":
        return "@g = global i8"+"*"*N+" null\n"
    if kind=="gep":
        e="@g"
        for _ in range(N): e=f"getelementptr (i8, ptr {e}, i64 1)"
        return f"@g = global i8 0\n@h = global ptr {e}\n"
    if kind=="aggregate":
        # Named struct types keep the text linear in N; the constant nests N deep.
        defs=["%A1 = type { i32 }"]+["%%A%d = type { %%A%d }" % (i, i-1) for i in range(2,N+1)]
        c="i32 7"
        for i in range(1,N+1):
            c="%%A%d { %s }" % (i, c)
        return "\n".join(defs)+"\n@g = global "+c+"\n"
    if kind=="metadata":
        m='!"x"'
        for _ in range(N): m="!{"+m+"}"
        return f"!n = !{{!0}}\n!0 = {m}\n"
kind, N, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
open(out,'w').write(gen(kind,N))
