#!/usr/bin/env python3
"""Measures Tactile's gestures against labelled recordings of real hands.

Usage: Tools/eval-real-hands.py [--tactile PATH] [--data DIR] [--verbose] [-- EXTRA REPLAY OPTIONS]

DIR (default ../shared/traces/hid-dev beside the repository) holds evemu recordings
(`*.ev`) and two label files made from finger geometry (see that folder's README):
`two-finger-segments.jsonl` (runs of frames with the same two contacts down, labelled
pinch / rotate / pan2 / jumpy / none) and `one-finger-touches.jsonl` (lone touches
labelled tap / press / drag). The recordings have no licence we can rely on, so they
are never copied into the repository: when DIR is absent this script says so and
exits 0 (CI machines without the folder skip it).

What counts as right, per labelled moment [t0, t1] (event times of the recording,
which are also replay's `t`):
- pinch: the pinch gestures during the moment multiply to the label's scale within 5%;
- rotate: the rotate gestures add up to the label's rotation within 5 degrees
  (and, when the label's scale is off 1 by more than 5%, the pinches match it too);
- pan2: a pan with 2 fingers runs during the moment and no pinch or rotate begins;
- jumpy (an optical panel swapping or merging the two contacts between frames): the jump
  is no gesture: the pinches stay within 10% of scale 1 and the rotations within 10 degrees;
- tap: a one-finger tap is recognized; drag: a pan runs, and a swipe only when the
  release speed over the last 60 ms is at least 100 mm/s (an ordinary scroll is no flick).
Prints one line per moment and a summary; exit 1 when any labelled moment is wrong.
"""
import json
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def parse_args(argv):
    opts = {"tactile": os.path.join(ROOT, ".build", "debug", "tactile"),
            "data": os.path.join(os.path.dirname(ROOT), "shared", "traces", "hid-dev"),
            "verbose": False, "extra": []}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--tactile":
            opts["tactile"] = argv[i + 1]; i += 2
        elif a == "--data":
            opts["data"] = argv[i + 1]; i += 2
        elif a == "--verbose":
            opts["verbose"] = True; i += 1
        elif a == "--":
            opts["extra"] = argv[i + 1:]; break
        else:
            sys.exit(f"eval-real-hands: unknown argument {a!r} (see the docstring)")
    return opts


def replay(opts, path):
    out = subprocess.run([opts["tactile"], "replay", "--json", path] + opts["extra"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"eval-real-hands: tactile replay {path} failed: {out.stderr.strip()}")
    return [json.loads(l) for l in out.stdout.splitlines() if l.startswith("{")]


def instances(events, kind, t0, t1):
    """Per gesture instance of `kind` overlapping [t0, t1]: its last value inside it."""
    found, current = [], None
    for e in events:
        if e.get("gesture") != kind:
            continue
        if e["phase"] == "began":
            current = {"began": e["t"], "last": e, "fingers": {e["fingers"]}}
        elif current is not None:
            if e["t"] <= t1 + 0.02:
                current["last"] = e
            current["fingers"].add(e["fingers"])
            if e["phase"] in ("ended", "cancelled"):
                current["end"] = e["t"]
                found.append(current); current = None
    if current is not None:
        current["end"] = math.inf
        found.append(current)
    return [g for g in found if g["began"] <= t1 and g["end"] >= t0 - 0.02]


def product_scale(events, t0, t1):
    s = 1.0
    for g in instances(events, "pinch", t0, t1):
        if g["began"] >= t0 - 0.3:
            s *= g["last"].get("scale", 1)
    return s


def total_rotation_deg(events, t0, t1):
    r = 0.0
    for g in instances(events, "rotate", t0, t1):
        if g["began"] >= t0 - 0.3:
            r += math.degrees(g["last"].get("rotation", 0))
    return r


def main():
    opts = parse_args(sys.argv[1:])
    data = opts["data"]
    if not os.path.isdir(data):
        print(f"eval-real-hands: {data} is absent: nothing to measure (skipped)")
        return 0
    if not os.access(opts["tactile"], os.X_OK):
        sys.exit(f"eval-real-hands: no tactile binary at {opts['tactile']} (swift build --product tactile)")
    segments = [json.loads(l) for l in open(os.path.join(data, "two-finger-segments.jsonl"))]
    touches = [json.loads(l) for l in open(os.path.join(data, "one-finger-touches.jsonl"))]
    cache = {}

    def events_of(name):
        if name not in cache:
            cache[name] = replay(opts, os.path.join(data, name))
        return cache[name]

    right = wrong = 0
    for seg in segments:
        label = seg["label"]
        if label not in ("pinch", "rotate", "pan2", "jumpy"):
            continue
        ev = events_of(seg["file"])
        t0, t1 = seg["t0"], seg["t1"]
        scale = product_scale(ev, t0, t1)
        rot = total_rotation_deg(ev, t0, t1)
        pans = [g for g in instances(ev, "pan", t0, t1) if 2 in g["fingers"]]
        if label == "pinch":
            ok = abs(scale / seg["scale"] - 1) <= 0.05
        elif label == "rotate":
            ok = abs(rot - seg["rotation_deg"]) <= 5
            if abs(seg["scale"] - 1) > 0.05:
                ok = ok and abs(scale / seg["scale"] - 1) <= 0.05
        elif label == "jumpy":
            ok = abs(scale - 1) <= 0.10 and abs(rot) <= 10
        else:
            began_inside = [g for g in instances(ev, "pinch", t0, t1) + instances(ev, "rotate", t0, t1)
                            if t0 - 0.02 <= g["began"] <= t1]
            ok = bool(pans) and not began_inside
        right += ok; wrong += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {label:6} {seg['file']:36} t0={t0:.3f} label scale {seg['scale']:.3f} "
              f"rot {seg['rotation_deg']:7.2f} | ours scale {scale:.3f} rot {rot:7.2f} 2-finger pan {'yes' if pans else 'no'}")
    for tch in touches:
        ev = events_of(tch["file"])
        t0, t1 = tch["t0"], tch["t1"]
        near = [e for e in ev if t0 - 0.02 <= e["t"] <= t1 + 1.0]
        taps = [e for e in near if e.get("gesture") == "tap" and e["fingers"] == 1 and e["t"] <= t1 + 0.5]
        pans = [e for e in near if e.get("gesture") == "pan" and e["t"] <= t1 + 0.02]
        swipes = [e for e in near if e.get("gesture") == "swipe" and e["t"] <= t1 + 0.02]
        if tch["label"] == "tap":
            ok = bool(taps) and not pans
        elif tch["label"] == "drag":
            ok = bool(pans) and (not swipes or tch["release_mm_s"] >= 100)
        else:
            ok = not pans and not swipes
        right += ok; wrong += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {tch['label']:6} {tch['file']:36} t0={t0:.3f} release {tch['release_mm_s']} mm/s"
              f" | taps {len(taps)} pan events {len(pans)} swipes {len(swipes)}")
    print(f"real hands: {right} of {right + wrong} labelled moments right")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
