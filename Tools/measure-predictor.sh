#!/bin/sh
# Measures `tactile predict` on people it was not fitted on: for each of the development
# set's three people, fits the predictor's weights on the other two (Tools/fit-predictor.py)
# and runs `tactile predict --format fitts --coefficients` on the held-out person's mouse and
# touchpad recordings; then the shipped weights on everything (in-sample, for reference).
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
