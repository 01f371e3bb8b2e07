#!/usr/bin/env bash
# Builds Tactile's libFuzzer targets (Fuzz/) with libFuzzer + AddressSanitizer and runs
# each one from its seed corpus (Fuzz/Corpus/<target>). A crash, a trapped invariant,
# a leak, a timeout (10 s per input) or running out of memory (2 GB) fails the run.
#
#   Tools/fuzz.sh                      # every target, 20 s each (CI)
#   Tools/fuzz.sh 600                  # every target, 10 min each
#   FUZZ_RUNS=10000000 Tools/fuzz.sh   # every target until 10 million executions
#   Tools/fuzz.sh 60 FuzzEngine        # some targets only
#   FUZZ_JOBS=8 FUZZ_RUNS=10000000 Tools/fuzz.sh FuzzEngine   # 8 processes share the runs
#
# Environment: FUZZ_RUNS (executions per target instead of a time limit), FUZZ_JOBS
# (processes per target, default 1; one per core for the long run), FUZZ_ARGS (more libFuzzer
# flags, after the defaults so they win, e.g. "-max_len=512"), FUZZ_SCRATCH
# (build folder, default Fuzz/.build-fuzz), FUZZ_LEDGER (default $FUZZ_SCRATCH/work/ledger.tsv),
# TACTILE_FUZZ_MAIN_PACKAGE (the main package, default the repository). Inputs the fuzzer
# finds go to $FUZZ_SCRATCH/work/corpus/<target> (kept between runs), crashing inputs to
# $FUZZ_SCRATCH/work/artifacts/<target>/, logs to $FUZZ_SCRATCH/work/logs/. Reproduce a
# crash: "$BIN/<target> <crash-file>". Each run appends a row (target, code fingerprint,
# executions, result) to the ledger; Tools/fuzz-ledger.sh sums them per code version.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SECONDS_PER_TARGET=${1:-20}
shift || true
ALL_TARGETS=(FuzzEvemu FuzzLibinputRecord FuzzFrameAssembler FuzzGestures FuzzEngine FuzzConfiguration FuzzPointerLayout)
if [ $# -gt 0 ]; then TARGETS=("$@"); else TARGETS=("${ALL_TARGETS[@]}"); fi
SCRATCH=${FUZZ_SCRATCH:-$ROOT/Fuzz/.build-fuzz}
WORK=$SCRATCH/work
LEDGER=${FUZZ_LEDGER:-$WORK/ledger.tsv}

# The code each binary is built from, fingerprinted before the build (Tools/fuzz-ledger.sh).
declare -A FINGERPRINT
for target in "${TARGETS[@]}"; do FINGERPRINT[$target]=$("$ROOT/Tools/fuzz-ledger.sh" fingerprint "$target" || echo unknown); done

# The one incantation that works with SwiftPM: -parse-as-library because the targets have no
# top-level code (libFuzzer's driver is started from the `<module>_main` SwiftPM links as main).
BUILD=(swift build -c release --package-path "$ROOT/Fuzz" --scratch-path "$SCRATCH"
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
echo "fuzz.sh: building: ${BUILD[*]}" >&2
"${BUILD[@]}" >&2
BIN=$("${BUILD[@]}" --show-bin-path)

# Longest input per target: long enough for a device header or a few hundred frames,
# short enough for many executions per second (FuzzEngine's inputs are the dearest).
max_len() {
    case "$1" in
        FuzzEngine) echo 2048 ;;
        *) echo 4096 ;;
    esac
}

# Swift's own crash backtracer reads memory that AddressSanitizer then reports as a bad
# access, hiding the real message (a trapped invariant): leave crash reports to libFuzzer.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}

JOBS=${FUZZ_JOBS:-1}
if ! [[ "$JOBS" =~ ^[1-9][0-9]*$ ]]; then echo "fuzz.sh: FUZZ_JOBS must be a positive number" >&2; exit 2; fi
# With FUZZ_RUNS the executions are shared out between the jobs; with a time limit each job runs that long.
if [ -n "${FUZZ_RUNS:-}" ]; then LIMIT=(-runs="$(( (FUZZ_RUNS + JOBS - 1) / JOBS ))"); else LIMIT=(-max_total_time="$SECONDS_PER_TARGET"); fi
mkdir -p "$WORK/logs" "$(dirname "$LEDGER")"

# One libFuzzer process on one target. Jobs of a target share its corpus folder: each writes
# the inputs it finds there and reloads the folder now and then (libFuzzer's -reload), so they
# learn from each other.
run_job() {
    local target=$1 log=$2
    "$BIN/$target" "${LIMIT[@]}" -timeout=10 -rss_limit_mb=2048 -max_len="$(max_len "$target")" \
        -print_final_stats=1 -artifact_prefix="$WORK/artifacts/$target/" ${FUZZ_ARGS:-} \
        "$WORK/corpus/$target" "$ROOT/Fuzz/Corpus/$target" >"$log" 2>&1
}

failed=0
printf '%-20s %14s %10s %8s  %s\n' target executions exec/s corpus result
for target in "${TARGETS[@]}"; do
    mkdir -p "$WORK/corpus/$target" "$WORK/artifacts/$target"
    logs=() pids=()
    for ((job = 1; job <= JOBS; job++)); do
        if [ "$JOBS" -eq 1 ]; then logs+=("$WORK/logs/$target.log"); else logs+=("$WORK/logs/$target.$job.log"); fi
        run_job "$target" "${logs[-1]}" &
        pids+=($!)
    done
    total=0 rate_sum=0 bad=() first_bad_log=
    for ((job = 0; job < JOBS; job++)); do
        status=0
        wait "${pids[$job]}" || status=$?
        log=${logs[$job]}
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
        total=$((total + ${runs:-0})) rate_sum=$((rate_sum + ${rate:-0}))
        if [ "$status" -eq 0 ]; then
            row=ok
        else
            # The artifact this job wrote: its log names it ("Test unit written to PATH").
            artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
            row="failed:exit $status:$(basename "${artifact:-no artifact}")"
            bad+=("exit $status: ${artifact:-no artifact}")
            first_bad_log=${first_bad_log:-$log}
        fi
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "${FINGERPRINT[$target]}" "${runs:-0}" "$row" \
            "Tools/fuzz.sh ${LIMIT[*]} job $((job + 1))/$JOBS on $(hostname)" >> "$LEDGER"
    done
    corpus=$(find "$WORK/corpus/$target" -type f | wc -l)
    if [ ${#bad[@]} -eq 0 ]; then
        result=ok
    else
        result="FAILED (${bad[*]}) — see $first_bad_log"
        failed=1
    fi
    printf '%-20s %14s %10s %8s  %s\n' "$target" "$total" "$rate_sum" "$corpus" "$result"
done
echo
"$ROOT/Tools/fuzz-ledger.sh" report "$ROOT/Fuzz/ledger.tsv" "$LEDGER" 2>/dev/null || true
if [ "$failed" -ne 0 ]; then
    echo "fuzz.sh: a target failed; the crashing input is in $WORK/artifacts/<target>/" >&2
    exit 1
fi
