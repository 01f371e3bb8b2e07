#!/bin/sh
# PID 1 of the test VM after Tools/vm/init switched to the host's root: the input modules, udev
# (libinput reads its device properties), then every case in one run of Tools/vm/cases.py, then
# power off (PID 1 must never exit). Results go to /run/vm-results (the host's .build/vm/results).
set -u
. /run/vm-results/guest.env
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/tmp LANG=C.UTF-8
echo "guest: $(cut -d' ' -f1 /proc/uptime) s: modules"
modprobe uinput && modprobe evdev || echo "guest: modprobe uinput evdev failed"
mkdir -p /run/udev /var/tmp
/lib/systemd/systemd-udevd --daemon || echo "guest: systemd-udevd failed to start"
echo "guest: $(cut -d' ' -f1 /proc/uptime) s: udev trigger"
# Only input devices: libinput needs their properties; the rest (PCI, block...) costs seconds under TCG.
udevadm trigger --action=add --subsystem-match=input >/dev/null 2>&1
udevadm settle --timeout=20 || echo "guest: udevadm settle timed out"
echo "boot: $(cut -d' ' -f1 /proc/uptime) s of kernel uptime to the case runner" | tee /run/vm-results/cases.log
{ python3 "$REPO/Tools/vm/cases.py" --tactile "$TACTILE" --driver "$DRIVER" --results /run/vm-results $VM_CASES 2>&1
  echo $? > /run/vm-results/runner.status; } | tee -a /run/vm-results/cases.log
echo "guest: case runner exited $(cat /run/vm-results/runner.status 2>/dev/null || echo '?')"
sync
echo o > /proc/sysrq-trigger
while :; do :; done  # builtins only: the host root goes away with the power-off
