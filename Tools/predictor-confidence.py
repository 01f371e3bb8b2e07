#!/usr/bin/env python3
"""Chooses EndpointPredictor's abstention constants, leaving one person out at a time.

Reads ../shared/pointing (or $TACTILE_POINTING_DATA): desktop-dev.csv (three people's desktop
sessions, chained 10 s apart) and the Fitts files (fitts-dev-{mouse,touchpad}.csv,
fitts-dev-trials.jsonl). Not in the repository (no licence); skips quietly when absent.

The predictor (a port of Sources/TactilePointer/Prediction/EndpointPredictor.swift with the
shipped regression weights) is replayed over each session; every estimate records the
regression's point and the session gain the Swift code would have had then. A confident
estimate is `current + min(gain, 1) x (regression - current)`; the predictor abstains (stays
put) when the movement is less than half done by the regression's own account
(`minimumConfidentProgress`, 0.5, not tuned), when any of the latest three sample intervals
is longer than `maximumSampleInterval` (50 ms: the speed is not measured; `--sample-interval=MS`
replays with another, 0 turns it off), or when min(gain, 1) < `minimumConfidence`.

Two constants are chosen: `gainMovements` (how many movements the session gain's median
covers) and `minimumConfidence`. For each of the six people (3 desktop, 3 Fitts) the pair is
chosen on the other five: among the pairs that keep every desktop ratio to "stays put" (50/75/90%
of duration and of distance) at most 1.0 (or, when none does, closest to it), the one with
the lowest mean Fitts ratio; the
held-out person's ratios with that pair are printed. Then the pair chosen on all six.
With `--choose-interval` the pair stays at the shipped 9 / 0.7 and `maximumSampleInterval` is
chosen the same way instead (ties: the lowest sum of the other desktop people's ratios).
`tactile predict` (Tools/measure-predictor.sh) gives the reference numbers.

Usage: Tools/predictor-confidence.py [--sample-interval=MS] [--choose-interval] [DATA_DIR]
"""
import csv, json, math, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OPTIONS = [a for a in sys.argv[1:] if a.startswith("--")]
ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
DATA = ARGS[0] if ARGS else os.environ.get(
    "TACTILE_POINTING_DATA", os.path.join(HERE, "..", "..", "shared", "pointing"))
if not os.path.exists(os.path.join(DATA, "desktop-dev.csv")) or not os.path.exists(os.path.join(DATA, "fitts-dev-trials.jsonl")):
    print(f"predictor-confidence: no development data at {DATA}; skipped")
    sys.exit(0)

GAIN_MOVEMENTS = (5, 9, 13)
MINIMUM_CONFIDENCE = (0.5, 0.6, 0.7, 0.8, 0.9)
PROGRESS = 0.5
SAMPLE_CAPACITY = 32   # estimates kept per movement (EndpointPredictor.gainSampleCapacity)
# EndpointPredictorConfiguration.maximumSampleInterval (ms) and denseSampleIntervals
MAXIMUM_SAMPLE_INTERVAL = next((float(a.split("=", 1)[1]) for a in OPTIONS if a.startswith("--sample-interval=")), 50.0)
DENSE_SAMPLE_INTERVALS = 3
SAMPLE_INTERVALS = (20, 25, 32, 40, 50, 60, 80, 100)   # --choose-interval's candidates


def swift_coefficients():
    """The shipped weights, read from the Swift source."""
    text = open(os.path.join(HERE, "..", "Sources", "TactilePointer", "Prediction", "EndpointPredictor.swift")).read()
    block = text[text.index("public static let coefficients"):]
    block = block[block.index("= (") + 3:]
    block = block[:block.index("])") + 1]
    arrays = [a for a in block.split("]") if "[" in a]
    return [[float(v) for v in a[a.index("[") + 1:].split(",") if v.strip()] for a in arrays[:2]]


ORIG, VEL = swift_coefficients()


def load_csv(path):
    rows = []
    with open(path) as f:
        r = csv.reader(l for l in f if not l.startswith("#"))
        next(r)
        for x in r:
            rows.append((float(x[0]), float(x[1]), float(x[2]), int(float(x[3])) & 1))
    return rows


