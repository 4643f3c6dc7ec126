#!/usr/bin/env bash
# Differential test of atomir's transforms against opt-22's `-S -passes=<pass>` output.
#
# Per pass (mem2reg, dse, adce, simplifycfg, sroa, early-cse, early-cse<memssa>, gvn, instcombine,
# instcombine<no-verify-fixpoint>, loop-simplify, lcssa, licm) and per corpus module
# (corpus/opt/src/*.ll, compared with corpus/opt/out/<module>.<pass>.ll, byte for byte;
# loop-simplify and lcssa, which have no stored output, with opt-22 run live), one row:
# identical, differs, or the
# error atomir gave (a pass not built yet is exit 1 with "unknown pass name"). A second table
# per pass runs clang-22 -O0 (`-disable-O0-optnone`) and -O1 output of scripts/fuzz-src/ (C and
# C++ without debug info: allocas everywhere, every shape of phi placement and naming; -O1:
# already-optimised code) through both tools. `<` and `>` of a pass name become `_` and nothing
# in ratchet names (`early-cse<memssa>` -> `early-cse_memssa`, as the corpus names its files).
# Prints `RATCHET opt-<pass>-identical N` per pass (corpus modules identical) and
# `RATCHET opt-<pass>-clang-O0-identical N` / `-clang-O1-identical N`, and for the passes that
# edit control flow `RATCHET opt-<pass>-random-cfg-identical N` on generated CFGs. Deterministic;
# about 2 minutes with a debug build on a busy machine (most of it sqlite3).
# Skips (exit 0) when LLVM 22 is not installed.
#
# A third table runs sqlite3.O0 from the IR corpus (optnone removed) through both tools, for
# mem2reg, dse and adce (SQLITE_PASSES="..." for others: early-cse<memssa> and gvn differ there).
#
# Usage: scripts/opt-transforms-diff.sh   (CORPUS=../shared/corpus ATOMIR=target/release/atomir)
set -u
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${CORPUS:-$ROOT/../shared/corpus}
ATOMIR=${ATOMIR:-$ROOT/target/release/atomir}
OPT=${OPT:-$LLVM_BIN/opt}
if [ ! -x "$OPT" ]; then
    echo "opt-transforms-diff: LLVM 22 opt not found; skipping."
    exit 0
