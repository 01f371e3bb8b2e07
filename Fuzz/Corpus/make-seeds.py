#!/usr/bin/env python3
"""Regenerates Fuzz/Corpus, the seed inputs of the libFuzzer targets, from Traces/.

    python3 Fuzz/Corpus/make-seeds.py

Text targets get (truncated) real and generated traces, configurations and layouts.
The binary targets get real recordings and scripted gestures *encoded the way
FuzzSupport decodes bytes* (EventDecoder, FrameDecoder, FuzzDevice.all): keep this
file in step with those when they change. Seeds are capped at 8 KiB each. Files named
`bug*` (inputs of fixed findings) are kept, not regenerated.
"""
import math
import pathlib
import re
import struct

ROOT = pathlib.Path(__file__).resolve().parents[2]
TRACES = ROOT / "Traces"
CORPUS = ROOT / "Fuzz" / "Corpus"
MAX = 8192


def cut(data: bytes, limit: int = MAX) -> bytes:
    """At most `limit` bytes, ending at a line end."""
    if len(data) <= limit:
        return data
    end = data.rfind(b"\n", 0, limit)
    return data[: end + 1] if end > 0 else data[:limit]


def write(target: str, name: str, data: bytes) -> None:
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data[:MAX])


# ---------------------------------------------------------------- trace readers

def trace_seeds() -> None:
    devices = TRACES / "real" / "evemu-devices"
    for desc in sorted(devices.glob("*.desc")):
        stem = desc.name[: -len(".desc")]
        for events in sorted(devices.glob(stem + ".*.events")):
            d = desc.read_bytes()
            tag = events.name[len(stem) + 1 : -len(".events")]
            write("FuzzEvemu", f"pair-{stem}-{tag}", d + b"\0" + cut(events.read_bytes(), MAX - len(d) - 1))
            write("FuzzEvemu", f"combined-{stem}-{tag}", cut(events.read_bytes()))
    data = TRACES / "real" / "evemu-data"
    for prop in sorted(data.glob("*.prop")):
        p = prop.read_bytes()
        e = prop.with_suffix(".event").read_bytes()
        write("FuzzEvemu", f"pair-{prop.stem}", p + b"\0" + cut(e, MAX - len(p) - 1))
    for yaml in sorted((TRACES / "real" / "yaml").glob("*.yaml")):
        write("FuzzLibinputRecord", "real-" + yaml.stem, cut(yaml.read_bytes()))
    for name in ["tap-single", "tap-double-single-touch", "pinch-protocol-a", "mouse-400dpi", "edge-swipe-left"]:
        write("FuzzLibinputRecord", "generated-" + name, cut((TRACES / "generated" / f"{name}.yaml").read_bytes()))


# ---------------------------------------------------------------- event streams

# FuzzDevice.all, as EventDecoder sees them: abs codes (sorted) with ranges, key and rel codes.
FUZZ_DEVICES = {
    "B10": dict(index=0, abs={0x00: (0, 4095), 0x01: (0, 2303), 0x18: (0, 255), 0x2F: (0, 9), 0x30: (0, 255),
                              0x35: (0, 4095), 0x36: (0, 2303), 0x39: (0, 65535), 0x3A: (0, 255)},
                keys=[0x145, 0x14A, 0x110, 0x14A], rels=[0x00]),
    "A": dict(index=2, abs={0x00: (0, 9600), 0x01: (0, 7200), 0x30: (0, 100), 0x35: (0, 9600), 0x36: (0, 7200)},
              keys=[0x14A, 0x110, 0x14A], rels=[0x00]),
    "mouse": dict(index=5, abs={}, keys=[0x110, 0x111, 0x112, 0x113, 0x114, 0x115, 0x116, 0x117, 0x110, 0x14A],
                  rels=[0x00, 0x01, 0x06, 0x08, 0x0B, 0x0C, 0x00]),
}
EV_SYN, EV_KEY, EV_REL, EV_ABS = 0, 1, 2, 3


def read_evemu(path: pathlib.Path):
    """(absinfo ranges by code, [(µs, type, code, value)]) from an evemu file."""
    ranges, events = {}, []
    for line in path.read_text(errors="replace").splitlines():
        if line.startswith("A:"):
            f = line.split()
            ranges[int(f[1], 16)] = (int(f[2]), int(f[3]))
        elif line.startswith("E:"):
            f = line.split()
            sec, usec = f[1].split(".")
            events.append((int(sec) * 1_000_000 + int(usec), int(f[2], 16), int(f[3], 16), int(f[4])))
    return ranges, events


