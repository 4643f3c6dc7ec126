#!/usr/bin/env bash
# `atomir opt -passes='default<L>' -print-pipeline-passes` vs opt-22's, for L in O0 O1 O2 O3 Os
# Oz (issue 16). opt-22's expansion is reduced to the passes atomir lists in `-print-passes`
# (function and loop passes), keeping opt-22's order and its `function(...)`, `loop(...)` and
# `loop-mssa(...)` nesting, flattening the levels atomir lacks (`cgscc(...)`, `devirt<N>(...)`,
# `coro-cond(...)`), and dropping groups left empty; parameters are dropped
# (`simplifycfg<...>` is `simplifycfg`) except instcombine's, and `early-cse<memssa>` stays
# distinct from `early-cse`; `require<...>`/`invalidate<...>` are analysis utilities, not
# passes, and are dropped. The reduced text must equal atomir's expansion byte for byte.
# Prints one line per level and `RATCHET opt-default-pipelines-identical N` (of 6). Fast
# (twelve process runs) and deterministic. Skips (exit 0) when LLVM 22 is not installed.
#
# Usage: scripts/opt-default-pipelines-diff.sh   (ATOMIR=target/debug/atomir)
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
[ -x "$ATOMIR" ] || ATOMIR=$ROOT/target/debug/atomir
OPT=$LLVM_BIN/opt
if [ ! -x "$OPT" ]; then
    echo "opt-default-pipelines-diff: LLVM 22 opt not found; skipping."
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'define void @f() {\n  ret void\n}\n' >"$tmp/in.ll"
"$ATOMIR" opt -print-passes >"$tmp/passes.txt"
same=0
for level in O0 O1 O2 O3 Os Oz; do
    "$OPT" -passes="default<$level>" -print-pipeline-passes -disable-verify -disable-output \
        "$tmp/in.ll" >"$tmp/llvm.txt"
    python3 - "$tmp/passes.txt" "$tmp/llvm.txt" >"$tmp/reduced.txt" <<'PY'
import sys

built = set()
section = None
for line in open(sys.argv[1]):
    if not line.startswith("  "):
        section = line.strip()
    elif section in ("Function passes:", "Loop passes:"):
        built.add(line.strip().split("<")[0])

def parse(text, i):
    """Elements `name` or `name(...)` from text[i:] up to a ')' or the end."""
    out = []
    while True:
        j, angle = i, 0
        while j < len(text) and (angle > 0 or text[j] not in ",()"):
            angle += {"<": 1, ">": -1}.get(text[j], 0)
            j += 1
        name, inner = text[i:j], None
        if j < len(text) and text[j] == "(":
            inner, j = parse(text, j + 1)
            j += 1  # the ')'
        out.append((name, inner))
        if j < len(text) and text[j] == ",":
            i = j + 1
        else:
            return out, j

def reduce(elements):
    out = []
    for name, inner in elements:
        base = name.split("<")[0]
        if inner is None:
            # require<>/invalidate<> name analyses (opt-22's `invalidate<aa>`), not passes.
            if base not in built or base in ("require", "invalidate"):
                continue
            if base == "instcombine":
                out.append(name)
            elif base == "early-cse" and "memssa" in name:
                out.append("early-cse<memssa>")
            else:
                out.append(base)
            continue
        kept = reduce(inner)
        if base in ("function", "loop", "loop-mssa"):
            if kept:
                out.append("%s(%s)" % (base, ",".join(kept)))
        else:
            out.extend(kept)
    return out

text = open(sys.argv[2]).read().strip()
print(",".join(reduce(parse(text, 0)[0])))
PY
    "$ATOMIR" opt -passes="default<$level>" -print-pipeline-passes -disable-verify "$tmp/in.ll" \
        >"$tmp/atomir.txt" 2>&1
    if cmp -s "$tmp/reduced.txt" "$tmp/atomir.txt"; then
        echo "default<$level>: identical"
        same=$((same + 1))
    else
        echo "default<$level>: DIFFERENT"
        diff "$tmp/reduced.txt" "$tmp/atomir.txt" | sed 's/^/    /'
    fi
done
echo "RATCHET opt-default-pipelines-identical $same"
