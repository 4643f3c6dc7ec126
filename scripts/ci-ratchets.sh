#!/usr/bin/env bash
# Differential ratchets against LLVM 22, run by .ci/run.
#
# scripts/ratchets.tsv lists, one per line: NAME<TAB>SCRIPT<TAB>RECORDED. Each SCRIPT is a
# differential script in scripts/ that prints lines `RATCHET NAME VALUE` (e.g. files identical,
# kernels with equal cycles). A value below its recorded figure fails CI; a higher one is
# reported so that the figure can be raised in the same commit (`--record` rewrites the file).
# LLVM 22 is installed with ../shared/scripts/install-llvm22.sh when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
record=0
[ "${1:-}" = "--record" ] && record=1
table=scripts/ratchets.tsv
[ -s "$table" ] || { echo "ratchets: none recorded yet"; exit 0; }

if [ ! -x /usr/lib/llvm-22/bin/llvm-mca ] || [ ! -x /usr/lib/llvm-22/bin/llvm-as ]; then
  if [ -x ../shared/scripts/install-llvm22.sh ] || [ -f ../shared/scripts/install-llvm22.sh ]; then
    bash ../shared/scripts/install-llvm22.sh
  fi
fi
if [ ! -x /usr/lib/llvm-22/bin/llvm-as ]; then
  echo "ratchets: LLVM 22 could not be installed here; differential ratchets not run" >&2
  exit 1
fi

cargo build --release -q
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
for script in $(cut -f2 "$table" | sort -u); do
  echo "== $script"
  "$script" | tee "$out/$(basename "$script").log" | grep -E '^(RATCHET|TOTAL)' || true
  grep -h '^RATCHET ' "$out/$(basename "$script").log" >> "$out/values" || true
done
new_table=$(mktemp)
while IFS=$'\t' read -r name script recorded; do
  value=$(awk -v n="$name" '$1=="RATCHET" && $2==n {print $3}' "$out/values" | tail -1)
  if [ -z "$value" ]; then
    echo "ratchet $name: no value printed by $script" >&2
    status=1
    printf '%s\t%s\t%s\n' "$name" "$script" "$recorded" >> "$new_table"
    continue
  fi
  if awk -v v="$value" -v r="$recorded" 'BEGIN{exit !(v+0 < r+0)}'; then
    echo "ratchet $name: $value is below the recorded $recorded" >&2
    status=1
  elif [ "$value" != "$recorded" ]; then
    echo "ratchet $name: $value (recorded $recorded; raise it with scripts/ci-ratchets.sh --record)"
  else
    echo "ratchet $name: $value (recorded)"
  fi
  best=$(awk -v v="$value" -v r="$recorded" 'BEGIN{print (v+0 > r+0) ? v : r}')
  printf '%s\t%s\t%s\n' "$name" "$script" "$best" >> "$new_table"
done < "$table"
if [ "$record" = 1 ]; then
  mv "$new_table" "$table"
  echo "ratchets: recorded"
else
  rm -f "$new_table"
fi
exit $status
