#!/usr/bin/env bash
# The main job: reads the attached touchscreen/mouse, or, when none is attached,
# replays the bundled real touchscreen recording through the whole pipeline and
# prints what it saw. Extra arguments go to `tactile demo`.
set -euo pipefail
cd "$(dirname "$0")/.."
source Tools/ensure-deps.sh
ensure_deps build
swift build -c release --product tactile >&2
exec .build/release/tactile demo "$@"
