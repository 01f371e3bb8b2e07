#!/usr/bin/env bash
# Runs every test: unit tests, CLI end-to-end tests, and device tests through the
# real libevdev path under umockdev. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
source Tools/ensure-deps.sh
ensure_deps test
swift build --build-tests
swift test --skip-build "$@"
# The web side end to end: bad clients against the daemon under umockdev, then the example
# page and the inspector in headless Chromium (skipped, saying so, without it). Screenshots
# go to .build/artifacts/web.
if [ $# -eq 0 ]; then python3 Tools/test-web.py; fi
# Replay output byte for byte as recorded in Tests/ReplayIdentity (why lines changed: CHANGES.md there).
if [ $# -eq 0 ]; then python3 Tools/replay-identity.py; fi
if [ $# -eq 0 ]; then sh Tools/measure-config-parity.sh; fi
# uinput, grabs and hotplug on a real kernel: one QEMU boot of Debian's kernel runs every case
# (Tools/vm/cases.py) with libinput as the consumer; skipped, saying why, without root.
if [ $# -eq 0 ]; then bash Tools/vm-test.sh .build/debug/tactile; fi
