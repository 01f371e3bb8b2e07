#!/usr/bin/env bash
# Builds Tactile's release artifacts for kiosks, which install packages and have no Swift:
#
#   OUT/tactile                                 self-contained executable (Swift standard
#                                               library and FoundationEssentials linked statically)
#   OUT/tactile_VERSION_ARCH.deb                /usr/bin/tactile, the systemd unit, the udev
#                                               rule, /etc/tactile/tactile.yaml (example, a
#                                               conffile), the man page, the demo recording
#   OUT/libtactile-dev_VERSION_ARCH.deb         libtactile.so with the Swift runtime it needs
#                                               (/usr/lib/tactile), tactile.h, tactile.pc
#
#   Tools/package.sh [--out DIR]      (default: out/, ignored by git)
#
# Packages are made with the Debian tools (dpkg-deb --root-owner-group); Tools/test-packages.sh
# installs them with apt in a clean debootstrap chroot with no Swift and uses them.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=out
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out="$2"; shift 2 ;;
        --out=*) out="${1#--out=}"; shift ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "package: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
case "$out" in /*) ;; *) out="$root/$out" ;; esac

source Tools/ensure-deps.sh
ensure_deps build
command -v dpkg-deb >/dev/null || { echo "package: dpkg-deb is missing (apt-get install dpkg)" >&2; exit 1; }

version="$(sed -n 's/.*static let string: StaticString = "\(.*\)".*/\1/p' Sources/Tactile/Support/TactileVersion.swift)"
arch="$(dpkg --print-architecture)"
scratch="$root/.build-release-static"

echo "package: building tactile $version (static Swift standard library)" >&2
# Linked with the toolchain's lld: relative relocations packed (DT_RELR: 11 kB instead of 1.4 MB
# of .rela.dyn that the loader reads at every start; the binary stays position-independent) and
# no symbols exported (the static standard library's link options export every symbol of the
# program's own modules, 1.7 MB of dynamic symbol table nothing looks up). BENCHMARKS.md,
# "Footprint", has the effect.
link=()
if [ -x "$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld" ] || command -v ld.lld >/dev/null; then
    link=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
          -Xlinker "--version-script=$root/Tools/packaging/executable.map")
else
    echo "package: no ld.lld beside swift: linking with the default linker (a larger binary)" >&2
fi
swift build -c release --static-swift-stdlib ${link[@]+"${link[@]}"} --product tactile --scratch-path "$scratch" >&2
bin="$(swift build -c release --static-swift-stdlib ${link[@]+"${link[@]}"} --scratch-path "$scratch" --show-bin-path)"

# The shared libraries FILES need, with the versions their symbols need, as dpkg-shlibdeps reads
# them (FALLBACK without it); packed relocations (GLIBC_ABI_DT_RELR) need glibc 2.36, which
# dpkg-shlibdeps does not know yet. Libraries the package brings itself (-l DIR) are skipped.
#   shlib_depends FALLBACK FILE... [-lDIR]
runtime_depends="libevdev2, libyaml-0-2, libc6, libgcc-s1, libstdc++6"
shlib_depends() {
    local depends="$1" found="" shl
    shift
    if command -v dpkg-shlibdeps >/dev/null; then
        shl="$(mktemp -d)"
        mkdir -p "$shl/debian" && printf 'Source: tactile\n\nPackage: tactile\nArchitecture: any\n' > "$shl/debian/control"
        local args=()
        for f in "$@"; do case "$f" in -l*) args+=("$f") ;; *) args+=("-e$f") ;; esac; done
        found="$(cd "$shl" && dpkg-shlibdeps -O --ignore-missing-info "${args[@]}" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')" || found=""
        rm -rf "$shl"
        [ -n "$found" ] && depends="$found"
    fi
    for f in "$@"; do
        case "$f" in -l*) continue ;; esac
        if readelf -V "$f" 2>/dev/null | grep -q GLIBC_ABI_DT_RELR; then
            depends="$(echo "$depends" | sed -E 's/libc6( \(>= [0-9.]+\))?/libc6 (>= 2.36)/')"
        fi
    done
    echo "$depends"
}

rm -rf "$out" && mkdir -p "$out"
install -m 755 "$bin/tactile" "$out/tactile"
strip --strip-unneeded "$out/tactile"

# --- tactile: the command line and the daemon --------------------------------------
pkg="$out/stage-tactile"
install -D -m 755 "$out/tactile" "$pkg/usr/bin/tactile"
install -D -m 644 Tools/udev/70-tactile.rules "$pkg/usr/lib/udev/rules.d/70-tactile.rules"
sed 's|/usr/local/bin/tactile|/usr/bin/tactile|g' Tools/systemd/tactile.service \
    | install -D -m 644 /dev/stdin "$pkg/usr/lib/systemd/system/tactile.service"
install -D -m 644 Tools/packaging/tactile.yaml "$pkg/etc/tactile/tactile.yaml"
install -D -m 644 Traces/real/yaml/EP0430M09.2-finger-scroll-down.yaml \
    "$pkg/usr/share/tactile/Traces/real/yaml/EP0430M09.2-finger-scroll-down.yaml"
