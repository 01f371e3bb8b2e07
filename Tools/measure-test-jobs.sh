#!/usr/bin/env bash
# `tactile test --jobs 1` against `--jobs N` on a 1,000-trace corpus, side by side in one run
# (BENCHMARKS.md, "tactile test at corpus scale"). The corpus is the generated one
# (Traces/generated, what tactile-tracegen writes: 94 traces with expectations) copied into
# subfolders until it holds 1,000 traces. The runs alternate (1, N, 1, N, ...) so a machine
# that gets busier or quieter affects both alike; the median of each is printed.
#   Tools/measure-test-jobs.sh [ROUNDS (3)] [N (2)]     (TACTILE=path: that binary instead of a release build)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
jobs=${2:-2}
tactile=${TACTILE:-}
if [ -z "$tactile" ]; then
    swift build -c release --product tactile >&2
    tactile=.build/release/tactile
fi
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
count=0
copy=0
while [ "$count" -lt 1000 ]; do
    mkdir -p "$corpus/copy$copy"
    for f in Traces/generated/*.yaml; do
        [ "$count" -ge 1000 ] && break
        cp "$f" "$corpus/copy$copy/"
        count=$((count + 1))
    done
    copy=$((copy + 1))
done
echo "corpus: $count traces in $copy folders; $(nproc) processors online; load $(cut -d' ' -f1-3 /proc/loadavg)"
seconds() { # the wall time of one run (s), from the summary's `time:` line
    "$tactile" test --jobs "$1" "$corpus" | sed -n 's/^time: \([0-9.]*\) s.*/\1/p'
}
one=() many=()
for _ in $(seq "$rounds"); do
    one+=("$(seconds 1)")
    many+=("$(seconds "$jobs")")
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
m1=$(median "${one[@]}") mn=$(median "${many[@]}")
echo "--jobs 1: ${one[*]} s (median $m1 s, $(awk -v s="$m1" -v n="$count" 'BEGIN {printf "%.2f", s * 1000 / n}') ms per trace)"
echo "--jobs $jobs: ${many[*]} s (median $mn s, $(awk -v s="$mn" -v n="$count" 'BEGIN {printf "%.2f", s * 1000 / n}') ms per trace)"
echo "speed-up: $(awk -v a="$m1" -v b="$mn" 'BEGIN {printf "%.2f", a / b}') x with $jobs jobs"
