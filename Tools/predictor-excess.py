#!/usr/bin/env python3
"""Which confident predictions put a held-out desktop person above "stays put", and rules tried.

Uses Tools/predictor-confidence.py's port of EndpointPredictor (shipped weights) and its data
loading (../shared/pointing or $TACTILE_POINTING_DATA; skips quietly when absent; nothing is
written into the repository). For every person, with the abstention constants chosen leaving
that person out, it lists per checkpoint (50/75/90% of duration and of distance) the confident
predictions that land farther from the click than the current position, and whether each one
moves the median (the ratio with that one prediction turned into an abstention). Then each
candidate extra abstention rule (one constant, chosen leaving the person out together with
gainMovements / minimumConfidence) is scored on every held-out person.

Usage: Tools/predictor-excess.py [--list] [--grid] [--all | --rule=NAME...] [--sample-interval=MS] [DATA_DIR]
  --list      the confident predictions worse than staying put, per desktop person and checkpoint
  --grid      every (gainMovements, minimumConfidence) pair on every person, no leaving out
  --all       score every rule in RULES (a few minutes); --rule=NAME only that one
  --sample-interval=MS  the port's maximumSampleInterval (0: off; the rules in Docs/POINTER.md's
              table before it shipped were scored with 0)
Without options: the shipped rule, leave-one-person-out.
"""
import importlib.util, math, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("pc", os.path.join(HERE, "predictor-confidence.py"))
pc = importlib.util.module_from_spec(spec)
LIST, ALL, GRID = "--list" in sys.argv, "--all" in sys.argv, "--grid" in sys.argv
ONLY = [a[len("--rule="):] for a in sys.argv if a.startswith("--rule=")]
INTERVAL = [a for a in sys.argv if a.startswith("--sample-interval=")]
sys.argv = [a for a in sys.argv[:1] + sys.argv[1:] if not a.startswith("--")] + INTERVAL
spec.loader.exec_module(pc)   # exits quietly when the data is absent


class Extras(pc.Predictor):
    """The port, with the kinematic state each estimate was made in."""
    def add(self, t, x, y):
        self.vt = getattr(self, "vt", [])
        super().add(t, x, y)

    def predict(self, x, y, vx, vy, v, t):
        self.vt = (self.vt + [(t, v, x, y)])[-40:]
        if getattr(self, "mov", None) != self.ot: self.mov, self.low, self.repeak = self.ot, math.inf, 1.0
        if t == self.pt: self.low = math.inf
        else:
            self.low = min(self.low, v)
            if self.low < 0.5 * self.peak: self.repeak = max(self.repeak, v / max(self.low, 1e-9))
        super().predict(x, y, vx, vy, v, t)
        if self.est is None: return
        # speed 40 ms ago, direction over the last 60 ms
        old = next(((tt, vv) for (tt, vv, _, _) in reversed(self.vt) if t - tt >= 40), None)
        back = next(((xx, yy) for (tt, _, xx, yy) in reversed(self.vt) if t - tt >= 60), self.vt[0][2:])
        decel = (old[1] - v) / ((t - old[0]) / 1000) if old else 0.0
        self.est = self.est + ({"progress": self.est[2], "v": v, "vx": vx, "vy": vy, "rho": v / self.peak if self.peak else 0,
                                "post": t > self.pt, "decel": decel, "dirx": x - back[0], "diry": y - back[1],
                                "tms": t - self.ot, "tpk": t - self.pt, "repeak": self.repeak, "recent": self.gains[-3:],
                                "v40": old[1] if old else None, "intervals": list(self.intervals),
                                "lgain": {n: pc.median(getattr(self, "lgains", [])[-n:]) if getattr(self, "lgains", []) else 0.0 for n in pc.GAIN_MOVEMENTS}},)


    def finish(self, x, y):
        ks = []
        for (dx, dy, cx, cy) in getattr(self, "late", []):
            dd = dx * dx + dy * dy
            if dd > 1e-6: ks.append(((x - cx) * dx + (y - cy) * dy) / dd)
        self.lgains = getattr(self, "lgains", [])
        if ks: self.lgains.append(pc.median(ks))
        self.late = []
        super().finish(x, y)

    def keep(self, sample):
        # the late estimates (progress >= 0.8 by the regression's account) scored on their own
        d = math.hypot(sample[2] - self.ox, sample[3] - self.oy); r = math.hypot(sample[0], sample[1])
        if d / max(d + r, 1e-9) >= 0.8:
            self.late = (getattr(self, "late", []) + [sample])[-32:]
        super().keep(sample)


pc.Predictor = Extras


