#!/bin/bash
# Peak memory of `atomir mca` and llvm-mca 22 on the long-timeline shape of issue 19: the report
# grows with the square of the iterations (one timeline row per instruction instance, each as
# long as the cycles simulated), while the memory must not (the views write their text as they
# make it). Runs examples/mca/matmul.att.s with
#   -iterations=N -timeline -timeline-max-iterations=N -timeline-max-cycles=100000
# for N in $MCA_MEMORY_NS (default 250 500 1000 2000), output to /dev/null, and prints peak RSS
# (GNU time's %M) and the report size for both tools. Checks that atomir stays under 100 MB at
# the largest N and grows at most linearly in N (peak(N_max) / peak(N_min) <= N_max / N_min).
# Usage: scripts/mca-memory.sh [path/to/atomir]   (LLVM_MCA overrides llvm-mca; if it is
#        missing, only atomir is measured). N = 2000 writes ~18.5 GB per tool to /dev/null and
#        takes minutes.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$ROOT/target/release/atomir}
case "$BIN" in /*) ;; *) BIN="$PWD/$BIN" ;; esac
LLVM_MCA=${LLVM_MCA:-/usr/lib/llvm-22/bin/llvm-mca}
NS=${MCA_MEMORY_NS:-250 500 1000 2000}
INPUT="$ROOT/examples/mca/matmul.att.s"
CPU=${MCA_MEMORY_CPU:-skylake}
if [ ! -x "$BIN" ]; then
  (cd "$ROOT" && cargo build --release -q) || exit 1
fi
if [ ! -x /usr/bin/time ]; then
  echo "needs GNU time (/usr/bin/time): apt-get install time" >&2
  exit 1
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# peak KB and output bytes of one run: "kb bytes"
measure() {
  /usr/bin/time -f %M -o "$TMP/rss" "$@" -iterations="$N" -timeline -timeline-max-iterations="$N" \
    -timeline-max-cycles=100000 "$INPUT" 2>/dev/null | wc -c > "$TMP/bytes"
  echo "$(tail -1 "$TMP/rss") $(cat "$TMP/bytes")"
}

echo "| N | atomir peak MB | atomir output bytes | llvm-mca peak MB | llvm-mca output bytes |"
echo "|---|---|---|---|---|"
first_n=""; first_kb=""; last_n=""; last_kb=""
for N in $NS; do
  read -r akb abytes < <(measure "$BIN" mca -mcpu="$CPU")
  if [ -x "$LLVM_MCA" ]; then
    read -r lkb lbytes < <(measure "$LLVM_MCA" -mcpu="$CPU")
  else
    lkb=0; lbytes="n/a"
  fi
  awk -v n="$N" -v a="$akb" -v ab="$abytes" -v l="$lkb" -v lb="$lbytes" \
    'BEGIN{printf "| %d | %.1f | %s | %.1f | %s |\n", n, a/1024, ab, l/1024, lb}'
  [ -z "$first_n" ] && { first_n=$N; first_kb=$akb; }
  last_n=$N; last_kb=$akb
done
status=0
if [ "$last_kb" -ge $((100 * 1024)) ]; then
  echo "FAIL: atomir peak at N=$last_n is $((last_kb / 1024)) MB (limit 100 MB)"
  status=1
fi
# Linear or better: the peak may grow no faster than N.
if ! awk -v a="$first_kb" -v b="$last_kb" -v n0="$first_n" -v n1="$last_n" \
  'BEGIN{exit !(b / a <= n1 / n0)}'; then
  echo "FAIL: atomir peak grows faster than N ($first_kb KB at N=$first_n, $last_kb KB at N=$last_n)"
  status=1
fi
[ "$status" = 0 ] && echo "OK: atomir peak $((last_kb / 1024)) MB at N=$last_n, $((first_kb / 1024)) MB at N=$first_n"
exit $status
