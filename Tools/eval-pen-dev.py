#!/usr/bin/env python3
"""Checks Tactile's pen frames against counts made from the raw events of real pen recordings.

Usage: Tools/eval-pen-dev.py [--tactile PATH] [--data DIR] [--verbose]

DIR (default ../shared/traces/pen-dev beside the repository) holds evemu recordings of pen
tablets and pen displays (`*.events`, with a `DEVICE.desc` beside those that carry no
description). When DIR is absent the script says so and exits 0 (machines without it skip).

From the raw events (rules of Docs/PENS.md, counted independently of Tactile's code):
- in proximity: a BTN_TOOL_PEN/RUBBER/BRUSH/PENCIL/AIRBRUSH bit is set; a device that never
  sends one is in proximity once coordinates arrive;
- a stroke: a tip-down period (BTN_TOUCH 1 while in proximity), an eraser stroke one with
  BTN_TOOL_RUBBER; a hover period: a proximity period with at least one report with the tip up;
- max pressure: the highest ABS_PRESSURE while the tip is down, normalised as Docs/PENS.md says
  (zero at the rest offset + 1 % of the range, 1 at the axis maximum);
- tilt: whether ABS_TILT_X/Y events come.
From `tactile replay --frames`: strokes = frames with "tipChange":"down" (eraser: with "tool":"eraser"),
proximity periods = "phase":"began", hover periods = pen ids with a frame with "tip":false that
is not their last, max pressure, tilt present and within +-90 degrees, pressure within 0...1.
Prints one line per file and a summary; exit 1 when any count differs.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TOOLS = {0x140: "pen", 0x141: "eraser", 0x142: "brush", 0x143: "pencil", 0x144: "airbrush"}
BTN_TOUCH, ABS_X, ABS_Y, ABS_PRESSURE, ABS_TILT_X, ABS_TILT_Y = 0x14A, 0, 1, 0x18, 0x1A, 0x1B


def parse_args(argv):
    opts = {"tactile": os.path.join(ROOT, ".build", "debug", "tactile"),
            "data": os.path.join(os.path.dirname(ROOT), "shared", "traces", "pen-dev"), "verbose": False}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--tactile", "--data") and i + 1 < len(argv):
            opts[a[2:]] = argv[i + 1]; i += 2
        elif a == "--verbose":
            opts["verbose"] = True; i += 1
        else:
            sys.exit(f"eval-pen-dev: unknown argument {a}\n" + __doc__)
    return opts


def pressure_axis(paths):
    """(min, max) of ABS_PRESSURE from the `A: 18 MIN MAX ...` line of the description."""
    for path in paths:
        with open(path, errors="replace") as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 4 and parts[0] == "A:" and int(parts[1], 16) == ABS_PRESSURE:
                    return int(parts[2]), int(parts[3])
    return None


def raw_counts(paths):
    axis = pressure_axis(paths)
    events = []
    for path in paths:
        with open(path, errors="replace") as f:
            for line in f:
                if line.startswith("E:"):
                    p = line.split()
                    events.append((int(p[2], 16), int(p[3], 16), int(p[4])))
    any_tool = any(t == 1 and c in TOOLS for t, c, _ in events)
    tools, tip, coords, pressure, tilt = set(), False, False, 0, False
    near = was_tip = False
    c = {"strokes": 0, "eraser": 0, "proximity": 0, "hover": 0, "max_pressure": None, "tilt": False}
    hovered = False
    offset = None
    for t, code, v in events:
        if t == 1 and code in TOOLS:
            (tools.add if v else tools.discard)(code)
        elif t == 1 and code == BTN_TOUCH:
            tip = v != 0
        elif t == 3 and code in (ABS_X, ABS_Y):
            coords = True
        elif t == 3 and code == ABS_PRESSURE:
            pressure = v
        elif t == 3 and code in (ABS_TILT_X, ABS_TILT_Y):
            tilt = True
        elif t == 0 and code == 0:  # SYN_REPORT
            now_near = bool(tools) or (not any_tool and (coords or tip))
            down = now_near and tip
            if now_near and not near:
                c["proximity"] += 1
                hovered = False
                if axis:
                    rest_ok = pressure - axis[0] <= 0.2 * (axis[1] - axis[0])
                    offset = pressure if (not down and rest_ok) else axis[0]
            if now_near and not down and not hovered:
                hovered = True
                c["hover"] += 1
            if now_near and not down and axis and pressure < offset:
                offset = pressure
            if down and not was_tip:
                c["strokes"] += 1
                if 0x141 in tools:
                    c["eraser"] += 1
            if down and axis:
                zero = offset + 0.01 * (axis[1] - axis[0])
                value = min(max((pressure - zero) / max(1, axis[1] - zero), 0), 1)
                c["max_pressure"] = max(c["max_pressure"] or 0, value)
            if tilt and now_near:
                c["tilt"] = True
            near, was_tip = now_near, down
    if axis and c["max_pressure"] is None:
        c["max_pressure"] = 0.0
    return c


def frame_counts(tactile, paths):
    run = subprocess.run([tactile, "replay", "--frames", *paths], capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip()
    c = {"strokes": 0, "eraser": 0, "proximity": 0, "hover": 0, "max_pressure": None, "tilt": False}
    hovered, problems = set(), []
    for line in run.stdout.splitlines():
        f = json.loads(line)
        if f.get("kind") != "pen":
            continue
        if f["phase"] == "began":
            c["proximity"] += 1
        if f.get("tipChange") == "down":
            c["strokes"] += 1
            if f["tool"] == "eraser":
                c["eraser"] += 1
        if not f["tip"] and f["phase"] not in ("ended", "cancelled") and f["id"] not in hovered:
            hovered.add(f["id"]); c["hover"] += 1
        if "pressure" in f:
            p = f["pressure"]
            if not 0 <= p <= 1:
                problems.append(f"pressure {p} outside 0...1 at t={f['t']}")
            if f["tip"]:
                c["max_pressure"] = max(c["max_pressure"] or 0, p)
        if "tilt" in f:
            c["tilt"] = True
            if any(abs(a) > 90 for a in f["tilt"]):
                problems.append(f"tilt {f['tilt']} beyond 90 degrees at t={f['t']}")
    if c["max_pressure"] is None and any(x in run.stdout for x in ('"pressure"',)):
        c["max_pressure"] = 0.0
    return c, problems


def main():
    opts = parse_args(sys.argv[1:])
    data = opts["data"]
    if not os.path.isdir(data):
        print(f"eval-pen-dev: {data} is absent: nothing to measure (skipped)")
        return 0
    if not os.access(opts["tactile"], os.X_OK):
        sys.exit(f"eval-pen-dev: no tactile at {opts['tactile']}: swift build --product tactile first")
    files = sorted(f for f in os.listdir(data) if f.endswith(".events"))
    wrong = 0
    for name in files:
        desc = os.path.join(data, name.split(".")[0] + ".desc")
        paths = ([desc] if os.path.exists(desc) else []) + [os.path.join(data, name)]
        raw = raw_counts(paths)
        got, problems = frame_counts(opts["tactile"], paths)
        if got is None:
            print(f"FAIL {name}: replay failed: {problems}")
            wrong += 1
            continue
        diffs = []
        for key in ("strokes", "eraser", "proximity", "hover", "tilt"):
            if raw[key] != got[key]:
                diffs.append(f"{key} raw {raw[key]} frames {got[key]}")
        if (raw["max_pressure"] is None) != (got["max_pressure"] is None) or (
                raw["max_pressure"] is not None and abs(raw["max_pressure"] - got["max_pressure"]) > 0.0015):
            diffs.append(f"max pressure raw {raw['max_pressure']} frames {got['max_pressure']}")
        diffs += problems
        ok = not diffs
        wrong += 0 if ok else 1
        mp = "-" if got["max_pressure"] is None else f"{got['max_pressure']:.3f}"
        print(f"{'OK  ' if ok else 'FAIL'} {name}: strokes {got['strokes']} (eraser {got['eraser']}), proximity {got['proximity']}, "
              f"hover {got['hover']}, max pressure {mp}, tilt {'yes' if got['tilt'] else 'no'}")
        for d in diffs:
            print(f"     {d}")
    print(f"eval-pen-dev: {len(files) - wrong} of {len(files)} recordings right (strokes, eraser strokes, proximity and "
          f"hover periods, max pressure, tilt)")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
