#!/bin/sh
# Measures `tactile predict` on people it was not fitted on: for each of the development
# set's three people, fits the predictor's weights on the other two (Tools/fit-predictor.py)
# and runs `tactile predict --format fitts --coefficients` on the held-out person's mouse and
# touchpad recordings; then the shipped weights on everything (in-sample, for reference).
# Then the desktop sessions (desktop-dev.csv, when present): split at their 10 s joins into
# one file per person (`# device: desktop-personN`), each through `tactile predict` with the
# shipped weights (fitted on Fitts people only, so every desktop person is held out), and a
# verdict line: issue 35 asks every ratio to "stays put" (50/75/90% of duration and of
# distance) to be at most 1.0 per person and flick false captures under 1%.
# Reads ../shared/pointing (or $TACTILE_POINTING_DATA); skips quietly when it is absent.
# Scratch files go to a temporary directory, never into the repository.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${TACTILE_POINTING_DATA:-$here/../../shared/pointing}
if [ ! -f "$data/fitts-dev-trials.jsonl" ]; then
    echo "measure-predictor: no development data at $data; skipped"
    exit 0
fi
tactile=${TACTILE:-$here/../.build/debug/tactile}
[ -x "$tactile" ] || (cd "$here/.." && swift build --product tactile >/dev/null)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 "$here/fit-predictor.py" --held-out "$scratch" "$data"
for coefficients in "$scratch"/*-coefficients.txt; do
    user=$(basename "$coefficients" -coefficients.txt)
    echo
    echo "== held-out person $user (weights fitted on the other two)"
    "$tactile" predict --format fitts --trials "$scratch/$user-trials.jsonl" --coefficients "$coefficients" \
        "$scratch/$user-mouse.csv" "$scratch/$user-touchpad.csv" "$@"
done
echo
echo "== all three people, shipped weights (in-sample)"
"$tactile" predict --format fitts --trials "$data/fitts-dev-trials.jsonl" "$data/fitts-dev-mouse.csv" "$data/fitts-dev-touchpad.csv" "$@"

if [ -f "$data/desktop-dev.csv" ]; then
    python3 - "$data/desktop-dev.csv" "$scratch" <<'SPLIT'
import sys
rows = open(sys.argv[1]).read().splitlines()
header, parts, previous = rows[0], [[]], None
for row in rows[1:]:
    t = float(row.split(",", 1)[0])
    if previous is not None and t - previous == 10000.0:   # the sessions are chained 10 s apart
        parts.append([])
    parts[-1].append(row); previous = t
for i, part in enumerate(parts, 1):
    with open(f"{sys.argv[2]}/desktop-person{i}.csv", "w") as f:
        f.write(f"# device: desktop-person{i}\n{header}\n" + "\n".join(part) + "\n")
SPLIT
    for file in "$scratch"/desktop-person*.csv; do
        echo
        echo "== desktop $(basename "$file" .csv) (held out: weights fitted on Fitts people only)"
        "$tactile" predict "$file" "$@"
        "$tactile" predict "$file" --json > "${file%.csv}.json"
    done
    python3 - "$scratch"/desktop-person*.json <<'VERDICT'
import json, sys
worst = []
for path in sys.argv[1:]:
    r = json.load(open(path))
    name = path.rsplit("/", 1)[-1][:-5]
    for kind, key in (("duration", "median_error"), ("distance", "median_error_by_distance")):
        for p in ("p50", "p75", "p90"):
            ratio = r[key][p] / r["baseline_" + key][p] if r["baseline_" + key][p] > 0 else 1.0
            if ratio > 1.0:
                worst.append(f"{name} {kind} {p} {ratio:.3f}")
    rate = r["flick_capture"]["false_capture_rate"]
    if rate >= 0.01:
        worst.append(f"{name} false captures {rate:.2%}")
print()
print("desktop verdict: " + ("every ratio at most 1.0 and false captures under 1%" if not worst
                             else "above stays put or over 1% false captures: " + ", ".join(worst)))
VERDICT
fi
