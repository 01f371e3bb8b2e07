#!/usr/bin/env python3
"""Measures Tactile's footprint on a kiosk beside a bare libevdev reader (the floor), in
one run, through the real libevdev path under umockdev:

- binary size (the self-contained release `tactile` of Tools/package.sh; the reader's C
  binary, dynamically linked against libevdev);
- resident memory of the idle daemon (`tactile run` on a touchscreen that sends nothing)
  and of the daemon under a 10-finger 120 Hz stream (5 s), peak (VmHWM);
- start-up time: from exec to the first touch event on stdout (`tactile events`; the
  reader prints its first event), the events being there from the start;
- the floors of a self-contained Swift program, built the way Tools/package.sh builds
  `tactile` (static standard library, strip --strip-unneeded): `print("hi")`; the same with
  FoundationEssentials (one JSONEncoder use); and a one-subcommand swift-argument-parser
  program (`run --config X`, built with SwiftPM in release), the floor of any command line
  made the way the brief asks: swift-argument-parser imports FoundationEssentials, so its
  7.5 MB come with it whatever Tactile itself imports. Their size and their peak resident
  memory once running (they then sleep);
- of the idle daemon's and the reader's resident memory, how much is written (dirty: heap,
  stacks, relocated data; the kernel cannot drop it without swap) and how much of that is
  anonymous; the rest are clean pages of the executable and the C libraries, which the page
  cache holds and the kernel can reclaim.

Usage: Tools/measure-footprint.py [--tactile PATH] [--markdown]
Needs umockdev-run, cc and libevdev-dev (Tools/ensure-deps.sh installs them); says so and
exits 0 without them. Goals (issue 24): binary under 12 MB, idle daemon under 12 MB
resident, start-up under 50 ms.
"""
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

READER_C = r"""
#include <errno.h>
#include <fcntl.h>
#include <libevdev/libevdev.h>
#include <poll.h>
#include <stdio.h>
#include <unistd.h>
/* The floor: open one evdev node with libevdev and print its touch events, nothing else. */
int main(int argc, char **argv) {
    int fd = open(argv[1], O_RDONLY | O_NONBLOCK);
    struct libevdev *dev = NULL;
    if (fd < 0 || libevdev_new_from_fd(fd, &dev) < 0) { perror(argv[1]); return 1; }
    long count = 0;
    for (;;) {
        struct pollfd p = { .fd = fd, .events = POLLIN };
        if (poll(&p, 1, 3000) <= 0) break;
        struct input_event ev;
        int rc;
        while ((rc = libevdev_next_event(dev, LIBEVDEV_READ_FLAG_NORMAL, &ev)) == LIBEVDEV_READ_STATUS_SUCCESS) {
            if (ev.type == EV_ABS) { printf("%ld.%06ld %d %d\n", (long)ev.input_event_sec, (long)ev.input_event_usec, ev.code, ev.value); fflush(stdout); }
            count++;
        }
        if (rc != -EAGAIN && rc != LIBEVDEV_READ_STATUS_SYNC) break;
    }
    fprintf(stderr, "%ld events\n", count);
    return 0;
}
"""


def skip(why):
    print(f"measure-footprint: skipped: {why}")
    sys.exit(0)


def description(slots):
    """The EP0430M09's evemu description with `slots` multitouch slots."""
    text = open(os.path.join(ROOT, "Traces/real/evemu-devices/EP0430M09.desc")).read()
    return text.replace("A: 2f 0 4 0 0 0", f"A: 2f 0 {slots - 1} 0 0 0")