def sessions():
    """{person: [path, ...]}: desktop people d1..d3, Fitts people by user id (mouse and touchpad)."""
    out = {}
    rows = load_csv(os.path.join(DATA, "desktop-dev.csv"))
    cur, k, prev = [], 1, None
    for r in rows:
        if prev is not None and r[0] - prev == 10000.0:   # the sessions are chained 10 s apart
            out[f"desktop-{k}"] = [cur]; cur = []; k += 1
        cur.append(r); prev = r[0]
    out[f"desktop-{k}"] = [cur]
    trials = [json.loads(l) for l in open(os.path.join(DATA, "fitts-dev-trials.jsonl"))]
    for dev in ("mouse", "touchpad"):
        rows = load_csv(os.path.join(DATA, f"fitts-dev-{dev}.csv")); i = 0; per = {}
        for t in trials:
            if t["device"] != dev: continue
            n = t["samples"] + 2
            per.setdefault(t["user"], []).extend(rows[i:i + n]); i += n
        for u, p in per.items():
            out.setdefault(f"fitts-{u}", []).append(p)
    return out


def dist(a, b): return math.hypot(a[1] - b[1], a[2] - b[2])


def median(v):
    v = sorted(v); n = len(v)
    return 0 if not n else (v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2)


def segment(path, tol=1.5):
    """MovementSegmenter: (start, arrival, press) per left press."""
    res, search, was = [], 0, False
    for i, s in enumerate(path):
        down = s[3] == 1
        if not down and was: search = i
        elif down and not was:
            m = movement(path, search, i, tol)
            if m: res.append(m)
            search = i + 1
        was = down
    return res


def movement(path, first, press, tol):
    if press - first < 3: return None
    end = path[press]; arrival = press
    while arrival - 1 >= first and dist(path[arrival - 1], end) <= tol: arrival -= 1
    if arrival <= first: return None
    pause_end, anchor, i = first, arrival - 1, arrival - 1
    while i > first:
        if path[i][0] - path[i - 1][0] >= 1000: pause_end = i - 1; break
        if dist(path[i - 1], path[anchor]) > tol: anchor = i - 1
        elif path[anchor][0] - path[i - 1][0] >= 1000: pause_end = anchor; break
        i -= 1
    start, j = -1, pause_end + 1
    while j < arrival:
        k = j - 1
        while k > pause_end and path[j][0] - path[k - 1][0] <= 20: k -= 1
        dt = (path[j][0] - path[k][0]) / 1000
        if dt > 0 and dist(path[j], path[k]) / dt > 50: start = j - 1; break
        j += 1
    if start < pause_end or start < first: return None
    if arrival - start + 1 < 4 or path[arrival][0] - path[start][0] < 50 or dist(path[start], end) < 20: return None
    return (start, arrival, press)


def checkpoints(path, m):
    s, a, _ = m; cps = []
    t0 = path[s][0]; T = path[a][0] - t0
    for f in (0.5, 0.75, 0.9):
        i = s
        while i + 1 <= a and path[i + 1][0] <= t0 + f * T: i += 1
        cps.append(i)
    total = sum(dist(path[i], path[i - 1]) for i in range(s + 1, a + 1))
    for f in (0.5, 0.75, 0.9):
        travelled, i = 0, s
        while i + 1 <= a and not (i > s and travelled >= f * total):
            i += 1; travelled += dist(path[i], path[i - 1])
        cps.append(i)
    return cps


