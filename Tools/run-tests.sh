#!/usr/bin/env bash
# Runs every test: unit tests, CLI end-to-end tests, and device tests through the
# real libevdev path under umockdev. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
source Tools/ensure-deps.sh
ensure_deps test
swift build --build-tests
swift test --skip-build "$@"
