#!/usr/bin/env python3
"""Fits and measures EndpointPredictor's regression on the real pointing development set.

Reads ../shared/pointing (or $TACTILE_POINTING_DATA): fitts-dev-{mouse,touchpad}.csv and
fitts-dev-trials.jsonl (3 people x 756 trials per device; not in the repository: no
licence). Skips quietly (exit 0) when the data is absent.

For each person it fits on the other two and reports, on the held-out person, the median
endpoint error at 50/75/90% of duration and of path length against "stays put" (the same
checkpoints as `tactile predict`, same predictor as Sources/TactilePointer/Prediction/
EndpointPredictor.swift). Then it fits on all three and prints the coefficients to paste
into `EndpointPredictor.coefficients`.

Movements here are cut per trial (first sample faster than 50 px/s over 20 ms, minus one,
to the first sample that stays within 1.5 px of the click); `tactile predict --format fitts`
cuts the same recordings by its own rules and is the reference for the final numbers.

With --held-out DIR it also writes, per person, that person's recordings in the fitts form
(DIR/U-mouse.csv, DIR/U-touchpad.csv, DIR/U-trials.jsonl) and the weights fitted on the
other two (DIR/U-coefficients.txt), for `tactile predict --coefficients`
(Tools/measure-predictor.sh). DIR is scratch space outside the repository.

Needs numpy. Usage: Tools/fit-predictor.py [--held-out DIR] [DATA_DIR]
"""
import json, math, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ARGS = sys.argv[1:]
HELD_OUT = None
if len(ARGS) >= 2 and ARGS[0] == "--held-out":
    HELD_OUT = ARGS[1]; ARGS = ARGS[2:]
DATA = ARGS[0] if ARGS else os.environ.get(
    "TACTILE_POINTING_DATA", os.path.join(HERE, "..", "..", "shared", "pointing"))
if not os.path.exists(os.path.join(DATA, "fitts-dev-trials.jsonl")):
    print(f"fit-predictor: no development data at {DATA}; skipped")
    sys.exit(0)
try:
    import numpy as np
except ImportError:
    print("fit-predictor: numpy is not installed; skipped")
    sys.exit(0)

GATE = 60.0          # px/s: below it the predictor says "stays put"
SHRINK = 0.03        # past the peak and below this fraction of it, the displacement shrinks
PRIOR_COUNT = 3      # session prior: median amplitude of the last 3 movements, and how alike they are


def load():
    trials = [json.loads(l) for l in open(os.path.join(DATA, "fitts-dev-trials.jsonl"))]
    movements = []
    for dev in ("mouse", "touchpad"):
        rows = [l.strip().split(",") for l in open(os.path.join(DATA, f"fitts-dev-{dev}.csv"))][1:]
        rows = np.array([[float(v) for v in r] for r in rows])
        i = 0
        history = {}
        for t in (t for t in trials if t["device"] == dev):
            n = t["samples"]; s = rows[i:i + n]; press = rows[i + n]; i += n + 2
            end = press[1:3]
            a = len(s) - 1
            while a - 1 >= 0 and math.hypot(*(s[a - 1, 1:3] - end)) <= 1.5:
                a -= 1
            start = None
            for j in range(1, a + 1):
                k = max(0, j - 2)
                dt = (s[j, 0] - s[k, 0]) / 1000
                if dt > 0 and math.hypot(*(s[j, 1:3] - s[k, 1:3])) / dt > 50:
                    start = j - 1; break
            h = history.setdefault(t["user"], [])
            if start is None or a - start < 3:
                continue
            m = s[start:a + 1]
            amplitude = math.hypot(*(m[0, 1:3] - end))
            prior = float(np.median(h[-PRIOR_COUNT:])) if h else 0.0
            # How alike the recent amplitudes are: 1 - range / median (0 with fewer than two).
            last = h[-PRIOR_COUNT:]
            consistency = max(0.0, 1 - (max(last) - min(last)) / prior) if len(last) >= 2 and prior > 0 else 0.0
            if amplitude >= 20:
                h.append(amplitude)
            if amplitude < 20:
                continue
            movements.append(dict(user=t["user"], dev=dev, t=m[:, 0] - m[0, 0], x=m[:, 1], y=m[:, 2],
                                  end=end, prior=prior, hasprior=1.0 if prior > 0 else 0.0,
                                  consistency=consistency))
    return movements


def kinematics(m):
    """Per sample: t (ms since origin), d, v, vmax, tpeak, vx, vy (20 ms window)."""
    t, x, y = m["t"], m["x"], m["y"]
    out = []; vmax = 0.0; tpk = 0.0
    for i in range(len(t)):
        k = max(0, i - 2)  # 20 ms at 10 ms sampling
        dt = (t[i] - t[k]) / 1000
        vx = (x[i] - x[k]) / dt if dt > 0 else 0.0
        vy = (y[i] - y[k]) / dt if dt > 0 else 0.0
        v = math.hypot(vx, vy)
        if v > vmax: vmax = v; tpk = t[i]
        out.append((t[i], math.hypot(x[i] - x[0], y[i] - y[0]), v, vmax, tpk, vx, vy))
    return np.array(out)


def features(k, prior, hp, consistency):
    t, d, v, vmax, tpk = k[:, 0], k[:, 1], k[:, 2], k[:, 3], k[:, 4]
    rho = np.where(vmax > 0, v / np.maximum(vmax, 1e-9), 0)
    post = (t > tpk).astype(float)
    q = np.minimum(vmax * t / 1000 / d, 20)
    w = np.minimum(v * t / 1000 / d, 20)
    s = (t - tpk) / np.maximum(t, 1)
    kin = np.stack([np.ones_like(d), rho, rho ** 2, post, post * rho, post * rho ** 2, q, w, np.log1p(q), s], 1) * d[:, None]
    p = np.maximum(prior - d, 0) * hp
    pc = p * consistency
    pri = np.stack([p, p * rho, p * post, p * s, hp * np.ones_like(d), pc, pc * rho, pc * post], 1)
    return np.concatenate([kin, pri], 1)