class Predictor:
    """EndpointPredictor's regression and session gain (gains for every N at once)."""
    def __init__(self):
        self.h = []; self.phase = "idle"; self.est = None; self.peak = 0; self.amps = []
        self.samples = []; self.stride = 1; self.skip = 0; self.gains = []
        self.intervals = []   # the latest sample intervals, ms (newest last)

    def prior(self):
        a = self.amps[-3:]
        if not a: return 0
        return a[0] if len(a) == 1 else (a[0] + a[1]) / 2 if len(a) == 2 else sorted(a)[1]

    def consistency(self):
        a = self.amps[-3:]
        if len(a) < 2: return 0
        p = self.prior()
        return max(0, 1 - (max(a) - min(a)) / p) if p > 0 else 0

    def session_gain(self, n):
        return median(self.gains[-n:]) if self.gains else 0.0

    def end_movement(self):
        if self.phase == "idle" or not self.h: return
        self.finish(self.h[-1][1], self.h[-1][2])

    def finish(self, x, y):
        ks = []
        for (dx, dy, cx, cy) in self.samples:
            dd = dx * dx + dy * dy
            if dd > 1e-6: ks.append(((x - cx) * dx + (y - cy) * dy) / dd)
        if ks: self.gains.append(median(ks))
        self.samples = []; self.stride = 1; self.skip = 0
        a = math.hypot(x - self.ox, y - self.oy)
        if a >= 20: self.amps.append(a)
        self.phase = "idle"; self.est = None; self.peak = 0

    def keep(self, sample):
        self.skip += 1
        if self.skip < self.stride: return
        self.skip = 0
        if len(self.samples) == SAMPLE_CAPACITY:
            self.samples = self.samples[1::2]; self.stride *= 2
        self.samples.append(sample)

    def add(self, t, x, y):
        if self.h and t < self.h[-1][0]: return
        if self.phase != "idle" and t - self.last_motion > 1000: self.finish(self.lmx, self.lmy)
        if self.h: self.intervals = (self.intervals + [t - self.h[-1][0]])[-DENSE_SAMPLE_INTERVALS:]
        if self.h and t - self.h[-1][0] > 20: self.h.append((t - 20, self.h[-1][1], self.h[-1][2]))
        self.h.append((t, x, y)); self.h = self.h[-64:]
        if len(self.h) < 2: return
        k, n = 1, len(self.h)
        while k + 1 < n and t - self.h[n - 2 - k][0] <= 20: k += 1
        old = self.h[n - 1 - k]; dt = (t - old[0]) / 1000
        if dt <= 0: return
        vx, vy = (x - old[1]) / dt, (y - old[2]) / dt; v = math.hypot(vx, vy)
        if v >= 25: self.last_motion, self.lmx, self.lmy = t, x, y
        if self.phase == "idle":
            if v < 50: return
            p = self.h[-2]; self.ox, self.oy, self.ot = p[1], p[2], p[0]
            self.peak = 0; self.pt = t; self.last_motion, self.lmx, self.lmy = t, x, y; self.phase = "moving"
        if v > self.peak: self.peak = v; self.pt = t
        self.predict(x, y, vx, vy, v, t)

    def predict(self, x, y, vx, vy, v, t):
        ox, oy = x - self.ox, y - self.oy; d = math.hypot(ox, oy)
        self.est = None
        if d <= 2 or v < 60: return
        tms = t - self.ot; rho = v / self.peak if self.peak > 0 else 0; post = 1.0 if t > self.pt else 0.0
        q = min(self.peak * tms / 1000 / d, 20); w = min(v * tms / 1000 / d, 20); s = (t - self.pt) / max(tms, 1)
        h = 1.0 if self.amps else 0.0
        p = max(self.prior() - d, 0) * h; pc = p * self.consistency()
        f = [d, d * rho, d * rho * rho, d * post, d * post * rho, d * post * rho * rho, d * q, d * w, d * math.log1p(q), d * s,
             p, p * rho, p * post, p * s, h, pc, pc * rho, pc * post]
        a = sum(c * u for c, u in zip(ORIG, f)); b = sum(c * u for c, u in zip(VEL, f))
        if post == 1 and rho < 0.03: a *= rho / 0.03; b *= rho / 0.03
        dx = a * ox / d + b * vx / v; dy = a * oy / d + b * vy / v
        self.keep((dx, dy, x, y))
        remaining = math.hypot(dx, dy)
        # the longest of the latest sample intervals (inf until there are enough)
        gap = max(self.intervals) if len(self.intervals) >= DENSE_SAMPLE_INTERVALS else math.inf
        self.est = (dx, dy, d / max(d + remaining, 1e-9), {n: self.session_gain(n) for n in GAIN_MOVEMENTS}, gap)