def apply(movement, n, th, rule, k):
    """Per checkpoint: (error, stays-put error, confident?) under an extra rule (None: the shipped one)."""
    out = []
    for cur, end, est in movement:
        q, conf = cur, False
        if est is not None:
            dx, dy, progress, gains, gap, x = est
            c = min(max(gains[n], 0), 1) if progress >= pc.PROGRESS and pc.measured(gap) else 0
            if c >= th and c > 0:
                x["_n"], x["_th"] = n, th
                c = rule(c, dx, dy, x, k) if rule else c
                if c > 0: q, conf = (cur[0] + c * dx, cur[1] + c * dy), True
        out.append((math.hypot(q[0] - end[0], q[1] - end[1]), math.hypot(cur[0] - end[0], cur[1] - end[1]), conf))
    return out


def ratios(scored, n, th, rule=None, k=None):
    rows = [apply(m, n, th, rule, k) for m in scored]
    return [pc.median([r[i][0] for r in rows]) / pc.median([r[i][1] for r in rows]) for i in range(6)]


def stopping_distance(x):
    return x["v"] ** 2 / (2 * x["decel"]) if x["decel"] > 1 else math.inf


RULES = {
    # a misleading movement revokes confidence at once: each of the latest k movements' own gain
    # must also reach minimumConfidence (the median over gainMovements rebuilds it slowly)
    "latest-k": (lambda c, dx, dy, x, k: c if len(x["recent"]) >= k and min(x["recent"][-k:]) >= x["_th"] else 0,
                 (1, 2, 3)),
    # late estimates (progress >= k) also need the session gain measured on late estimates only:
    # how far the pointer really went along the recent late predictions
    "late-gain": (lambda c, dx, dy, x, k: c if x["progress"] < k or min(c, x["lgain"][x["_n"]]) >= x["_th"] else 0,
                  (0.8, 0.9)),
    "late-shrink": (lambda c, dx, dy, x, k: c if x["progress"] < k else (min(c, max(x["lgain"][x["_n"]], 0)) if min(c, x["lgain"][x["_n"]]) >= x["_th"] else 0),
                  (0.8, 0.9)),
    # past the peak, the time the prediction needs at most linear deceleration (2 |D| / v) may not
    # exceed k x the time already spent decelerating
    "implied-time": (lambda c, dx, dy, x, k: 0 if x["post"] and 2 * math.hypot(dx, dy) / max(x["v"], 1e-9) > k * max(x["tpk"], 1) / 1000 else c,
                     (0.5, 1.0, 2.0, 4.0)),
    # no clear single speed peak: the speed rose again k x above its lowest point after falling
    # below half the peak
    "second-peak": (lambda c, dx, dy, x, k: 0 if x["repeak"] >= k else c, (1.5, 2.0, 3.0)),
    # the predicted remaining distance may not exceed k x the distance the hand stops in at its
    # current deceleration (past the peak): a prediction beyond it needs the hand to speed up again
    "stopping": (lambda c, dx, dy, x, k: c if not x["post"] or math.hypot(dx, dy) <= k * stopping_distance(x) else 0,
                 (1.0, 1.5, 2.0, 3.0, 4.0)),
    # same, but shrink to the stopping distance instead of abstaining
    "stop-cap": (lambda c, dx, dy, x, k: c if not x["post"] or c * math.hypot(dx, dy) <= k * stopping_distance(x)
                 else k * stopping_distance(x) / math.hypot(dx, dy), (1.0, 1.5, 2.0, 3.0)),
    # late: remaining predicted distance small against the current speed (v x k ms)
    "remaining<v*k": (lambda c, dx, dy, x, k: 0 if x["post"] and math.hypot(dx, dy) < x["v"] * k / 1000 else c,
                      (20, 40, 60, 80, 120)),
    # the last 60 ms must head towards the predicted endpoint within k degrees
    # confident only past the speed peak; past it and at most k of its speed
    "post-peak": (lambda c, dx, dy, x, k: c if x["post"] else 0, (None,)),
    "slow": (lambda c, dx, dy, x, k: c if x["post"] and x["rho"] <= k else 0, (0.3, 0.5, 0.7, 0.9)),
    # shrink: the acted-on displacement at most the current speed x k ms
    "speed-cap": (lambda c, dx, dy, x, k: c if c * math.hypot(dx, dy) <= x["v"] * k / 1000 else x["v"] * k / 1000 / math.hypot(dx, dy),
                  (50, 100, 150, 200, 300)),
    # abstain while the speed rose k x over the last 40 ms
    "speeding-up": (lambda c, dx, dy, x, k: 0 if x["v40"] is not None and x["v"] > k * x["v40"] else c, (1.0, 1.2, 1.5, 2.0)),
    # a higher half-way rule
    "progress": (lambda c, dx, dy, x, k: c if x["progress"] >= k else 0, (0.5, 0.6, 0.7, 0.8, 0.85, 0.9)),
    # the latest sample interval, or the latest three (what ships as maximumSampleInterval:
    # score these with --sample-interval=0)
    "interval": (lambda c, dx, dy, x, k: c if x["intervals"] and x["intervals"][-1] <= k else 0, (20, 25, 32, 40, 50, 60, 80, 100)),
    "intervals": (lambda c, dx, dy, x, k: c if len(x["intervals"]) >= 3 and max(x["intervals"][-3:]) <= k else 0,
                  (20, 25, 32, 40, 50, 60, 80, 100)),
    "direction": (lambda c, dx, dy, x, k: c if math.hypot(x["dirx"], x["diry"]) < 1e-9 or
                  (dx * x["dirx"] + dy * x["diry"]) >= math.cos(math.radians(k)) * math.hypot(dx, dy) * math.hypot(x["dirx"], x["diry"])
                  else 0, (10, 20, 30, 45, 60, 90)),
}


