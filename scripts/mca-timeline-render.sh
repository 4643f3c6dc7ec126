#!/bin/bash
# Renders `atomir mca -timeline-format=svg` and `=html` in headless Chromium and checks the
# pictures are not blank; also checks that the SVG's bars are the text timeline's marks.
#  1. Installs Debian's `chromium` if it is missing (apt-get, non-interactive; needs root).
#  2. For the examples/mca kernels and a -lsu=ordered fence kernel: writes the text timeline and
#     the SVG, and compares row by row every SVG bar with the text view's marks (D = e E - R),
#     the row count and the truncation note.
#  3. Screenshots an SVG and an HTML timeline with `chromium --headless --screenshot` into a
#     temporary directory (removed on exit: no picture reaches the repository), decodes each
#     PNG with Python's zlib (no extra packages) and checks it has at least 6 distinct colours
#     and 2% of its pixels not white (the phases' colours must show).
# Usage: scripts/mca-timeline-render.sh [path/to/atomir]   (default target/debug/atomir, built
#        if missing). Prints `RENDER name colours nonwhite% ok|BLANK` per picture and
#        `ROWS checked mismatches`; exit status 1 on any failure.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$ROOT/target/debug/atomir}
case "$BIN" in /*) ;; *) BIN="$PWD/$BIN" ;; esac
if [ ! -x "$BIN" ]; then
  (cd "$ROOT" && cargo build -q) || exit 1
fi
CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$CHROMIUM" ]; then
  echo "installing Debian's chromium (apt-get)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq chromium >/dev/null || {
    echo "could not install chromium" >&2
    exit 1
  }
  CHROMIUM=$(command -v chromium)
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
FAIL=0

# The text view and the SVG agree, row by row.
cat >"$TMP/fences.s" <<'ASM'
movq %rax, (%rdi)
movq (%rsi), %rcx
mfence
movq %rbx, 8(%rdi)
lock addq $1, 8(%rsi)
movq 8(%rsi), %rdx
ASM
python3 - "$BIN" "$TMP/fences.s" "$ROOT"/examples/mca/*.att.s <<'PY' || FAIL=1
import re, subprocess, sys
atomir, inputs = sys.argv[1], sys.argv[2:]
marks = {'dispatch': 'D', 'wait': '=', 'exec': 'e', 'executed': 'E', 'retire-wait': '-', 'retire': 'R'}
settings = [[], ['-lsu=ordered'], ['-timeline-max-cycles=20'],
            ['-iterations=30', '-timeline-max-iterations=0', '-timeline-max-cycles=0']]
rows_checked = mismatches = 0
for f in inputs:
    for extra in settings:
        cmd = [atomir, 'mca', '-mcpu=skylake', f] + extra
        txt = subprocess.run(cmd + ['-timeline'], capture_output=True, text=True).stdout
        svg = subprocess.run(cmd + ['-timeline-format=svg'], capture_output=True, text=True).stdout
        rows = [l for l in txt.split('\n') if re.match(r'\[\d+,\d+\]', l)]
        ncol = len(next(l for l in txt.split('\n') if l.startswith('Index'))) - 10
        grid = int(re.search(r'<line class="grid" x1="(\d+)"', svg).group(1))
        srows = re.findall(r'<g class="row".*?</g>', svg)
        if len(rows) != len(srows) or ('Truncated display' in txt) != ('class="truncated"' in svg):
            print(f'row count differs: {f} {extra}: text {len(rows)}, svg {len(srows)}')
            mismatches += 1
            continue
        for t, s in zip(rows, srows):
            rows_checked += 1
            want = ''.join(c if c in 'D=eER-' else ' ' for c in t[10:10 + ncol]).rstrip()
            got = [' '] * ncol
            for cl, x, w in re.findall(r'<rect class="([a-z-]+)" x="(\d+)" y="\d+" width="(\d+)"', s):
                if cl == 'stripe':
                    continue
                for k in range((int(x) - grid) // 10, (int(x) - grid + int(w)) // 10):
                    got[k] = marks[cl]
            if ''.join(got).rstrip() != want:
                mismatches += 1
                print(f'{f} {extra}: text {want!r} svg {"".join(got).rstrip()!r}')
print(f'ROWS {rows_checked} {mismatches}')
sys.exit(1 if mismatches or rows_checked == 0 else 0)
PY

"$BIN" mca -mcpu=skylake -iterations=4 -lsu=ordered -timeline-format=svg "$TMP/fences.s" >"$TMP/fences.svg" 2>/dev/null || FAIL=1
"$BIN" mca -mcpu=skylake -iterations=20 -timeline-max-iterations=20 -timeline-format=html \
  "$ROOT/examples/mca/matmul.att.s" >"$TMP/matmul.html" 2>/dev/null || FAIL=1
for page in fences.svg matmul.html; do
  timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --screenshot="$TMP/$page.png" --window-size=1400,900 "file://$TMP/$page" >/dev/null 2>&1
  python3 - "$TMP/$page.png" "$page" <<'PY' || FAIL=1
import struct, sys, zlib
path, name = sys.argv[1], sys.argv[2]
try:
    data = open(path, 'rb').read()
except OSError:
    print(f'RENDER {name} no screenshot BLANK')
    sys.exit(1)
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
pos, idat, width = 8, b'', 0
while pos < len(data):
    length, kind = struct.unpack('>I4s', data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b'IHDR':
        width, height, depth, ctype = struct.unpack('>IIBB', body[:10])
        assert depth == 8 and ctype in (2, 6), f'unexpected PNG format {depth}/{ctype}'
        bpp = 3 if ctype == 2 else 4
    elif kind == b'IDAT':
        idat += body
    pos += 12 + length
raw = zlib.decompress(idat)
stride = width * bpp
prev = bytearray(stride)
colours, nonwhite, total, i = set(), 0, 0, 0
for _ in range(height):
    ftype, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
    i += 1 + stride
    for x in range(stride):
        a = line[x - bpp] if x >= bpp else 0
        b, c = prev[x], prev[x - bpp] if x >= bpp else 0
        if ftype == 1: line[x] = (line[x] + a) & 255
        elif ftype == 2: line[x] = (line[x] + b) & 255
        elif ftype == 3: line[x] = (line[x] + (a + b) // 2) & 255
        elif ftype == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    for x in range(0, stride, bpp):
        px = bytes(line[x:x + 3])
        colours.add(px)
        nonwhite += px != b'\xff\xff\xff'
        total += 1
    prev = line
share = 100.0 * nonwhite / max(total, 1)
ok = len(colours) >= 6 and share >= 2.0
print(f'RENDER {name} {len(colours)} {share:.1f}% {"ok" if ok else "BLANK"}')
sys.exit(0 if ok else 1)
PY
done
exit $FAIL
