#!/usr/bin/env bash
# Differential fuzzing of `atomir assemble` against LLVM 22 (`llvm-as | llvm-dis`) on freshly
# generated modules: llvm-stress modules over many seeds and sizes (raw and after `opt -O2`),
# clang-22 -O0/-O2/-g output of the C/C++ files in scripts/fuzz-src/, single opt passes, and
# modules with random bytes in every kind of name and string (scripts/byte-names-gen.py).
#
# Everything is generated into a temporary directory. Prints one line per differing input (with
# the first differing lines when -v is given) and the total "N/M identical".
# Skips (exit 0) when LLVM 22 is not installed.
#
# Usage: scripts/assemble-fuzz-diff.sh [-v] [-k DIR] [SEEDS]   (default SEEDS=200)
#   -v      show the first lines of each diff
#   -k DIR  keep generated inputs and both outputs in DIR
#   ATOMIR=target/release/atomir  LLVM_BIN=/usr/lib/llvm-22/bin
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
verbose=0; keep=""
while [ $# -gt 0 ]; do
    case "$1" in
        -v) verbose=1; shift ;;
        -k) keep=$2; shift 2 ;;
        *) break ;;
    esac
done
SEEDS=${1:-200}
if [ ! -x "$LLVM_BIN/llvm-as" ] || [ ! -x "$LLVM_BIN/llvm-stress" ] || [ ! -x "$LLVM_BIN/clang" ]; then
    echo "assemble-fuzz-diff: LLVM 22 not found in $LLVM_BIN; skipping."
    exit 0
fi
if [ ! -x "$ATOMIR" ]; then
    (cd "$ROOT" && cargo build --release --quiet) || { echo "assemble-fuzz-diff: build failed"; exit 1; }
fi
if [ -n "$keep" ]; then
    mkdir -p "$keep"; WORK=$(cd "$keep" && pwd)
else
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/assemble-fuzz.XXXXXX")
    trap 'rm -rf "$WORK"' EXIT
fi
mkdir -p "$WORK/in" "$WORK/out"

