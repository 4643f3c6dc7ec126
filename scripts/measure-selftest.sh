#!/bin/bash
# Host-dependent checks of `atomir measure` (they run blocks natively, so they live here and not
# in `cargo test`): known latencies and throughputs, faults handled or reported, pinning, timeout.
# Prints one line per check (PASS/FAIL, the figure measured) and exits 1 if any failed.
# The add chain that converts TSC ticks to core cycles is `addq $1, %rax`; the dependent-add
# checks use other forms (register-register adds, 32-bit adds) and an imul chain, so they are
# not the calibration measuring itself.
# Usage: scripts/measure-selftest.sh [atomir-binary]
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$ROOT/target/debug/atomir}
case "$BIN" in /*) ;; *) BIN="$PWD/$BIN" ;; esac
[ -x "$BIN" ] || (cd "$ROOT" && cargo build -q) || exit 1
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
FAILS=0
pass() { echo "PASS $*"; }
fail() { echo "FAIL $*"; FAILS=$((FAILS + 1)); }
repeat() { for _ in $(seq "$1"); do printf '%s\n' "$2"; done; }
# cycles FILE [flags]: the measured cycles per iteration of the first region (or "-").
cycles() {
  local f=$1; shift
  "$BIN" measure -json "$@" "$f" 2>/dev/null | python3 -c 'import json,sys; r=json.load(sys.stdin)["regions"][0]; print(r.get("cycles","-"), r.get("spread","-"), r.get("pages","-"))'
}
# within VALUE LOW HIGH
within() { python3 -c "import sys; v=float(sys.argv[1]); sys.exit(0 if float(sys.argv[2]) <= v <= float(sys.argv[3]) else 1)" "$@" 2>/dev/null; }

echo "host: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-); load: $(cut -d' ' -f1-3 /proc/loadavg)"

# 1. N dependent adds: N cycles per iteration (within 5%).
for n in 1 4 16; do
  repeat "$n" 'addq %rbx, %rax' >"$TMP/dep$n.s"
  read -r c s _ < <(cycles "$TMP/dep$n.s")
  if within "$c" "$(echo "$n*0.95" | bc -l)" "$(echo "$n*1.05" | bc -l)"; then pass "dependent adds x$n: $c cycles/iter (expected $n +-5%), spread $s"; else fail "dependent adds x$n: $c cycles/iter (expected $n +-5%), spread $s"; fi
done
repeat 8 'addl %ecx, %edx' >"$TMP/dep32.s"
read -r c s _ < <(cycles "$TMP/dep32.s")
if within "$c" 7.6 8.4; then pass "dependent 32-bit adds x8: $c cycles/iter (expected 8 +-5%)"; else fail "dependent 32-bit adds x8: $c cycles/iter (expected 8 +-5%)"; fi
# imul r64: 3 cycles of latency on every x86-64 core of the last decade.
repeat 4 'imulq %rcx, %rax' >"$TMP/imul.s"
read -r c s _ < <(cycles "$TMP/imul.s")
if within "$c" 11.4 12.6; then pass "dependent imulq x4: $c cycles/iter (expected 12 +-5%)"; else fail "dependent imulq x4: $c cycles/iter (expected 12 +-5%)"; fi

# 2. Independent adds: as many per cycle as the core has integer ALUs (3 to 6 on current cores).
printf 'addq $1, %%%s\n' rax rbx rcx rsi rdi r8 r9 r10 r11 r12 r13 r14 >"$TMP/ind.s"
read -r c s _ < <(cycles "$TMP/ind.s")
per=$(python3 -c "print(f'{12/float(\"$c\"):.2f}')" 2>/dev/null || echo "-")
if within "$c" 2 4; then pass "independent adds x12: $c cycles/iter = $per adds/cycle"; else fail "independent adds x12: $c cycles/iter = $per adds/cycle (expected 3 to 6 per cycle)"; fi

# 3. Loads from unmapped pages: mapped on demand, then measured (a few cycles at most).
printf 'movq 8192(%%rax), %%rbx\nmovq -12288(%%rcx), %%rdx\nmovq 40960(%%rsi), %%rdi\n' >"$TMP/fault.s"
read -r c s p < <(cycles "$TMP/fault.s")
if [ "$p" != "-" ] && [ "$p" -ge 5 ] && within "$c" 0.3 4; then pass "faulting loads: measured after mapping ($p pages): $c cycles/iter"; else fail "faulting loads: cycles $c, pages $p"; fi

# 3b. An SSE stack slot aligned for a function's entry (rsp % 16 == 8): measured on the second
# attempt, with rsp 8 lower (reported in the JSON).
printf 'movaps 8(%%rsp), %%xmm0\n' >"$TMP/entry.s"
rsp=$("$BIN" measure -json "$TMP/entry.s" 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["regions"][0].get("rsp","-"))')
if [ "$rsp" = "$((0x20000800 - 8))" ]; then pass "movaps 8(%rsp): measured with rsp = $rsp (8 lower)"; else fail "movaps 8(%rsp): rsp $rsp"; fi

# 4. Faults that cannot be measured: the reason, exit status 1, the parent unharmed.
expect_cannot() {
  local what=$1 src=$2 want=$3; shift 3
  printf '%s\n' "$src" >"$TMP/bad.s"
  out=$("$BIN" measure "$@" "$TMP/bad.s" 2>&1); rc=$?
  if [ $rc -eq 1 ] && grep -q "cannot measure: $want" <<<"$out"; then pass "$what: exit 1, \"cannot measure: $want\""; else fail "$what: exit $rc: $out"; fi
}
expect_cannot "ud2" 'ud2' 'illegal instruction'
expect_cannot "divide by zero" $'xorl %ecx, %ecx\ndivl %ecx' 'arithmetic exception'
expect_cannot "a new page every iteration" $'addq $4096, %rax\nmovq (%rax), %rbx' 'the block touches more than 256 pages' -unroll=200,400
expect_cannot "load from address 16" 'movq 16, %rax' 'access to address 0x10, below the lowest mappable page'
expect_cannot "store into the code" $'leaq 0(%rip), %rax\nmovq %rbx, (%rax)' 'access to 0x4000'
expect_cannot "misaligned movaps" 'movaps 8(%rax), %xmm0' 'general-protection fault'
expect_cannot "timeout" 'sqrtsd %xmm0, %xmm0' 'timed out after 1 s' -unroll=50000,100000 -timeout=1
ncpu=$(nproc)
expect_cannot "pin to a CPU that is not there" 'addq %rax, %rbx' "cannot pin to CPU $((ncpu + 64))" -cpu=$((ncpu + 64))

# 5. Pinned to each CPU in turn: the same figure (dependent adds x4).
for cpu in $(seq 0 $((ncpu - 1))); do
  read -r c s _ < <(cycles "$TMP/dep4.s" -cpu="$cpu")
  if within "$c" 3.8 4.2; then pass "pinned to CPU $cpu: dependent adds x4: $c"; else fail "pinned to CPU $cpu: dependent adds x4: $c"; fi
done

# 6. The dry-run layout is deterministic.
a=$("$BIN" measure -dry-run -json "$ROOT/scripts/measure/kernels.s" | md5sum); b=$("$BIN" measure -dry-run -json "$ROOT/scripts/measure/kernels.s" | md5sum)
if [ "$a" = "$b" ]; then pass "dry-run layout identical across runs"; else fail "dry-run layout differs across runs"; fi

echo "measure-selftest: $FAILS failed"
[ $FAILS -eq 0 ]
