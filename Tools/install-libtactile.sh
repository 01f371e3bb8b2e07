#!/usr/bin/env bash
# Builds libtactile (the C API) in release mode and installs it:
#   PREFIX/lib/libtactile.so, PREFIX/include/tactile.h, PREFIX/lib/pkgconfig/tactile.pc
#
#   Tools/install-libtactile.sh [--prefix DIR] [--bundle-swift-runtime]
#
# --prefix               where to install (default: $PREFIX, else /usr/local)
# --bundle-swift-runtime also copy the Swift runtime libraries libtactile.so needs
#                        next to it (PREFIX/lib), for machines without the toolchain;
#                        libtactile.so finds them there through its $ORIGIN rpath.
# DESTDIR is honoured for staged installs (packaging).
#
# Then: cc app.c $(pkg-config --cflags --libs tactile)
# (with a prefix outside pkg-config's search path: PKG_CONFIG_PATH=PREFIX/lib/pkgconfig).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${PREFIX:-/usr/local}"
bundle=0
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --bundle-swift-runtime) bundle=1; shift ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        *) echo "install-libtactile: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac

source Tools/ensure-deps.sh
ensure_deps build

swift build -c release --product tactile-c
bin="$(swift build -c release --show-bin-path)"
version="$(sed -n 's/.*static let string: StaticString = "\(.*\)".*/\1/p' Sources/Tactile/Support/TactileVersion.swift)"

libdir="$prefix/lib"
includedir="$prefix/include"
dest="${DESTDIR:-}"
install -d "$dest$libdir/pkgconfig" "$dest$includedir"
# The package builds the `tactile-c` product (the name `tactile` is the command line);
# it has no SONAME, so it is installed under the name C programs link: libtactile.so.
install -m 755 "$bin/libtactile-c.so" "$dest$libdir/libtactile.so"
install -m 644 Sources/CTactile/include/tactile.h "$dest$includedir/tactile.h"
sed -e "s|@PREFIX@|$prefix|g" -e "s|@LIBDIR@|$libdir|g" -e "s|@INCLUDEDIR@|$includedir|g" -e "s|@VERSION@|$version|g" \
    Tools/libtactile/tactile.pc.in > "$dest$libdir/pkgconfig/tactile.pc"

if [ "$bundle" = 1 ]; then
    # Every library libtactile.so loads from the Swift toolchain, copied beside it.
    ldd "$bin/libtactile-c.so" | awk '/=> \// {print $3}' | while read -r lib; do
        case "$lib" in */lib/swift/linux/*) install -m 644 "$lib" "$dest$libdir/" ;; esac
    done
fi

if [ -z "$dest" ] && [ "$(id -u)" -eq 0 ] && command -v ldconfig >/dev/null; then ldconfig || true; fi

echo "installed libtactile $version into $dest$prefix"
if [ -z "$dest" ] && ldd "$libdir/libtactile.so" | grep -q "not found"; then
    echo "warning: some libraries libtactile.so needs are not found:" >&2
    ldd "$libdir/libtactile.so" | grep "not found" >&2
    echo "install the Swift runtime, rerun with --bundle-swift-runtime, or set LD_LIBRARY_PATH" >&2
fi
