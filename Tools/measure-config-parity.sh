#!/bin/sh
# Does a recognizer list give the same gestures from a configuration file as from
# --recognizers? Replays every recording of DIR (default ../shared/traces/hid-dev beside
# the repository; no licence, so never copied here: skipped quietly when absent) through
# Docs/DAEMON.md's example file and through the same list given as --recognizers, and
# counts the gestures that begin. Fails when they differ or the example finds no pinch;
# Tools/run-tests.sh runs it (CI has ../shared beside the clone). Before issue 32 the file dropped the standard relations:
# pinch 4 vs 21, rotate 3 vs 13, edge swipes 3 vs 6 on the 24 development recordings.
# Usage: Tools/measure-config-parity.sh [TACTILE] [DIR]
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
TACTILE=${1:-$ROOT/.build/debug/tactile}
DATA=${2:-$(dirname "$ROOT")/shared/traces/hid-dev}
[ -d "$DATA" ] || { echo "measure-config-parity: no recordings in $DATA, skipped"; exit 0; }
[ -x "$TACTILE" ] || { echo "measure-config-parity: no tactile binary at $TACTILE (swift build --product tactile)" >&2; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# The example as documented, next to a layout with the element its actions name.
awk '/^### Example/{on=1} on && /^```yaml/{p=1; next} p && /^```/{exit} p' "$ROOT/Docs/DAEMON.md" > "$WORK/kiosk.yaml"
echo '{"screen": {"width": 1280, "height": 800}, "elements": [{"id": "settings", "x": 1200, "y": 720, "width": 64, "height": 64}]}' > "$WORK/layout.json"
LIST=tap,doubleTap,longPress,pan,pinch,rotate,edgeSwipe,swipe
count() {
    p=0; r=0; e=0
    for f in "$DATA"/*.ev; do
        out=$("$TACTILE" replay --json "$@" "$f" 2>/dev/null || true)
        p=$((p + $(printf '%s\n' "$out" | grep -c '"gesture":"pinch","phase":"began"' || true)))
        r=$((r + $(printf '%s\n' "$out" | grep -c '"gesture":"rotate","phase":"began"' || true)))
        e=$((e + $(printf '%s\n' "$out" | grep -c '"gesture":"edgeSwipe","phase":"began"' || true)))
    done
    echo "pinch $p, rotate $r, edgeSwipe $e"
}
file=$(count --config "$WORK/kiosk.yaml")
flag=$(count --screen 1280x800 --recognizers "$LIST")
echo "configuration file: $file"
echo "--recognizers:      $flag"
[ "$file" = "$flag" ] || { echo "measure-config-parity: the file and the flag differ" >&2; exit 1; }
# The documented example must find the pinches of real two-finger recordings, not only agree.
case $file in "pinch 0,"*) echo "measure-config-parity: Docs/DAEMON.md's example finds no pinch in $DATA" >&2; exit 1 ;; esac
echo "measure-config-parity: ok (the example and the flag agree, and the example finds the real pinches)"