def replay(path):
    """Per movement, per checkpoint: (current, end, estimate or None)."""
    ms = segment(path); due = {}
    for mi, m in enumerate(ms):
        for ci, i in enumerate(checkpoints(path, m)): due.setdefault(i, []).append((mi, ci))
    out = [[None] * 6 for _ in ms]; p = Predictor(); was = False
    for i, s in enumerate(path):
        if s[3] and not was: p.end_movement()
        was = bool(s[3])
        p.add(s[0], s[1], s[2])
        for mi, ci in due.get(i, ()):
            e = path[ms[mi][2]]
            out[mi][ci] = ((s[1], s[2]), (e[1], e[2]), p.est)
    return out


def measured(gap, interval=None):
    """The latest samples were dense enough to measure the speed from (maximumSampleInterval)."""
    interval = MAXIMUM_SAMPLE_INTERVAL if interval is None else interval
    return interval <= 0 or gap <= interval


def ratios(scores, n, threshold, interval=None):
    err = [[] for _ in range(6)]; base = [[] for _ in range(6)]
    for movement in scores:
        for ci, (cur, end, est) in enumerate(movement):
            q = cur
            if est is not None:
                dx, dy, progress, gains, gap = est[:5]
                c = min(max(gains[n], 0), 1) if progress >= PROGRESS and measured(gap, interval) else 0
                if c >= threshold and c > 0: q = (cur[0] + c * dx, cur[1] + c * dy)
            err[ci].append(math.hypot(q[0] - end[0], q[1] - end[1]))
            base[ci].append(math.hypot(cur[0] - end[0], cur[1] - end[1]))
    return [median(err[i]) / median(base[i]) for i in range(6)]


def choose(people, scored):
    best = None
    for n in GAIN_MOVEMENTS:
        for th in MINIMUM_CONFIDENCE:
            desk = ratios([m for p in people if p.startswith("desktop") for m in scored[p]], n, th)
            fitts = ratios([m for p in people if p.startswith("fitts") for m in scored[p]], n, th)
            # First keep the desktop sessions at or below stays put (or as close as any pair
            # gets), then the Fitts advantage.
            score = (max(max(desk), 1.0), sum(fitts) / 6)
            if best is None or score < best[0]: best = (score, n, th)
    return best


def fmt(r): return f"duration {r[0]:.3f}/{r[1]:.3f}/{r[2]:.3f}  distance {r[3]:.3f}/{r[4]:.3f}/{r[5]:.3f}"


def choose_interval(people, scored, n=9, th=0.7):
    best = None
    for k in SAMPLE_INTERVALS:
        desk = [ratios(scored[p], n, th, k) for p in people if p.startswith("desktop")]
        pooled = ratios([m for p in people if p.startswith("desktop") for m in scored[p]], n, th, k)
        fitts = ratios([m for p in people if p.startswith("fitts") for m in scored[p]], n, th, k)
        score = (max(max(pooled), 1.0), sum(fitts) / 6, sum(sum(r) for r in desk))
        if best is None or score < best[0]: best = (score, k)
    return best[1]


def main():
    people = sessions()
    scored = {p: [m for path in paths for m in replay(path)] for p, paths in people.items()}
    print("ratio to stays put at 50/75/90% of duration and of distance (abstentions count as stays put)")
    if "--choose-interval" in OPTIONS:
        for held in sorted(people):
            k = choose_interval([p for p in people if p != held], scored)
            print(f"held-out {held:16} gainMovements  9 minimumConfidence 0.7 maximumSampleInterval {k:g} ms: {fmt(ratios(scored[held], 9, 0.7, k))}")
        print(f"chosen on all six: maximumSampleInterval = {choose_interval(list(people), scored):g} ms")
        return
    for held in sorted(people):
        _, n, th = choose([p for p in people if p != held], scored)
        print(f"held-out {held:16} gainMovements {n:2} minimumConfidence {th}: {fmt(ratios(scored[held], n, th))}")
    best = choose(list(people), scored)
    if best:
        print(f"chosen on all six: gainMovements = {best[1]}, minimumConfidence = {best[2]}")


if __name__ == "__main__":
    main()