def stream(seconds, rate=120, fingers=10):
    """Ten fingers circling at `rate` Hz for `seconds`: evemu E: lines."""
    lines, t = [], 1.0
    for k in range(int(seconds * rate)):
        for f in range(fingers):
            a = 2 * math.pi * (f / fingers + k / (rate * 2))
            x = int(640 + 300 * math.cos(a)); y = int(384 + 250 * math.sin(a))
            lines.append(f"E: {t:.6f} 0003 002f {f}")
            if k == 0:
                lines.append(f"E: {t:.6f} 0003 0039 {f + 1}")
            lines.append(f"E: {t:.6f} 0003 0035 {x}")
            lines.append(f"E: {t:.6f} 0003 0036 {y}")
        lines.append(f"E: {t:.6f} 0000 0000 0")
        t += 1 / rate
    return "\n".join(lines) + "\n"


def umockdev_files(tactile, work, name, events_text, slots=10):
    trace = os.path.join(work, f"{name}.evemu")
    open(trace, "w").write(description(slots) + events_text)
    prefix = os.path.join(work, name)
    subprocess.run([tactile, "umockdev", trace, "-o", prefix, "--node", "7"],
                   check=True, capture_output=True)
    return ["-d", prefix + ".umockdev", "-i", f"/dev/input/event7={prefix}.ioctl",
            "-e", f"/dev/input/event7={prefix}.evemu"]


def resident(umock, command, seconds):
    """Peak resident memory (kB) of `command` run for `seconds` under umockdev."""
    script = ("\"$@\" >/dev/null 2>&1 & pid=$!; sleep %s; "
              "grep VmHWM /proc/$pid/status | tr -s ' ' | cut -f2 -d' '; kill -KILL $pid; wait $pid 2>/dev/null; true") % seconds
    # On a loaded machine umockdev-run now and then does not return: such a run is repeated.
    for _ in range(3):
        try:
            out = subprocess.run(["umockdev-run"] + umock + ["--", "sh", "-c", script, "sh"] + command,
                                 capture_output=True, text=True, timeout=seconds + 30)
            break
        except subprocess.TimeoutExpired:
            continue
    else:
        raise SystemExit(f"measure-footprint: umockdev-run never returned for {command}")
    try:
        return int(out.stdout.strip().splitlines()[-1].split()[0])
    except (IndexError, ValueError):
        raise SystemExit(f"measure-footprint: no VmHWM for {command}: {out.stdout} {out.stderr}")


