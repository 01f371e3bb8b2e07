#!/usr/bin/env bash
# Tests the Debian packages the hard way: a clean Debian system made with debootstrap (no
# Swift in it) installs them with apt and uses them as a kiosk and a C developer would:
#   tactile --version; tactile replay of the bundled recording; tactile run --check on the
#   example configuration; tactile run --web serving tactile.js; the C example compiled against the
#   installed libtactile and run.
#
#   Tools/test-packages.sh [DIR]     (DIR: where Tools/package.sh wrote the .deb files; default out/)
#
# Needs root, debootstrap and the network (Debian's mirror); says why and exits 0 when it
# cannot run (CI on a machine without them skips it). The base system is kept between runs
# in $TACTILE_CHROOT_CACHE (default /var/cache/tactile-chroot) and copied for each test, so
# every run starts clean.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-out}"
suite=bookworm
mirror="${TACTILE_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
cache="${TACTILE_CHROOT_CACHE:-/var/cache/tactile-chroot}"

skip() { echo "test-packages: skipped: $*"; exit 0; }
[ "$(id -u)" -eq 0 ] || skip "needs root (chroot)"
command -v debootstrap >/dev/null || skip "debootstrap is not installed (apt-get install debootstrap)"
ls "$out"/tactile_*.deb "$out"/libtactile-dev_*.deb >/dev/null 2>&1 || skip "no packages in $out (run Tools/package.sh)"

base="$cache/$suite"
if [ ! -x "$base/usr/bin/apt-get" ]; then
    echo "test-packages: making a $suite base system in $base (once)" >&2
    rm -rf "$base" && mkdir -p "$cache"
    debootstrap --variant=minbase "$suite" "$base" "$mirror" >&2 || skip "debootstrap could not reach $mirror"
fi

root="$(mktemp -d /tmp/tactile-chroot.XXXXXX)"
cleanup() {
    umount "$root/proc" 2>/dev/null || true
    rm -rf "$root"
}
trap cleanup EXIT
cp -a "$base/." "$root/"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
mount -t proc proc "$root/proc"
cp "$out"/tactile_*.deb "$out"/libtactile-dev_*.deb "$root/tmp/"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

fail() { echo "test-packages: FAIL: $*" >&2; exit 1; }
in_root sh -c 'command -v swift' >/dev/null 2>&1 && fail "the base system has a swift command"

echo "test-packages: apt installs the packages (and a C compiler for the example)" >&2
in_root apt-get update -qq >&2 || skip "apt-get update failed in the chroot (no route to $mirror?)"
in_root sh -c 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/tactile_*.deb /tmp/libtactile-dev_*.deb gcc libc6-dev pkg-config' >&2 \
    || fail "apt-get install"

version="$(in_root tactile --version)" || fail "tactile --version"
echo "tactile --version: $version"
[ "$version" = "$(sed -n 's/.*static let string: StaticString = "\(.*\)".*/\1/p' Sources/Tactile/Support/TactileVersion.swift)" ] \
    || fail "version $version"

trace=/usr/share/tactile/Traces/real/yaml/EP0430M09.2-finger-scroll-down.yaml
replay="$(in_root tactile replay --screen-mm 344x194 "$trace")" || fail "tactile replay"
echo "$replay"
echo "$replay" | grep -q "pan began  2 fingers" || fail "the replay has no two-finger pan"
in_root tactile demo >/dev/null || fail "tactile demo (the bundled recording)"

in_root tactile run --check --config /etc/tactile/tactile.yaml || fail "the example configuration does not check"
in_root man -w tactile >/dev/null 2>&1 || in_root test -f /usr/share/man/man1/tactile.1.gz || fail "no man page"
in_root test -f /usr/lib/systemd/system/tactile.service || fail "no systemd unit"
in_root test -f /usr/lib/udev/rules.d/70-tactile.rules || fail "no udev rule"
in_root getent passwd tactile >/dev/null || fail "postinst made no tactile user"

# The daemon's web side from the package: the client script embedded in the binary, over HTTP
# (bash's /dev/tcp: the chroot has no curl). No device is needed to serve it.
web="$(in_root bash -c 'tactile run --web 127.0.0.1:7799 >/dev/null 2>/tmp/run.log & pid=$!
    for i in $(seq 50); do exec 3<>/dev/tcp/127.0.0.1/7799 2>/dev/null && break; sleep 0.1; done
    printf "GET /tactile.js HTTP/1.0\r\nHost: 127.0.0.1:7799\r\n\r\n" >&3; head -c 4000 <&3; kill $pid; wait $pid' 2>&1)" \
    || fail "tactile run --web: $web"
echo "$web" | grep -q "import { connect } from \"/tactile.js\"" || fail "tactile run --web does not serve tactile.js: $web"
echo "tactile run --web serves tactile.js"

in_root sh -c 'cc -Wall -Werror /usr/share/doc/libtactile-dev/examples/tactile-example.c $(pkg-config --cflags --libs tactile) -o /tmp/tactile-example' \
    || fail "the C example does not build against the installed libtactile"
example="$(in_root /tmp/tactile-example --replay "$trace" 2>&1)" || fail "the C example: $example"
echo "$example" | tail -2
echo "$example" | grep -q "gesture events" || fail "the C example saw no gestures"

echo "test-packages: ok: both packages install and work in a clean $suite without Swift"
