#!/usr/bin/env bash
# Installs the system packages Tactile needs when they are missing (Debian/Ubuntu).
# Sourced by run-demo.sh and run-tests.sh; safe to run again: it only acts on what is missing.
#   ensure_deps build    -> libevdev-dev, libyaml-dev, pkg-config
#   ensure_deps test     -> + umockdev, evemu-tools (end-to-end tests through the real libevdev path),
#                           gcc, binutils, valgrind, python3 (the C API's example programs and memory checks),
#                           procps and, on Debian, chromium (the web kiosk tests in a headless browser; on
#                           Ubuntu chromium is a snap, so those tests say they are skipped), python3-xmlschema
#                           (`tactile test --junit` output validated against the JUnit XML schema),
#                           python3-prometheus-client (the daemon's /metrics parsed as the Prometheus text format)
#   ensure_deps bench    -> + libevemu-dev (the C reference parser), umockdev (the live path benchmark)
#   ensure_deps vm       -> qemu-system-x86, linux-image-amd64, busybox-static, evemu-tools, libinput-tools,
#                           udev, kmod, cpio (Tools/vm-test.sh: the uinput and grab tests on a real kernel)
#   ensure_deps package  -> + debootstrap, patchelf (Tools/package.sh and the clean-chroot test of
#                           Tools/test-packages.sh; dpkg-deb comes with every Debian system)
set -euo pipefail

ensure_deps() {
    local want=(libevdev-dev libyaml-dev pkg-config)
    if [ "${1:-build}" = test ]; then
        want+=(umockdev evemu-tools gcc binutils valgrind python3 python3-xmlschema python3-prometheus-client procps)
        if grep -qs '^ID=debian' /etc/os-release; then want+=(chromium); fi
    fi
    if [ "${1:-build}" = bench ]; then want+=(libevemu-dev umockdev); fi
    if [ "${1:-build}" = vm ]; then want+=(qemu-system-x86 linux-image-amd64 busybox-static evemu-tools libinput-tools udev kmod cpio python3); fi
    if [ "${1:-build}" = package ]; then want+=(debootstrap patchelf); fi
    local missing=()
    for pkg in "${want[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null; then
        echo "tactile: missing system packages: ${missing[*]} (no apt-get here; install them with your package manager)" >&2
        return 1
    fi
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "tactile: need root or sudo to install: ${missing[*]}" >&2; return 1; }
        sudo="sudo"
    fi
    echo "tactile: installing ${missing[*]}" >&2
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}