def startup(umock, command, runs=5):
    """Median milliseconds from exec to the first line on stdout, under umockdev."""
    # The reading side stamps the time the moment the first line arrives; signals are reset
    # to their defaults (umockdev-run's threads block them, and children inherit that).
    script = ('start=$(date +%s%N); env --default-signal "$@" 2>/dev/null | '
              '{ read -r line; echo "$start $(date +%s%N)"; cat >/dev/null; }')
    values = []
    # umockdev feeds the node through a socket: on a loaded machine a read can return half an
    # event and libevdev drops the device (EINVAL), so a run that never sees an event is
    # repeated, never counted.
    for _ in range(runs * 3):
        try:
            out = subprocess.run(["umockdev-run"] + umock + ["--", "sh", "-c", script, "sh"] + command,
                                 capture_output=True, text=True, timeout=30)
            start, end = (int(v) for v in out.stdout.split()[:2])
            values.append((end - start) / 1e6)
        except (subprocess.TimeoutExpired, ValueError):
            continue
        if len(values) == runs:
            break
    if not values:
        raise SystemExit(f"measure-footprint: {command[0]} never printed an event under umockdev")
    values.sort()
    return values[len(values) // 2]


SWIFT_FLOORS = [
    ('Swift `print("hi")`, static standard library', 'import Glibc\nprint("hi")\nsleep(2)\n'),
    ("the same with FoundationEssentials (one `JSONEncoder` use)",
     'import FoundationEssentials\nimport Glibc\nprint(String(decoding: try! JSONEncoder().encode([1]), as: UTF8.self))\nsleep(2)\n'),
]


def peak_resident(command, seconds=1.5):
    """Peak resident memory (kB) of `command` after `seconds`, then killed."""
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(seconds)
    peak = next(int(line.split()[1]) for line in open(f"/proc/{child.pid}/status") if line.startswith("VmHWM"))
    child.kill()
    child.wait()
    return peak


def idle_memory(umock, command, seconds=2):
    """(written kB, anonymous kB) of the idle `command` under umockdev, or None: written is
    Private_Dirty + Shared_Dirty of /proc/PID/smaps_rollup, anonymous is RssAnon (heap, stacks)."""
    script = ("\"$@\" >/dev/null 2>&1 & pid=$!; sleep %s; "
              "grep -E '^(Shared_Dirty|Private_Dirty):' /proc/$pid/smaps_rollup; grep RssAnon /proc/$pid/status; "
              "kill -KILL $pid; wait $pid 2>/dev/null; true") % seconds
    for _ in range(3):
        try:
            out = subprocess.run(["umockdev-run"] + umock + ["--", "sh", "-c", script, "sh"] + command,
                                 capture_output=True, text=True, timeout=seconds + 30)
        except subprocess.TimeoutExpired:
            continue
        values = {}
        for line in out.stdout.splitlines():
            parts = line.split()
            if len(parts) >= 2 and parts[1].isdigit():
                values[parts[0].rstrip(":")] = int(parts[1])
        if {"Shared_Dirty", "Private_Dirty", "RssAnon"} <= values.keys():
            return values["Shared_Dirty"] + values["Private_Dirty"], values["RssAnon"]
    return None


ARGUMENT_PARSER_PACKAGE = """// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "floor",
  dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")],
  targets: [.executableTarget(name: "floor", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])])
"""

ARGUMENT_PARSER_MAIN = """import ArgumentParser
import Glibc
struct Run: ParsableCommand {
  @Option var config: String = "tactile.yaml"
  mutating func run() throws { print("run \\(config)"); sleep(2) }
}
struct Floor: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "floor", subcommands: [Run.self])
}
Floor.main()
"""


def argument_parser_floor(work):
    """The swift-argument-parser floor (name, bytes, peak kB), or None when it does not build."""
    package = os.path.join(work, "argument-parser-floor")
    os.makedirs(os.path.join(package, "Sources", "floor"))
    open(os.path.join(package, "Package.swift"), "w").write(ARGUMENT_PARSER_PACKAGE)
    open(os.path.join(package, "Sources", "floor", "main.swift"), "w").write(ARGUMENT_PARSER_MAIN)
    built = subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--package-path", package],
                           capture_output=True, text=True)
    if built.returncode != 0:
        return None
    path = os.path.join(work, "floor-argument-parser")
    shutil.copy(os.path.join(package, ".build", "release", "floor"), path)
    subprocess.run(["strip", "--strip-unneeded", path], check=True)
    return ("a swift-argument-parser command line (`floor run --config X`; it imports FoundationEssentials)",
            os.path.getsize(path), peak_resident([path, "run", "--config", "x"]))


def swift_floors(work):
    """Sizes (bytes) of SWIFT_FLOORS built like the release `tactile`; [] without swiftc."""
    if not shutil.which("swiftc"):
        return []
    sizes = []
    for n, (name, source) in enumerate(SWIFT_FLOORS):
        path = os.path.join(work, f"floor{n}")
        open(path + ".swift", "w").write(source)
        built = subprocess.run(["swiftc", "-O", "-static-stdlib", "-o", path, path + ".swift"], capture_output=True, text=True)
        if built.returncode != 0:
            return []
        subprocess.run(["strip", "--strip-unneeded", path], check=True)
        sizes.append((name, os.path.getsize(path), peak_resident([path])))
    floor = argument_parser_floor(work) if shutil.which("swift") else None
    if floor:
        sizes.append(floor)
    return sizes