def abs_value_bytes(code: int, value: int, target) -> bytes:
    """Bytes that EventDecoder.absValue turns into `value`."""
    if code == 0x39:
        return bytes([0]) if value < 0 else bytes([96 + value % 12])
    lo, hi = target["abs"][code]
    span = max(1, hi - lo)
    width = span + span // 5
    r = max(0, min(65535, math.ceil((value - lo + span // 10) * 65535 / width)))
    for candidate in (r, r - 1, r + 1):  # integer rounding: pick the exact one if any
        if 0 <= candidate <= 65535 and lo - span // 10 + (candidate * width) // 65535 == value:
            r = candidate
            break
    return bytes([0]) + struct.pack("<H", r)


def encode_one(dt: int, event, source_ranges, target):
    """EventDecoder bytes for one (µs, type, code, value) event `dt` µs after the previous
    one, on FuzzDevice `target`; None for events the target does not have."""
    (_, type_, code, value) = event
    abs_codes = sorted(target["abs"])
    if type_ == EV_SYN and code in (0, 2):
        kind, payload = (0 if code == 0 else 5), b""
    elif type_ == EV_ABS and code in target["abs"]:
        if code not in (0x39, 0x2F) and code in source_ranges:
            (slo, shi), (tlo, thi) = source_ranges[code], target["abs"][code]
            value = tlo + round((value - slo) * (thi - tlo) / max(1, shi - slo))
        if code == 0x2F and value > target["abs"][0x2F][1]:
            return None
        kind, payload = 1, bytes([abs_codes.index(code)]) + abs_value_bytes(code, value, target)
    elif type_ == EV_KEY and code in target["keys"]:
        kind, payload = 3, bytes([target["keys"].index(code), value % 3])
    elif type_ == EV_REL and code in target["rels"]:
        v = bytes([value & 0xFF]) if -128 <= value <= 127 and value != -1 else b"\xff" + struct.pack("<i", value)
        kind, payload = 4, bytes([target["rels"].index(code)]) + v
    else:
        return None
    if dt <= 0:
        return bytes([kind]) + payload
    if dt < 25_600:
        return bytes([(12 << 3) | kind, round(dt / 100)]) + payload
    return bytes([(24 << 3) | kind]) + struct.pack("<H", min(65535, round(dt / 1000))) + payload


def encode_events(events, source_ranges, target):
    """EventDecoder bytes for each event the target has, time deltas included."""
    last = None
    for event in events:
        encoded = encode_one(0 if last is None else event[0] - last, event, source_ranges, target)
        if encoded is not None:
            last = event[0]
            yield encoded


def stream_seeds() -> None:
    recordings = [
        ("EP0430M09.2-finger-scroll-down", "evemu-devices/EP0430M09.2-finger-scroll-down.events", "B10"),
        ("EP0430M09.2-fingers-touch-release", "evemu-devices/EP0430M09.2-fingers-touch-release.events", "B10"),
        ("Atmel-fast-taps", "evemu-devices/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events", "B10"),
        ("QUANTA-touch-hover", "evemu-devices/QUANTA_OpticalTouchScreen.touch-hover.events", "B10"),
        ("wetab", "evemu-data/wetab.event", "B10"),
        ("ntrig-protocol-A", "evemu-data/ntrig-dell-xt2.event", "A"),
        ("Saitek-mouse", "evemu-devices/Saitek_Cyborg_R.A.T.5_Mouse.events", "mouse"),
    ]
    for name, path, device in recordings:
        ranges, events = read_evemu(TRACES / "real" / path)
        target = FUZZ_DEVICES[device]
        encoded = b"".join(encode_events(events, ranges, target))
        # FrameAssemblerWorkload: device, default screen, first touch id 1.
        write("FuzzFrameAssembler", name, bytes([target["index"], 0, 1]) + encoded)
        # EngineWorkload: standard gestures + example layout, default screen, one device;
        # each step starts with an op byte (0 = device 0).
        steps = b"".join(b"\0" + e for e in encode_events(events, ranges, target))
        write("FuzzEngine", name, bytes([0, 0, 0, target["index"]]) + steps)
    # Touch and mouse together on one engine (two devices, merged by time, one clock).
    r1, touch = read_evemu(TRACES / "real/evemu-devices/EP0430M09.2-finger-scroll-down.events")
    r2, mouse = read_evemu(TRACES / "real/evemu-devices/Saitek_Cyborg_R.A.T.5_Mouse.events")
    merged = sorted([(e[0] - touch[0][0], 0, e) for e in touch] + [(e[0] - mouse[0][0], 1, e) for e in mouse])
    out, last = bytearray([0, 0, 1, 0, 5]), 0
    for (t, dev, event) in merged:
        source, target = (r1, FUZZ_DEVICES["B10"]) if dev == 0 else (r2, FUZZ_DEVICES["mouse"])
        encoded = encode_one(t - last, event, source, target)
        if encoded is not None:
            out += bytes([dev]) + encoded
            last = t
    write("FuzzEngine", "touch-and-mouse", bytes(out))


# ---------------------------------------------------------------- gesture frames

class Frames:
    """FrameDecoder (well-formed mode) bytes for a scripted touch sequence."""

    def __init__(self, configuration: int = 0):
        self.out = bytearray([configuration])  # setup: configuration, well-formed, 1920x1080, 16 touches
        self.down = []

    @staticmethod
    def coordinate(v: float) -> bytes:
        return struct.pack("<H", max(0, min(65535, round((v + 140) / 2200 * 65535))))

    def frame(self, dt_ms: float = 8, moves=None, ends=(), arrive=()):
        """One frame: `moves` maps finger -> (dx, dy) in pt; `ends` lists fingers lifted."""
        moves = moves or {}
        ticks = round(dt_ms * 5)  # 0.2 ms units below 40 ms, else 50 ms steps
        self.out.append(ticks if ticks < 200 else min(255, 199 + round(dt_ms / 50)))
        kept = []
        for finger in self.down:
            if finger in ends:
                self.out.append(0)
            elif finger in moves:
                dx, dy = moves[finger]
                self.out += bytes([100, round(dx * 10) & 0xFF, round(dy * 10) & 0xFF])
                kept.append(finger)
            else:
                self.out.append(50)
                kept.append(finger)
        self.down = kept
        assert len(arrive) <= 3
        self.out.append([0, 229, 234, 235][len(arrive)])
        for (finger, x, y) in arrive:
            self.out += self.coordinate(x) + self.coordinate(y)
            self.down.append(finger)
        self.out.append(0)  # no advance between frames
        return self

    def lift(self):
        return self.frame(ends=tuple(self.down))


def gesture_seeds() -> None:
    def tap(f, x=500, y=500, fingers=1, hold=6):
        f.frame(arrive=[(i, x + 40 * i, y) for i in range(fingers)])
        for _ in range(hold):
            f.frame()
        return f.lift()

    write("FuzzGestures", "tap", bytes(tap(Frames()).out))
    f = tap(Frames()); f.frame(dt_ms=150); write("FuzzGestures", "double-tap", bytes(tap(f).out))
    write("FuzzGestures", "two-finger-tap", bytes(tap(Frames(), fingers=2).out))
    write("FuzzGestures", "three-finger-tap", bytes(tap(Frames(), fingers=3).out))
    f = Frames().frame(arrive=[(0, 700, 400)])
    for _ in range(14):
        f.frame(dt_ms=50)
    write("FuzzGestures", "long-press", bytes(f.lift().out))
    f = Frames().frame(arrive=[(0, 300, 300)])
    for _ in range(30):
        f.frame(moves={0: (5, 2)})
    write("FuzzGestures", "pan", bytes(f.lift().out))
    f = Frames().frame(arrive=[(0, 800, 500), (1, 1000, 500)])
    for _ in range(30):
        f.frame(moves={0: (-5, 0), 1: (5, 0)})
    write("FuzzGestures", "pinch", bytes(f.lift().out))
    f = Frames(configuration=3).frame(arrive=[(0, 800, 500), (1, 1000, 500)])
    for i in range(40):
        a0, a1 = math.radians(3 * i), math.radians(3 * (i + 1))
        d = [(100 * (math.cos(a1) - math.cos(a0)), 100 * (math.sin(a1) - math.sin(a0)))]
        f.frame(moves={0: (-d[0][0], -d[0][1]), 1: d[0]})
    write("FuzzGestures", "rotate-transform-policy", bytes(f.lift().out))
    f = Frames().frame(arrive=[(0, 900, 800)])
    for _ in range(10):
        f.frame(moves={0: (0, -12.7)})
    write("FuzzGestures", "swipe-up", bytes(f.lift().out))
    f = Frames(configuration=1).frame(arrive=[(0, 200, 200), (1, 240, 200), (2, 280, 200)])
    for _ in range(10):
        f.frame(moves={0: (12.7, 0), 1: (12.7, 0), 2: (12.7, 0)})
    write("FuzzGestures", "three-finger-swipe-in-region", bytes(f.lift().out))
    f = Frames().frame(arrive=[(0, 2, 500)])
    for _ in range(12):
        f.frame(moves={0: (8, 0)})
    write("FuzzGestures", "edge-swipe", bytes(f.lift().out))
    f = Frames()
    for k in range(4):
        f.frame(arrive=[(3 * k + i, 300 + 120 * (3 * k + i), 500) for i in range(3 if k < 3 else 1)])
    for _ in range(20):
        f.frame(moves={i: (3, (-1) ** i * 2) for i in range(10)})
    write("FuzzGestures", "ten-fingers", bytes(f.lift().out))
    write("FuzzGestures", "hair-trigger-pinch", bytes([2]) + bytes(Frames().frame(arrive=[(0, 800, 500), (1, 1000, 500)])
                                                                    .frame(moves={0: (-1, 0), 1: (1, 0)}).lift().out[1:]))
    # Hostile mode (setup bit 3): a few frames of anything.
    write("FuzzGestures", "hostile", bytes([8]) + bytes((i * 37 + 11) % 256 for i in range(400)))


# ---------------------------------------------------------------- configurations and layouts

CONFIGS = {
    "readme.yaml": """screen: {width: 1280, height: 800, scale: 1, rotation: 0, millimetres: [216, 135]}
gestures:
  pinchRotatePolicy: rotationDeadZone
pointer: {speed: 0, dpi: 1000, profile: adaptive, magnetism: true, overrideModifier: alt}
""",
    "gestures.json": """{"gestures": {"recognizers": [
   {"kind": "tap"}, {"kind": "doubleTap", "maximumIntervalMilliseconds": 250},
   {"kind": "pan", "name": "scroll", "region": "list", "minimumDistanceMillimetres": 2},
   {"kind": "swipe", "fingers": 3, "directions": ["left", "right"]}],
 "regions": [{"name": "list", "xPoints": 0, "yPoints": 100, "widthPoints": 400, "heightPoints": 700}],
 "relations": [{"first": "scroll", "relation": "requiresFailureOf", "second": "swipe"}],
 "pinchRotatePolicy": "rotationDeadZone"}}
""",
    "all-recognizers.yaml": """gestures:
  velocityWindowMilliseconds: 80
  transitionLogCapacity: 16
  recognizers:
    - {kind: tap, fingers: 2, maximumDurationMilliseconds: 300}
    - {kind: longPress, fingers: 1, minimumDurationMilliseconds: 400, maximumMovementMillimetres: 2}
    - {kind: pinch, minimumSpanMillimetres: 6, minimumSpanChangeMillimetres: 3, translationAllowanceRatio: 0.25}
    - {kind: rotate, deadZoneDegrees: 10}
    - {kind: edgeSwipe, edges: [left, top], edgeZonePoints: 24, fingers: 1}
    - {kind: pan, minimumFingers: 1, maximumFingers: 3}
  relations:
    - {first: pinch, relation: transform, second: rotate}
screen: {width: 1920, height: 1080, scale: 2, rotation: 90, calibration: [1, 0, 0, 0, 1, 0]}
""",
    "pointer-custom.yaml": """pointer:
  speed: -0.5
  dpi: 1600
  profile: custom
  customPoints: [0, 1, 2.5, 4]
  customStep: 0.5
  magnetism: false
  bezeledPaddingPoints: 12
  unbezeledPaddingPoints: 24
layout:
  screen: {width: 1280, height: 800}
  elements:
    - {id: ok, x: 100, y: 100, width: 80, height: 44, cornerRadius: 8, bezeled: true}
    - {id: text, x: 200, y: 300, width: 400, height: 200, text: true, lineHeight: 20, effect: none}
""",
    "empty.yaml": "",
    "anchors.yaml": "base: &b {width: 800, height: 600}\nscreen: *b\n",
}


def config_seeds() -> None:
    for name, text in CONFIGS.items():
        write("FuzzConfiguration", name, text.encode())
    layout = (TRACES / "pointer" / "example-layout.json").read_bytes()
    write("FuzzPointerLayout", "example-layout.json", layout)
    write("FuzzConfiguration", "inline-layout.json", b'{"layout": ' + layout + b"}")
    write("FuzzPointerLayout", "minimal.json", b'{"screen": {"width": 100, "height": 100}, "elements": []}')
    write("FuzzPointerLayout", "overlapping.json", b'{"screen": {"width": 1920, "height": 1080}, "elements": ['
          b'{"id": "a", "x": 0, "y": 0, "width": 300, "height": 300, "group": "g", "z": 1},'
          b'{"id": "b", "x": 100, "y": 100, "width": 300, "height": 300, "group": "g", "z": 1},'
          b'{"id": "t", "x": 500, "y": 500, "width": 300, "height": 30, "text": true, "lineHeight": 10, "effect": "lift"}]}')


if __name__ == "__main__":
    # Everything is regenerated except `bug*` files: inputs of fixed fuzz findings
    # (RELIABILITY.md, "Bugs found and fixed"), kept as seeds so the fuzzers start there.
    for child in CORPUS.iterdir() if CORPUS.exists() else []:
        if child.is_dir():
            for seed in child.iterdir():
                if not seed.name.startswith("bug"):
                    seed.unlink()
    trace_seeds()
    stream_seeds()
    gesture_seeds()
    config_seeds()
    total = sum(p.stat().st_size for p in CORPUS.rglob("*") if p.is_file())
    print(f"{sum(1 for p in CORPUS.rglob('*') if p.is_file())} files, {total} bytes")