install -D -m 644 Traces/real/README.md "$pkg/usr/share/tactile/Traces/real/README.md"
install -D -m 644 README.md "$pkg/usr/share/doc/tactile/README.md"
for doc in Docs/DAEMON.md Docs/GESTURES.md Docs/POINTER.md; do install -m 644 "$doc" "$pkg/usr/share/doc/tactile/"; done
# The man page is the command's own --help, per subcommand (one source for both).
man="$pkg/usr/share/man/man1/tactile.1"
mkdir -p "$(dirname "$man")"
{
    echo ".TH TACTILE 1 \"\" \"tactile $version\" \"User Commands\""
    echo ".SH NAME"
    echo "tactile \\- touch gestures and pointer interaction from evdev devices"
    echo ".SH SYNOPSIS"
    echo ".B tactile"
    echo "\\fICOMMAND\\fR [\\fIOPTIONS\\fR]"
    echo ".SH DESCRIPTION"
    echo ".nf"
    "$out/tactile" --help | sed 's/\\/\\\\/g; s/^\./\\\&./'
    for command in demo devices events replay record convert test umockdev run render pointer predict; do
        echo ""
        echo ".SH \"TACTILE ${command^^}\""
        "$out/tactile" "$command" --help | sed 's/\\/\\\\/g; s/^\./\\\&./'
    done
    echo ".fi"
    echo ".SH FILES"
    echo "/etc/tactile/tactile.yaml, /usr/lib/systemd/system/tactile.service, /usr/share/doc/tactile/DAEMON.md"
} > "$man"
gzip -9n "$man"
mkdir -p "$pkg/DEBIAN"
depends="$(shlib_depends "$runtime_depends" "$out/tactile")"
echo "package: tactile depends on $depends" >&2
cat > "$pkg/DEBIAN/control" <<EOF
Package: tactile
Version: $version
Architecture: $arch
Maintainer: Tactile developers <tactile@localhost>
Section: utils
Priority: optional
Depends: $depends
Installed-Size: $(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
Description: touch gestures and iPad-style pointer interaction for Linux kiosks
 Reads touchscreens and mice through libevdev, recognizes taps, long presses, pans,
 swipes, pinches, rotations, edge swipes and transforms, and runs a pointer engine;
 delivers them as JSON lines on stdout and a Unix socket (tactile run, a systemd
 service) and replays recorded traces deterministically (tactile replay, tactile test).
 Self-contained: no Swift toolchain needed.
EOF
echo "/etc/tactile/tactile.yaml" > "$pkg/DEBIAN/conffiles"
cat > "$pkg/DEBIAN/postinst" <<'EOF'
#!/bin/sh
set -e
if [ "$1" = configure ]; then
    getent group tactile >/dev/null || groupadd --system tactile
    getent passwd tactile >/dev/null || useradd --system --gid tactile --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin tactile
    getent group input >/dev/null && usermod -aG input tactile || true
    if [ -d /run/systemd/system ]; then systemctl daemon-reload || true; fi
    if command -v udevadm >/dev/null && [ -d /run/udev ]; then udevadm control --reload || true; fi
fi
EOF
chmod 755 "$pkg/DEBIAN/postinst"
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$out/tactile_${version}_${arch}.deb" >&2

# --- libtactile-dev: the C API -----------------------------------------------------
dev="$out/stage-libtactile-dev"
DESTDIR="$dev" bash Tools/install-libtactile.sh --prefix /usr --bundle-swift-runtime >&2
# The Swift runtime goes in a directory of its own, found through libtactile.so's rpath.
libdir="$dev/usr/lib"
mkdir -p "$libdir/tactile"
for lib in "$libdir"/*.so*; do
    case "$(basename "$lib")" in libtactile.so) ;; *) mv "$lib" "$libdir/tactile/" ;; esac
done
command -v patchelf >/dev/null || { echo "package: patchelf is missing (apt-get install patchelf)" >&2; exit 1; }
patchelf --set-rpath '$ORIGIN/tactile' "$libdir/libtactile.so"
for lib in "$libdir"/tactile/*.so*; do patchelf --set-rpath '$ORIGIN' "$lib"; done
install -D -m 644 Examples/c/tactile-example.c "$dev/usr/share/doc/libtactile-dev/examples/tactile-example.c"
install -D -m 644 Docs/C-API.md "$dev/usr/share/doc/libtactile-dev/C-API.md"
mkdir -p "$dev/DEBIAN"
dev_depends="$(shlib_depends "$runtime_depends" \
    "$libdir/libtactile.so" "$libdir"/tactile/*.so* "-l$libdir/tactile"), libevdev-dev, pkg-config"
echo "package: libtactile-dev depends on $dev_depends" >&2
cat > "$dev/DEBIAN/control" <<EOF
Package: libtactile-dev
Version: $version
Architecture: $arch
Maintainer: Tactile developers <tactile@localhost>
Section: libdevel
Priority: optional
Depends: $dev_depends
Installed-Size: $(du -sk --exclude=DEBIAN "$dev" | cut -f1)
Description: Tactile's C API: touch gestures and pointer interaction from evdev
 libtactile.so (with the Swift runtime it needs, in /usr/lib/tactile), tactile.h and the
 tactile pkg-config file: cc app.c \$(pkg-config --cflags --libs tactile).
EOF
dpkg-deb --root-owner-group -Zxz --build "$dev" "$out/libtactile-dev_${version}_${arch}.deb" >&2

rm -rf "$pkg" "$dev"
ls -l "$out"
