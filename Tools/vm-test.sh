#!/usr/bin/env bash
# Runs the real-kernel tests (Tools/vm/cases.py) in one boot of Debian's kernel under QEMU:
# uinput virtual devices, grabs, hotplug and unplug through the kernel, with libinput as the
# consumer. This machine's root filesystem is the VM's root (9p, read only) with tmpfs for the
# writable paths, so the VM runs the binaries built here. Used by Tools/run-tests.sh and CI.
#
#   Tools/vm-test.sh [TACTILE_BINARY]     default .build/debug/tactile
#
# Environment: VM_TIMEOUT (seconds for the whole VM, default 480: qemu is killed after it),
# VM_CASES (space-separated case names to run, default all), VM_KEEP=1 keeps .build/vm.
# Exit status: 0 when every case passed (or the rig cannot run here: not root, packages missing;
# it says why), 1 when a case failed, the VM did not boot or it timed out.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
tactile=$(realpath -m "${1:-.build/debug/tactile}")
timeout_s=${VM_TIMEOUT:-480}

skip() { echo "vm tests: skipped: $*"; exit 0; }

[ "$(id -u)" -eq 0 ] || skip "needs root (the kernel modules and the 9p export of / are read as root)"
source Tools/ensure-deps.sh
ensure_deps vm || skip "cannot install the VM's packages (ensure_deps vm)"
[ -x "$tactile" ] || { echo "vm tests: $tactile is not built (swift build --product tactile)" >&2; exit 1; }
driver=$(dirname "$tactile")/tactile-vm-driver
if [ ! -x "$driver" ]; then
    # The test driver beside the binary under test, in the same configuration (debug or release).
    config=$(basename "$(dirname "$tactile")")
    [ "$config" = release ] || config=debug
    swift build -c "$config" --product tactile-vm-driver >&2
fi
[ -x "$driver" ] || { echo "vm tests: $driver is not built (swift build --product tactile-vm-driver)" >&2; exit 1; }

# The newest installed Debian kernel with its modules.
kernel=$(ls -1 /boot/vmlinuz-*-amd64 2>/dev/null | sort -V | tail -1)
[ -n "$kernel" ] || skip "no /boot/vmlinuz-*-amd64 (linux-image-amd64)"
kver=${kernel#/boot/vmlinuz-}
[ -d "/lib/modules/$kver" ] || skip "no /lib/modules/$kver"

# QEMU boots the uncompressed ELF kernel (PVH entry) much faster than the bzImage under TCG;
# extracted once per kernel version. The bzImage is the fallback.
boot_kernel=$kernel
cache=$repo/.build/vm-cache
mkdir -p "$cache"
if [ -s "$cache/vmlinux-$kver" ] || python3 Tools/vm/extract-vmlinux.py "$kernel" "$cache/vmlinux-$kver.part"; then
    [ -s "$cache/vmlinux-$kver" ] || mv "$cache/vmlinux-$kver.part" "$cache/vmlinux-$kver"
    boot_kernel=$cache/vmlinux-$kver
fi

work=$repo/.build/vm
rm -rf "$work"
mkdir -p "$work/initramfs/bin" "$work/initramfs/modules" "$work/results"

# The initramfs: busybox and the modules that mount the host's root over 9p, in load order
# (each module's dependencies first, as modprobe would resolve them).
cp /bin/busybox "$work/initramfs/bin/busybox"
order=()
add_module() {
    local name=$1 dep
    for dep in $(modinfo -k "$kver" -F depends "$name" | tr ',' ' '); do add_module "$dep"; done
    local file
    file=$(modinfo -k "$kver" -F filename "$name")
    case " ${order[*]} " in *" $(basename "$file") "*) return ;; esac
    case $file in
        *.ko) cp "$file" "$work/initramfs/modules/" ;;
        *.ko.xz) xz -dc "$file" > "$work/initramfs/modules/$(basename "$file" .xz)"; file=${file%.xz} ;;
        *.ko.zst) zstd -qdc "$file" > "$work/initramfs/modules/$(basename "$file" .zst)"; file=${file%.zst} ;;
        *) echo "vm tests: module $name: unexpected file $file" >&2; exit 1 ;;
    esac
    order+=("$(basename "$file")")
}
for m in virtio virtio_pci 9pnet 9pnet_virtio netfs fscache 9p; do add_module "$m"; done
printf '%s\n' "${order[@]}" > "$work/initramfs/modules/order"
cp Tools/vm/init "$work/initramfs/init"
chmod +x "$work/initramfs/init"
( cd "$work/initramfs" && find . | cpio -o -H newc --quiet ) | gzip -1 > "$work/initramfs.cpio.gz"

# What the guest runs after mounting the host root: the case runner with its arguments.
cat > "$work/results/guest.env" <<ENV
REPO=$repo
TACTILE=$tactile
DRIVER=$driver
VM_CASES="${VM_CASES:-}"
ENV

echo "vm tests: booting $boot_kernel (TCG, 2 CPUs, 2 GiB; whole VM limited to ${timeout_s} s)"
start=$(date +%s.%N)
set +e
timeout --kill-after=5 "$timeout_s" qemu-system-x86_64 \
    -accel tcg -cpu max -smp 2 -m 2G -nographic -no-reboot \
    -kernel "$boot_kernel" -initrd "$work/initramfs.cpio.gz" \
    -append "console=ttyS0 quiet loglevel=3 panic=-1 rdinit=/init" \
    -virtfs local,path=/,mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap \
    -virtfs local,path="$work/results",mount_tag=results,security_model=none,multidevs=remap \
    -nic none < /dev/null 2>&1 | tee "$work/console.log"
status=${PIPESTATUS[0]}
set -e
elapsed=$(echo "$(date +%s.%N) - $start" | bc)
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "vm tests: FAILED: the VM did not finish within ${timeout_s} s; qemu was killed (console: $work/console.log)"
    exit 1
fi
summary=$(grep -a '^vm tests: [0-9]* passed, [0-9]* failed' "$work/results/cases.log" 2>/dev/null | tail -1 || true)
if [ -z "$summary" ]; then
    echo "vm tests: FAILED: the case runner gave no summary (qemu exit $status; console: $work/console.log)"
    exit 1
fi
boot=$(grep -a '^boot: ' "$work/results/cases.log" | tail -1 || true)
printf 'vm tests: whole VM %.1f s (%s)\n' "$elapsed" "${boot:-boot time not reported}"
grep -a '^vm tests pending' "$work/results/cases.log" || true
echo "$summary"
case $summary in *" 0 failed") exit 0 ;; *) exit 1 ;; esac
