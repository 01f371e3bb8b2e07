#!/usr/bin/env bash
# The fuzz ledger: which executions ran on which library code, so "10 million executions
# per target on the final code" (RELIABILITY.md) is a sum anyone can redo, across runs,
# sessions and machines, instead of bookkeeping by hand.
#
#   Tools/fuzz-ledger.sh report [LEDGER...]      # per target: executions on the code as it is now
#   Tools/fuzz-ledger.sh fingerprint TARGET [COMMIT]  # TARGET's code fingerprint (working tree, or COMMIT)
#   Tools/fuzz-ledger.sh paths TARGET            # the source folders that fingerprint covers
#
# A ledger is a tab-separated file, one row per fuzzer run:
#   date (UTC)  target  fingerprint  executions  result  note
# result is `ok` (the run ended by itself or was stopped with SIGINT, nothing found) or
# `failed:…` (a crash, trapped invariant, leak or timeout; the artifact is named). Tools/fuzz.sh
# appends a row per target to $FUZZ_SCRATCH/work/ledger.tsv; rows of long campaigns are
# copied into Fuzz/ledger.tsv and committed. `report` reads both by default.
#
# The fingerprint is a hash of the git trees of the source folders a target exercises (below),
# taken from the working tree (uncommitted edits count) when the binaries are built. Any change
# in those folders gives a new fingerprint, so earlier executions stop counting for that target;
# changes elsewhere (the CLI, the fuzz harness itself, docs) do not reset it.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# The library the fuzz binaries are built from: the repository, or the package that
# Tools/fuzz.sh's TACTILE_FUZZ_MAIN_PACKAGE names (relative to Fuzz/, as in Fuzz/Package.swift).
SOURCE=$(cd "$ROOT/Fuzz" && cd "${TACTILE_FUZZ_MAIN_PACKAGE:-..}" && pwd)
GOAL=${FUZZ_GOAL:-10000000}
TARGETS=(FuzzEvemu FuzzLibinputRecord FuzzFrameAssembler FuzzGestures FuzzEngine FuzzConfiguration FuzzPointerLayout)

# The source folders whose code each target runs. The trace parsers use only TactileCore's
# event, device and unit value types; the gesture target adds the recognizers to the frame
# types; the engine-level targets run the whole library below the CLI (TactileTrace too:
# the configuration parser uses its YAML shape check).
paths() {
    case "$1" in
        FuzzEvemu|FuzzLibinputRecord)
            echo Sources/TactileTrace Sources/TactileCore/Device Sources/TactileCore/Events Sources/TactileCore/Units ;;
        FuzzFrameAssembler) echo Sources/TactileCore ;;
        FuzzGestures) echo Sources/TactileCore Sources/TactileGestures ;;
        FuzzEngine|FuzzConfiguration|FuzzPointerLayout)
            echo Sources/TactileCore Sources/TactileGestures Sources/TactilePointer Sources/TactileTrace Sources/Tactile ;;
        *) echo "fuzz-ledger.sh: unknown target $1 (one of: ${TARGETS[*]})" >&2; return 1 ;;
    esac
}

# Tree hashes of the working tree's folders, via a throw-away index (the real index and the
# working tree are left alone), hashed together into 12 hex digits. With a commit, the same
# hash of that commit's folders (to date runs made on older binaries).
fingerprint() {
    local folders
    folders=$(paths "$1") || return 1
    # Not a git checkout (a tarball), or git cannot write its objects: no fingerprint, and
    # such runs count towards nothing.
    tree_fingerprint "$folders" "${2:-}" 2>/dev/null || echo unknown
}

# (Called under `||`, where `set -e` does not apply: every step checks its own status.)
tree_fingerprint() {
    local folders=$1 commit=$2 lines="" tree folder index
    git -C "$SOURCE" rev-parse --git-dir >/dev/null 2>&1 || return 1
    if [ -z "$commit" ]; then
        index=$(mktemp) || return 1
        # shellcheck disable=SC2086
        if ! GIT_INDEX_FILE=$index git -C "$SOURCE" read-tree HEAD ||
           ! GIT_INDEX_FILE=$index git -C "$SOURCE" add -A -- $folders; then
            rm -f "$index"; return 1
        fi
    fi
    for folder in $folders; do
        if [ -n "$commit" ]; then
            tree=$(git -C "$SOURCE" rev-parse --verify -q "$commit:$folder") || return 1
        else
            tree=$(GIT_INDEX_FILE=$index git -C "$SOURCE" write-tree --prefix="$folder/") || { rm -f "$index"; return 1; }
        fi
        lines+="$folder $tree"$'\n'
    done
    [ -n "$commit" ] || rm -f "$index"
    printf '%s' "$lines" | git -C "$SOURCE" hash-object --stdin | cut -c1-12
}

report() {
    local ledgers=("$@")
    if [ ${#ledgers[@]} -eq 0 ]; then
        ledgers=("$ROOT/Fuzz/ledger.tsv")
        local scratch=${FUZZ_SCRATCH:-$ROOT/Fuzz/.build-fuzz}
        [ -f "$scratch/work/ledger.tsv" ] && ledgers+=("$scratch/work/ledger.tsv")
    fi
    local existing=()
    for l in "${ledgers[@]}"; do
        if [ -f "$l" ]; then existing+=("$l"); else echo "fuzz-ledger.sh: no ledger $l" >&2; fi
    done
    echo "fuzz ledger: ${existing[*]:-none}; goal $GOAL executions per target on the current code"
    printf '%-20s %-12s %14s %6s %9s %14s  %s\n' target fingerprint "on this code" runs findings "all versions" status
    local target fp
    for target in "${TARGETS[@]}"; do
        fp=$(fingerprint "$target")
        # Sum the rows of this target; `ok` rows on this fingerprint count towards the goal,
        # `failed:` rows on it are findings still open (a fix changes the fingerprint).
        cat /dev/null "${existing[@]}" | awk -F'\t' -v t="$target" -v fp="$fp" -v goal="$GOAL" '
            /^#/ || NF < 5 { next }
            $2 != t { next }
            { all += $4 }
            $3 == fp && $5 == "ok" { here += $4; runs++ }
            $3 == fp && $5 ~ /^failed/ { failed++ }
            END {
                status = failed > 0 ? "open findings" : (here >= goal ? "goal met" : sprintf("%d to go", goal - here))
                printf "%-20s %-12s %14d %6d %9d %14d  %s\n", t, fp, here, runs, failed, all, status
            }'
    done
}

case "${1:-report}" in
    report) shift || true; report "$@" ;;
    fingerprint) fingerprint "${2:?target}" "${3:-}" ;;
    paths) paths "${2:?target}" ;;
    *) echo "usage: Tools/fuzz-ledger.sh report [LEDGER...] | fingerprint TARGET [COMMIT] | paths TARGET" >&2; exit 2 ;;
esac