fi
case $ATOMIR in /*) ;; *) ATOMIR=$PWD/$ATOMIR ;; esac
[ -x "$ATOMIR" ] || ATOMIR=$ROOT/target/debug/atomir
PASSES=(mem2reg dse adce simplifycfg sroa early-cse 'early-cse<memssa>' gvn instcombine
    'instcombine<no-verify-fixpoint>' loop-simplify lcssa licm)
# The passes that edit control flow also run on random CFGs (scripts/opt-random-cfg.py).
CFG_PASSES=(adce loop-simplify lcssa licm)
CFG_SEEDS=${CFG_SEEDS:-300}
# The corpus spells `early-cse<memssa>` as `early-cse_memssa` in file names, and
# `instcombine<no-verify-fixpoint>` as `instcombine-no-verify-fixpoint` (06_fence has no
# `instcombine.ll`: opt-22 fails there, see the corpus README).
tag() { printf '%s' "$1" | sed 's/^instcombine<no-verify-fixpoint>$/instcombine-no-verify-fixpoint/' | tr '<' '_' | tr -d '>'; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cd "$CORPUS/opt" || exit 1
for pass in "${PASSES[@]}"; do
    same=0
    total=0
    printf '%-26s %-10s %s\n' module "$pass" result
    for src in src/*.ll; do
        m=$(basename "$src" .ll)
        ref=out/$m.$(tag "$pass").ll
        # loop-simplify and lcssa have no stored output: opt-22 runs live on the module.
        case $pass in
            loop-simplify | lcssa)
                ref=$tmp/ref.ll
                "$OPT" -S -passes="$pass" "$src" -o "$ref" ;;
        esac
        [ -f "$ref" ] || continue
        total=$((total + 1))
        # Run from the corpus directory with the same relative path, so the ModuleID matches.
        if "$ATOMIR" opt -S -passes="$pass" "$src" -o "$tmp/out.ll" 2>"$tmp/err"; then
            if cmp -s "$tmp/out.ll" "$ref"; then
                result=identical
                same=$((same + 1))
            else
                result="differs ($(diff "$tmp/out.ll" "$ref" | grep -c '^[<>]') lines)"
            fi
        else
            result="error: $(head -1 "$tmp/err" | cut -c1-80)"
        fi
        printf '%-26s %-10s %s\n' "$m" "$pass" "$result"
    done
    if [ "$total" -gt 0 ]; then
        echo "$pass: $same/$total identical"
        echo "RATCHET opt-$(tag "$pass")-identical $same"
    else
        echo "$pass: no opt-22 output in the corpus"
    fi
    echo
done

# The transforms on clang -O0 and -O1 output (scripts/fuzz-src/ and scripts/opt-src/, whose C has
# loops of every shape: nested, several exits, break/continue, switch).
CLANG=$LLVM_BIN/clang
if [ -x "$CLANG" ]; then
  for lvl in O0 O1; do
    inputs=()
    for f in "$ROOT"/scripts/fuzz-src/*.c "$ROOT"/scripts/fuzz-src/*.cpp "$ROOT"/scripts/opt-src/*.c "$ROOT"/scripts/opt-exec-equiv/*.c; do
        [ -f "$f" ] || continue
        b=$(basename "$f").$lvl
        case "$f" in
            *.cpp) lang=(-x c++ -std=c++20) ;;
            *) lang=(-x c) ;;
        esac
        if "$CLANG" "${lang[@]}" -$lvl -Xclang -disable-O0-optnone -S -emit-llvm -w \
            "$f" -o "$tmp/$b.ll" 2>/dev/null; then
            inputs+=("$b")
        fi
    done
    for pass in "${PASSES[@]}"; do
        same=0
        total=0
        for b in "${inputs[@]}"; do
            total=$((total + 1))
            (cd "$tmp" && "$OPT" -S -passes="$pass" "$b.ll" -o "$b.ref.ll")
            if (cd "$tmp" && "$ATOMIR" opt -S -passes="$pass" "$b.ll" -o "$b.mine.ll" 2>"$b.err"); then
                if cmp -s "$tmp/$b.ref.ll" "$tmp/$b.mine.ll"; then
                    result=identical
                    same=$((same + 1))
                else
                    result="differs ($(diff "$tmp/$b.mine.ll" "$tmp/$b.ref.ll" | grep -c '^[<>]') lines)"
                fi
            else
                result="error: $(head -1 "$tmp/$b.err" | cut -c1-80)"
            fi
            printf '%-26s %-10s %s\n' "${b%.*} -$lvl" "$pass" "$result"
        done
        echo "$pass on clang -$lvl: $same/$total identical"
        echo "RATCHET opt-$(tag "$pass")-clang-$lvl-identical $same"
        echo
    done
  done
fi

# Random control flow: diamonds, switches, back edges, unreachable and early returns, phis over
# duplicate edges (scripts/opt-random-cfg.py, seeds 0..CFG_SEEDS-1), compared module by module.
python3 "$ROOT/scripts/opt-random-cfg.py" 0 "$CFG_SEEDS" "$tmp/cfg"
for pass in "${CFG_PASSES[@]}"; do
    same=0
    differ=""
    for f in "$tmp"/cfg/cfg*.ll; do
        # Only the generated modules, not the outputs of an earlier pass.
        case $f in *.ref.ll | *.mine.ll) continue ;; esac
        b=$(basename "$f" .ll)
        (cd "$tmp/cfg" && "$OPT" -S -passes="$pass" "$b.ll" -o "$b.ref.ll")
        if (cd "$tmp/cfg" && "$ATOMIR" opt -S -passes="$pass" "$b.ll" -o "$b.mine.ll" 2>/dev/null) &&
            cmp -s "$tmp/cfg/$b.ref.ll" "$tmp/cfg/$b.mine.ll"; then
            same=$((same + 1))
        else
            differ="$differ $b"
        fi
    done
    echo "$pass on $CFG_SEEDS random CFG modules: $same identical${differ:+ (differ:$differ)}"
    echo "RATCHET opt-$pass-random-cfg-identical $same"
    echo
done

# sqlite3 at -O0 from the IR corpus, with `optnone` taken off the attribute groups (opt-22, and
# atomir, skip transforms on optnone functions): 2,548 functions, 15,462 allocas.
SQLITE=$CORPUS/ir/sqlite3.O0.ll.gz
if [ -f "$SQLITE" ]; then
    zcat "$SQLITE" | sed '/^attributes #/s/ optnone//' > "$tmp/sqlite3.O0.ll"
    # Only the passes that are identical or close on it (each other pass adds minutes for a
    # figure of 0; run them by hand with SQLITE_PASSES="gvn ...").
    read -ra SQLITE_PASSES <<<"${SQLITE_PASSES:-mem2reg dse adce}"
    for pass in "${SQLITE_PASSES[@]}"; do
        (cd "$tmp" && "$OPT" -S -passes="$pass" sqlite3.O0.ll -o sqlite.ref.ll)
        same=0
        if (cd "$tmp" && "$ATOMIR" opt -S -passes="$pass" sqlite3.O0.ll -o sqlite.mine.ll 2>sqlite.err); then
            if cmp -s "$tmp/sqlite.ref.ll" "$tmp/sqlite.mine.ll"; then
                result=identical
                same=1
            else
                result="differs ($(diff "$tmp/sqlite.mine.ll" "$tmp/sqlite.ref.ll" | grep -c '^[<>]') lines)"
            fi
        else
            result="error: $(head -1 "$tmp/sqlite.err" | cut -c1-80)"
        fi
        printf '%-26s %-10s %s\n' "sqlite3.O0 (no optnone)" "$pass" "$result"
        echo "RATCHET opt-$(tag "$pass")-sqlite3-identical $same"
    done
fi
