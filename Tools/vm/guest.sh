#!/bin/sh
# Inside the test VM, chrooted into the host's root (Tools/vm/init): the input modules, udev
# (libinput reads its device properties), then every case in one run of Tools/vm/cases.py.
# Results go to /run/vm-results (a share of the host's .build/vm/results).
set -u
. /run/vm-results/guest.env
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/tmp LANG=C.UTF-8
echo "guest: $(cut -d' ' -f1 /proc/uptime) s: modules"
modprobe uinput && modprobe evdev || echo "guest: modprobe uinput evdev failed"
mkdir -p /run/udev /var/tmp
/lib/systemd/systemd-udevd --daemon || echo "guest: systemd-udevd failed to start"
echo "guest: $(cut -d' ' -f1 /proc/uptime) s: udev trigger"
udevadm trigger --action=add >/dev/null 2>&1
udevadm settle --timeout=20
echo "boot: $(cut -d' ' -f1 /proc/uptime) s of kernel uptime to the case runner" | tee /run/vm-results/cases.log
python3 "$REPO/Tools/vm/cases.py" --tactile "$TACTILE" --driver "$DRIVER" --results /run/vm-results $VM_CASES \
    2>&1 | tee -a /run/vm-results/cases.log