def choose(people, scored, rule, ks):
    best = None
    for n in pc.GAIN_MOVEMENTS:
        for th in pc.MINIMUM_CONFIDENCE:
            for k in ks:
                desk = ratios([m for p in people if p.startswith("desktop") for m in scored[p]], n, th, rule, k)
                fitts = ratios([m for p in people if p.startswith("fitts") for m in scored[p]], n, th, rule, k)
                score = (max(max(desk), 1.0), sum(fitts) / 6)
                if best is None or score < best[0]: best = (score, n, th, k)
    return best


def main():
    people = pc.sessions()
    scored = {p: [m for path in paths for m in pc.replay(path)] for p, paths in people.items()}
    names = ("dur50", "dur75", "dur90", "dist50", "dist75", "dist90")
    if LIST:
        for held in sorted(p for p in people if p.startswith("desktop")):
            _, n, th, _ = choose([p for p in people if p != held], scored, None, (None,))
            rows = [apply(m, n, th, None, None) for m in scored[held]]
            for i in range(6):
                med = pc.median([r[i][0] for r in rows]) / pc.median([r[i][1] for r in rows])
                bad = [(mi, r[i]) for mi, r in enumerate(rows) if r[i][2] and r[i][0] > r[i][1]]
                conf = sum(1 for r in rows if r[i][2])
                print(f"{held} {names[i]} ratio {med:.3f}: {conf} confident of {len(rows)}, {len(bad)} worse than stays put")
                if med <= 1.0: continue
                for mi, (e, b, _) in bad:
                    est = scored[held][mi][i][2]; x = est[5]
                    alone = [list(r) for r in rows]; alone[mi][i] = (b, b, False)
                    r1 = pc.median([r[i][0] for r in alone]) / pc.median([r[i][1] for r in alone])
                    print(f"  movement {mi}: error {e:.1f} vs {b:.1f} pt, predicted {math.hypot(est[0], est[1]):.1f} pt, "
                          f"progress {est[2]:.2f}, v {x['v']:.0f} pt/s rho {x['rho']:.2f} post {x['post']}, "
                          f"stopping {stopping_distance(x):.1f} pt; ratio without it {r1:.3f}")
    if GRID:
        print("every pair on its own: worst desktop ratio by duration / by distance; Fitts by duration p50 / by distance against its target (0.4/0.5/0.7 = 1)")
        for n in pc.GAIN_MOVEMENTS:
            for th in pc.MINIMUM_CONFIDENCE:
                cells = []
                for p in sorted(people):
                    r = ratios(scored[p], n, th)
                    cells.append(f"{p} {max(r[:3]):.3f}/{max(r[3:]):.3f}" if p.startswith("desktop")
                                 else f"{p} {r[0]:.3f}/{max(r[3] / 0.4, r[4] / 0.5, r[5] / 0.7):.3f}")
                print(f"  N {n:2} c {th}: " + "  ".join(cells))
    print("held-out ratios to stays put, duration 50/75/90 distance 50/75/90 (constants chosen on the other five)")
    rules = [("shipped", (None, (None,)))] + [(k, v) for k, v in RULES.items() if ALL or k in ONLY]
    for name, (rule, ks) in rules:
        worst_desk, worst_fitts = 0, [0] * 6
        for held in sorted(people):
            _, n, th, k = choose([p for p in people if p != held], scored, rule, ks)
            r = ratios(scored[held], n, th, rule, k)
            print(f"  {name:14} {held:14} N {n:2} c {th} k {k}: " + " ".join(f"{v:.3f}" for v in r))
            if held.startswith("desktop"): worst_desk = max(worst_desk, max(r))
            else: worst_fitts = [max(a, b) for a, b in zip(worst_fitts, r)]
        print(f"  {name}: worst desktop {worst_desk:.3f}; worst Fitts " + " ".join(f"{v:.3f}" for v in worst_fitts))


main()