# 1. llvm-stress modules: several sizes, and the same modules after opt -O2 (other shapes:
#    vectors, selects, phis with many incoming values).
sizes=(20 60 150 400)
for ((s = 1; s <= SEEDS; s++)); do
    size=${sizes[$((s % ${#sizes[@]}))]}
    f="$WORK/in/stress-$s.ll"
    "$LLVM_BIN/llvm-stress" -seed="$s" -size="$size" -o "$f" 2>/dev/null || continue
    if [ $((s % 4)) -eq 0 ]; then
        "$LLVM_BIN/opt" -O2 -S "$f" -o "$WORK/in/stress-$s.O2.ll" 2>/dev/null || rm -f "$WORK/in/stress-$s.O2.ll"
    fi
    if [ $((s % 4)) -eq 2 ]; then
        # With uselistorder directives (opt's in-memory use lists written out).
        "$LLVM_BIN/opt" -O2 -S --preserve-ll-uselistorder "$f" -o "$WORK/in/stress-$s.O2ul.ll" 2>/dev/null \
            || rm -f "$WORK/in/stress-$s.O2ul.ll"
    fi
done

# 2. clang-22 output for C and C++ sources.
for src in "$ROOT"/scripts/fuzz-src/*.c "$ROOT"/scripts/fuzz-src/*.cpp "$ROOT"/scripts/fuzz-src/*.m; do
    [ -f "$src" ] || continue
    base=$(basename "$src"); base=${base%.*}
    case "$src" in *.cpp) cc=("$LLVM_BIN/clang++" -std=c++20) ;; *) cc=("$LLVM_BIN/clang") ;; esac
    for opts in "-O0" "-O2" "-O0 -g" "-O2 -g" "-O1 -fno-discard-value-names" \
        "-O3 -march=skylake-avx512 -g" "-O1 -fsanitize=address,undefined" \
        "-O2 -fprofile-instr-generate -fcoverage-mapping" "-Os -ffast-math -fstack-protector-strong" \
        "-O2 -flto=thin" "-O2 -gline-tables-only -fsanitize=memory"; do
        tag=$(echo "$opts" | tr -d ' =,-')
        # shellcheck disable=SC2086
        "${cc[@]}" $opts -S -emit-llvm "$src" -o "$WORK/in/$base.$tag.ll" 2>/dev/null \
            || rm -f "$WORK/in/$base.$tag.ll"
    done
    # clang -O2 output after another opt -O3 run, use lists preserved.
    if [ -f "$WORK/in/$base.O2g.ll" ]; then
        "$LLVM_BIN/opt" -O3 -S --preserve-ll-uselistorder "$WORK/in/$base.O2g.ll" -o "$WORK/in/$base.O3ul.ll" \
            2>/dev/null || rm -f "$WORK/in/$base.O3ul.ll"
    fi
done

# 3. Other targets (other datalayouts, ABIs and target intrinsics) for the libc-free source.
if [ -f "$ROOT/scripts/fuzz-src/portable.c" ]; then
    for target in aarch64-linux-gnu armv7-linux-gnueabihf riscv64-linux-gnu wasm32-unknown-unknown \
        powerpc64le-linux-gnu i686-linux-gnu nvptx64-nvidia-cuda amdgcn-amd-amdhsa s390x-linux-gnu; do
        for opts in "-O0 -g" "-O2" "-O3 -g"; do
            tag=$(echo "$opts" | tr -d ' =,-')
            # shellcheck disable=SC2086
            "$LLVM_BIN/clang" --target="$target" -ffreestanding $opts -S -emit-llvm "$ROOT/scripts/fuzz-src/portable.c" \
                -o "$WORK/in/portable.$target.$tag.ll" 2>/dev/null || rm -f "$WORK/in/portable.$target.$tag.ll"
        done
    done
fi

# 4. Single passes and small pipelines over a few clang -O0 modules and stress modules (shapes the
#    standard pipelines do not leave behind: reg2mem, lowered switches, coroutine splitting, ...).
passes=(reg2mem lower-switch loop-vectorize slp-vectorizer "sroa,instcombine,gvn"
    "coro-early,coro-split,coro-cleanup" "always-inline,globalopt,deadargelim"
    "loop-simplify,lcssa,loop-rotate,licm,loop-unroll" "lower-invoke,simplifycfg" structurizecfg
    "fix-irreducible,unify-loop-exits" "lower-expect,lower-constant-intrinsics" mergefunc attributor
    "function-attrs,infer-alignment" hotcoldsplit "callsite-splitting,tailcallelim"
    dfa-jump-threading lower-atomic pre-isel-intrinsic-lowering expand-reductions scalarizer
    declare-to-assign sancov-module instrprof)
for base in misc.O0 eh.O0g simd.O0 types.O0g coro.O0 stress-8 stress-21; do
    src="$WORK/in/$base.ll"
    [ -f "$src" ] || continue
    for p in "${passes[@]}"; do
        out="$WORK/in/$base.pass-$(echo "$p" | tr -d ',-').ll"
        "$LLVM_BIN/opt" -passes="$p" -S "$src" -o "$out" >/dev/null 2>&1 || rm -f "$out"
    done
done 2>/dev/null  # (opt crashes on a few of these; the shell's crash report is not ours)

# 5. Random bytes in every kind of name and string (raw non-UTF-8 bytes, NUL, escapes), one
#    module per seed (scripts/byte-names-gen.py); llvm-as-22 must give every byte back and so
#    must atomir.
if command -v python3 >/dev/null; then
    python3 "$ROOT/scripts/byte-names-gen.py" "$WORK/in" 1 "$SEEDS"
fi

norm='s/^\^0 = module: (path: "[^"]*"/^0 = module: (path: ""/'
total=0; identical=0; parsed=0
for f in "$WORK"/in/*.ll; do
    name=$(basename "$f" .ll)
    ref="$WORK/out/$name.ref.ll"; ours="$WORK/out/$name.ours.ll"
    "$LLVM_BIN/llvm-as" "$f" -o - 2>/dev/null | "$LLVM_BIN/llvm-dis" -o "$ref" 2>/dev/null || continue
    total=$((total + 1))
    if ! "$ATOMIR" assemble "$f" -o "$ours" 2> "$WORK/out/$name.err"; then
        echo "PARSE-FAIL $name: $(head -1 "$WORK/out/$name.err")"
        continue
    fi
    parsed=$((parsed + 1))
    # The ModuleID line is skipped, and so is the summary's module path (llvm-dis prints the
    # name it read, `<stdin>` here, like the ModuleID).
    if cmp -s <(tail -n +2 "$ours" | sed "$norm") <(tail -n +2 "$ref" | sed "$norm"); then
        identical=$((identical + 1))
    else
        echo "DIFF $name ($(diff <(tail -n +2 "$ref" | sed "$norm") <(tail -n +2 "$ours" | sed "$norm") | grep -c '^[<>]') lines)"
        if [ $verbose -eq 1 ]; then
            diff <(tail -n +2 "$ref" | sed "$norm") <(tail -n +2 "$ours" | sed "$norm") | head -12 | sed 's/^/    /'
        fi
    fi
done
echo "parsed: $parsed/$total"
echo "$identical/$total identical"
echo "RATCHET assemble-fuzz-identical $identical"