def directions(m, k):
    p = np.stack([m["x"], m["y"]], 1)
    u = p - p[0]; d = np.hypot(u[:, 0], u[:, 1])
    uh = u / np.maximum(d, 1e-9)[:, None]
    vn = k[:, 2]
    vh = np.where(vn[:, None] > 0, k[:, 5:7] / np.maximum(vn, 1e-9)[:, None], uh)
    return p, d, uh, vh


def prepare(ms):
    for m in ms:
        m["k"] = kinematics(m)
        t, x, y = m["t"], m["x"], m["y"]
        T = t[-1]
        dur = [int(np.searchsorted(t, f * T, side="right")) - 1 for f in (0.5, 0.75, 0.9)]
        cum = np.concatenate([[0], np.cumsum(np.hypot(np.diff(x), np.diff(y)))])
        dist = [max(1, int(np.argmax(cum >= f * cum[-1] - 1e-9))) for f in (0.5, 0.75, 0.9)]
        m["cp"] = dur + dist


def fit(ms, iterations=10):
    """Iteratively reweighted least squares for the 2-D error (approximately L1)."""
    xs, ys = [], []
    for m in ms:
        k = m["k"]; p, d, uh, vh = directions(m, k); ok = d > 2
        f = features(k[ok], m["prior"], m["hasprior"], m["consistency"])
        xs.append(np.stack([np.concatenate([f * uh[ok, 0:1], f * vh[ok, 0:1]], 1),
                            np.concatenate([f * uh[ok, 1:2], f * vh[ok, 1:2]], 1)], 1))
        ys.append(m["end"] - p[ok])
    X = np.concatenate(xs); Y = np.concatenate(ys); w = np.ones(len(Y))
    for _ in range(iterations):
        sw = np.sqrt(w)
        A = np.concatenate([X[:, 0, :] * sw[:, None], X[:, 1, :] * sw[:, None]])
        b = np.concatenate([Y[:, 0] * sw, Y[:, 1] * sw])
        beta = np.linalg.lstsq(A, b, rcond=None)[0]
        pred = np.stack([X[:, 0, :] @ beta, X[:, 1, :] @ beta], 1)
        w = 1 / np.maximum(np.hypot(*(pred - Y).T), 5)
    return beta


def predict(m, i, beta):
    k = m["k"]; p, d, uh, vh = directions(m, k)
    if d[i] <= 2 or k[i, 2] < GATE:
        return p[i]
    f = features(k[i:i + 1], m["prior"], m["hasprior"], m["consistency"])[0]
    n = len(f)
    scale = 1.0
    rho = k[i, 2] / k[i, 3] if k[i, 3] > 0 else 0.0
    if k[i, 0] > k[i, 4] and rho < SHRINK:
        scale = rho / SHRINK
    return p[i] + scale * ((f @ beta[:n]) * uh[i] + (f @ beta[n:]) * vh[i])


def report(ms, beta, label):
    for dev in ("mouse", "touchpad"):
        e = [[] for _ in range(6)]; b = [[] for _ in range(6)]
        for m in ms:
            if m["dev"] != dev: continue
            for j, i in enumerate(m["cp"]):
                pos = np.array([m["x"][i], m["y"][i]])
                e[j].append(math.hypot(*(predict(m, i, beta) - m["end"])))
                b[j].append(math.hypot(*(pos - m["end"])))
        cells = [f"{np.median(e[j]):6.1f}/{np.median(b[j]):6.1f}={np.median(e[j]) / np.median(b[j]):.2f}" for j in range(6)]
        print(f"{label:>18} {dev:8} duration {' '.join(cells[:3])} | distance {' '.join(cells[3:])}")


def write_held_out(user, beta):
    """One person's recordings in the fitts form, and the weights fitted without them."""
    os.makedirs(HELD_OUT, exist_ok=True)
    trials = [l for l in open(os.path.join(DATA, "fitts-dev-trials.jsonl"))]
    mine = []
    for dev in ("mouse", "touchpad"):
        lines = open(os.path.join(DATA, f"fitts-dev-{dev}.csv")).read().splitlines()
        rows = lines[1:]; i = 0; out = [lines[0]]
        for line in trials:
            t = json.loads(line)
            if t["device"] != dev: continue
            n = t["samples"] + 2
            if t["user"] == user:
                out += rows[i:i + n]; mine.append(line)
            i += n
        open(os.path.join(HELD_OUT, f"{user}-{dev}.csv"), "w").write("\n".join(out) + "\n")
    open(os.path.join(HELD_OUT, f"{user}-trials.jsonl"), "w").write("".join(mine))
    open(os.path.join(HELD_OUT, f"{user}-coefficients.txt"), "w").write(", ".join(f"{v:.9f}" for v in beta) + "\n")


def main():
    ms = load(); prepare(ms)
    users = sorted(set(m["user"] for m in ms))
    print("median error px predictor/stays-put=ratio at 50/75/90% of duration | of path length")
    for u in users:
        beta = fit([m for m in ms if m["user"] != u])
        report([m for m in ms if m["user"] == u], beta, f"held-out {u}")
        if HELD_OUT: write_held_out(u, beta)
    beta = fit(ms)
    report(ms, beta, "all (in-sample)")
    n = len(beta) // 2
    print("origin:  ", ", ".join(f"{v:.6f}" for v in beta[:n]))
    print("velocity:", ", ".join(f"{v:.6f}" for v in beta[n:]))


main()
