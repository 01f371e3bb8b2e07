#!/usr/bin/env python3
"""Is every recorded device classified as udev classifies it?

For each device description (Traces/devices, Traces/real, and the development recordings in
../shared/traces when that folder exists; they carry no licence and are never copied here),
runs udev's own builtin, `udevadm test-builtin input_id`, on the device emulated by umockdev
(sysfs `capabilities/*` and `properties` written from the file's header by this script, not
by Tactile), and compares its ID_INPUT_* types with `tactile devices --json --trace FILE`.
Prints each file with udev's and Tactile's types, Tactile's kind and reason; exit 1 on any
difference. Skips (exit 0) without umockdev-run or udevadm.

Usage: Tools/measure-udev-parity.py [--tactile PATH] [FILE...]
"""
import argparse, glob, json, os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "traces")
TYPES = {0x01: "key", 0x02: "rel", 0x03: "abs", 0x04: "msc", 0x05: "sw", 0x11: "led", 0x12: "snd", 0x15: "ff"}


def capabilities(path):
    """(name, properties, {type: codes}) from an evemu description or a libinput-record file."""
    if path.endswith(".yaml"):
        import yaml
        device = yaml.safe_load(open(path))["devices"][0]["evdev"]
        return device["name"], set(device.get("properties") or []), {int(t): set(c) for t, c in device["codes"].items()}
    name, props, raw = None, set(), {}
    prop_lines = 0
    for line in open(path, errors="replace"):
        if line.startswith("N: ") and name is None:
            name = line[3:].strip()
        elif line.startswith("P: "):
            for i, b in enumerate(line[3:].split()):
                props |= {prop_lines * 64 + i * 8 + bit for bit in range(8) if int(b, 16) >> bit & 1}
            prop_lines += 1
        elif line.startswith("B: "):
            parts = line[3:].split()
            raw.setdefault(int(parts[0], 16), []).extend(int(b, 16) for b in parts[1:])
        elif line.startswith("E: "):
            break
    codes = {t: {i * 8 + bit for i, v in enumerate(bs) for bit in range(8) if v >> bit & 1} for t, bs in raw.items()}
    return name, props, codes


def sysfs(bits):
    """A kernel bitmask attribute: hex longs, most significant first."""
    if not bits:
        return "0"
    words = [0] * (max(bits) // 64 + 1)
    for b in bits:
        words[b // 64] |= 1 << (b % 64)
    return " ".join(format(w, "x") for w in reversed(words))


def udev_types(path, work):
    name, props, codes = capabilities(path)
    ev = {t for t, c in codes.items() if c and t != 0} | {0}
    record = os.path.join(work, "device.umockdev")
    with open(record, "w") as f:
        f.write("P: /devices/virtual/input/input9/event9\nN: input/event9\nE: DEVNAME=/dev/input/event9\n"
                "E: MAJOR=13\nE: MINOR=73\nE: SUBSYSTEM=input\nA: dev=13:73\nL: device=../../input9\n\n")
        f.write("P: /devices/virtual/input/input9\nE: SUBSYSTEM=input\n")
        f.write(f"A: name={name}\nA: properties={sysfs(props)}\nA: capabilities/ev={sysfs(ev)}\n")
        for t, n in TYPES.items():
            f.write(f"A: capabilities/{n}={sysfs(codes.get(t, set()))}\n")
        f.write("\n")
    out = subprocess.run(["umockdev-run", "-d", record, "--", "udevadm", "test-builtin", "input_id",
                          "/sys/devices/virtual/input/input9/event9"], capture_output=True, text=True, timeout=30,
                         env=dict(os.environ, TMPDIR=work))
    return set(re.findall(r"^(ID_INPUT_[A-Z_]+)=1$", out.stdout, re.M))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tactile", default=os.path.join(ROOT, ".build/debug/tactile"))
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    if not shutil.which("umockdev-run") or not shutil.which("udevadm"):
        print("measure-udev-parity: skipped: needs umockdev-run and udevadm")
        return 0
    repository = (glob.glob(os.path.join(ROOT, "Traces/devices/*.yaml")) + glob.glob(os.path.join(ROOT, "Traces/devices/*.desc"))
                  + glob.glob(os.path.join(ROOT, "Traces/real/yaml/*.yaml")))
    shared = (glob.glob(os.path.join(SHARED, "hid-dev/*.ev")) + glob.glob(os.path.join(SHARED, "evemu-devices/*.desc"))
              + glob.glob(os.path.join(SHARED, "evemu-data/*.prop")) + glob.glob(os.path.join(SHARED, "pen-dev/*.desc")))
    files = args.files or sorted(repository) + sorted(shared)
    differ = 0
    with tempfile.TemporaryDirectory(prefix="tactile-udev-") as work:
        for path in files:
            udev = udev_types(path, work)
            result = subprocess.run([args.tactile, "devices", "--json", "--trace", path], capture_output=True, text=True)
            try:
                device = json.loads(result.stdout)[0]
            except (ValueError, IndexError):
                print(f"{os.path.relpath(path, ROOT)}: tactile devices failed: {result.stderr.strip()[:200]}")
                differ += 1
                continue
            tactile = set(device["udev"])
            mark = "ok  " if tactile == udev else "DIFF"
            differ += tactile != udev
            print(f"{mark} {os.path.relpath(path, ROOT)}: udev {','.join(sorted(udev)) or '-'}; tactile {','.join(sorted(tactile)) or '-'}"
                  f" -> {device['kind']}: {device['reason'][:120]}")
    print(f"measure-udev-parity: {len(files) - differ} of {len(files)} devices typed as udevadm types them")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