def main():
    args = sys.argv[1:]
    tactile = os.path.join(ROOT, "out", "tactile")
    if "--tactile" in args:
        tactile = args[args.index("--tactile") + 1]
    for tool in ("umockdev-run", "cc", "pkg-config"):
        if not shutil.which(tool):
            skip(f"{tool} is not installed")
    if not os.access(tactile, os.X_OK):
        skip(f"no release tactile at {tactile} (Tools/package.sh builds it)")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libevdev"], capture_output=True, text=True)
    if flags.returncode != 0:
        skip("libevdev-dev is not installed")
    with tempfile.TemporaryDirectory() as work:
        reader = os.path.join(work, "evdev-reader")
        open(reader + ".c", "w").write(READER_C)
        subprocess.run(["cc", "-O2", "-o", reader, reader + ".c"] + flags.stdout.split(), check=True)
        subprocess.run(["strip", reader], check=True)
        config = os.path.join(work, "kiosk.yaml")
        open(config, "w").write("devices: {paths: [/dev/input/event7]}\noutput: {stdout: true}\n")
        idle = umockdev_files(tactile, work, "idle", "E: 1.000000 0000 0000 0\n")
        busy = umockdev_files(tactile, work, "busy", stream(5))
        daemon = [tactile, "run", "--config", config]
        rows = [
            ("binary size", f"{os.path.getsize(tactile) / 1e6:.1f} MB", f"{os.path.getsize(reader) / 1e3:.1f} kB", "< 12 MB"),
            ("resident memory, idle daemon (peak)", f"{resident(idle, daemon, 2) / 1024:.1f} MB",
             f"{resident(idle, [reader, '/dev/input/event7'], 2) / 1024:.1f} MB", "< 12 MB"),
            ("resident memory, 10 fingers at 120 Hz for 5 s (peak)", f"{resident(busy, daemon, 6) / 1024:.1f} MB",
             f"{resident(busy, [reader, '/dev/input/event7'], 6) / 1024:.1f} MB", "—"),
            ("start-up to the first event (median of 5)", f"{startup(busy, [tactile, 'events', '/dev/input/event7', '--idle-timeout', '3']):.0f} ms",
             f"{startup(busy, [reader, '/dev/input/event7']):.0f} ms", "< 50 ms"),
        ]
        memory = idle_memory(idle, daemon)
        reader_memory = idle_memory(idle, [reader, '/dev/input/event7'])
        if memory and reader_memory:
            rows.insert(2, ("written memory, idle daemon (dirty pages: not reclaimable)", f"{memory[0] / 1024:.1f} MB",
                            f"{reader_memory[0] / 1024:.1f} MB", "—"))
        floors = swift_floors(work)
    if "--markdown" in args:
        print("| figure | tactile | bare libevdev reader (the floor) | goal |")
        print("|---|---|---|---|")
        for r in rows:
            print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]} |")
        if floors:
            print()
            print("| self-contained Swift program (the floor of any Swift binary) | size | resident memory (peak) |")
            print("|---|---|---|")
            for name, size, peak in floors:
                print(f"| {name} | {size / 1e6:.1f} MB | {peak / 1024:.1f} MB |")
        if memory is not None:
            print()
            print(f"Of the idle daemon's resident memory, {memory[0] / 1024:.1f} MB is written (dirty: heap, stacks,"
                  f" relocated data; {memory[1] / 1024:.1f} MB of it anonymous); the rest are clean pages of the executable"
                  " and the C libraries, which the page cache holds and the kernel can drop. The kernel maps file"
                  " pages in blocks around each page used, so about half of a static Swift binary is resident"
                  " however little of it runs: compare the floors.")
    else:
        for r in rows:
            print(f"{r[0]:55} tactile {r[1]:>10}   reader {r[2]:>10}   goal {r[3]}")
        for name, size, peak in floors:
            print(f"floor: {name:60} {size / 1e6:.1f} MB, {peak / 1024:.1f} MB resident")
        if memory is not None:
            print(f"idle daemon: {memory[0] / 1024:.1f} MB written, {memory[1] / 1024:.1f} MB anonymous resident memory")
    return 0


if __name__ == "__main__":
    sys.exit(main())
