#!/usr/bin/env bash
# Renders every real recording (Traces/real/yaml/*.yaml) to SVG, checks each is
# well-formed XML, screenshots it in headless Chromium and checks the PNG is not
# blank: enough non-white pixels, several colours, and the touch/pointer palette
# actually drawn. Prints where the files are so a person can look at them.
#
#   Tools/check-render.sh [OUTDIR]      (default: a new temporary directory)
#
# Renderer, first found: $TACTILE_RENDER (a command run as `CMD TRACE -o OUT.svg`),
# .build/debug/tactile if it has the `render` command, the TactileRender sandbox
# tool ($SANDBOX_RENDER/.build/debug/render-trace, default /work/sandbox-render).
# Needs chromium (Debian: apt-get install -y chromium) and python3; installs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-$(mktemp -d -t tactile-render.XXXXXX)}"
mkdir -p "$out"

if [ -n "${TACTILE_RENDER:-}" ]; then
    render=($TACTILE_RENDER)
elif [ -x .build/debug/tactile ] && .build/debug/tactile --help 2>/dev/null | grep -qE '^ +render( |$)'; then
    render=(.build/debug/tactile render)
elif [ -x "${SANDBOX_RENDER:-/work/sandbox-render}/.build/debug/render-trace" ]; then
    render=("${SANDBOX_RENDER:-/work/sandbox-render}/.build/debug/render-trace")
else
    echo "check-render: no renderer: build tactile (swift build --product tactile) or set TACTILE_RENDER" >&2
    exit 2
fi

browser=""
for b in chromium chromium-browser google-chrome; do
    if command -v "$b" >/dev/null; then browser="$b"; break; fi
done
if [ -z "$browser" ]; then
    echo "check-render: chromium not found; install it with: sudo apt-get install -y chromium" >&2
    exit 2
fi
command -v python3 >/dev/null || { echo "check-render: python3 not found" >&2; exit 2; }

status=0
for trace in Traces/real/yaml/*.yaml; do
    name="$(basename "$trace" .yaml)"
    svg="$out/$name.svg"
    png="$out/$name.png"
    "${render[@]}" "$trace" -o "$svg" >/dev/null
    # Tall pictures (many touches, several devices) get a taller window so nothing is cut off.
    height="$(python3 - "$svg" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()          # raises on malformed XML
assert root.tag == "{http://www.w3.org/2000/svg}svg", root.tag
assert root.get("viewBox"), "no viewBox"
print(max(900, int(float(root.get("height", "900"))) + 20))
PY
)" || { echo "FAIL $name: not a well-formed SVG document" >&2; status=1; continue; }
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --user-data-dir="$out/.chromium-profile" \
        --screenshot="$png" --window-size="1200,$height" "file://$(realpath "$svg")" \
        >"$out/.chromium.log" 2>&1 || true
    if [ ! -s "$png" ]; then
        echo "FAIL $name: chromium wrote no screenshot (see $out/.chromium.log)" >&2
        status=1
        continue
    fi
    python3 - "$png" "$name" <<'PY' || status=1
import struct, sys, zlib

path, name = sys.argv[1], sys.argv[2]
data = open(path, "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, width = 8, b"", 0
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
        assert depth == 8 and colour_type in (2, 6) and interlace == 0, "unexpected PNG layout"
        bpp = 3 if colour_type == 2 else 4
    elif kind == b"IDAT":
        idat += body
    pos += 12 + length
raw = zlib.decompress(idat)
stride = width * bpp
rows, prev, i = [], bytearray(stride), 0
for _ in range(height):
    f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
    i += 1 + stride
    for x in range(stride):
        a = line[x - bpp] if x >= bpp else 0
        b, c = prev[x], (prev[x - bpp] if x >= bpp else 0)
        if f == 1: line[x] = (line[x] + a) & 255
        elif f == 2: line[x] = (line[x] + b) & 255
        elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line)
    prev = line
palette = [(0x00, 0x72, 0xB2), (0xD5, 0x5E, 0x00), (0x00, 0x9E, 0x73), (0xCC, 0x79, 0xA7),
           (0xE6, 0x9F, 0x00), (0x56, 0xB4, 0xE9)]
nonwhite, coloured, colours = 0, 0, set()
for line in rows:
    for x in range(0, stride, bpp):
        r, g, b = line[x], line[x + 1], line[x + 2]
        if r >= 245 and g >= 245 and b >= 245:
            continue
        nonwhite += 1
        colours.add((r >> 4, g >> 4, b >> 4))
        if any(abs(r - pr) + abs(g - pg) + abs(b - pb) < 40 for pr, pg, pb in palette):
            coloured += 1
total = width * height
share = 100.0 * nonwhite / total
problems = []
if share < 2: problems.append(f"only {share:.2f}% non-white")
if len(colours) < 8: problems.append(f"only {len(colours)} colours")
if coloured < 200: problems.append(f"only {coloured} pixels in the palette's colours")
verdict = "FAIL" if problems else "ok  "
print(f"{verdict} {name}: {width}x{height}, {share:.1f}% non-white, {len(colours)} colours, "
      f"{coloured} palette pixels" + ("" if not problems else " -- " + "; ".join(problems)))
sys.exit(1 if problems else 0)
PY
done
echo "SVGs and screenshots in $out"
exit $status
