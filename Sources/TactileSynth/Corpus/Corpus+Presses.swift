import TactileCore
import TactileTrace

extension Corpus {
    static var presses: [CorpusEntry] {
        let d = SyntheticTouchscreen.isotropic
        return [
            touch("long-press",
                  checks: "A finger held still for 1 s: a long press that begins about 0.5 s after touch-down "
                      + "(tolerance 0.1 s: 400-600 ms configurations agree) and ends at the lift; no tap, no pan.",
                  device: d, sampling: SamplingOptions(seed: 201),
                  contacts: [ContactPath(down: 0.10, at: mm(180, 110), up: 1.10)]) { d in
                [Expect.longPressBegan(fingers: 1, at: d.screenPoint(of: mm(180, 110)), time: 0.60, timeTolerance: 0.1),
                 Expect.ended(.longPress, fingers: 1, time: (1.10, 0.03)),
                 Expect.absent(.tap), Expect.absent(.pan)]
            },
            touch("long-press-jitter",
                  checks: "A 1.2 s hold on a noisy panel (0.25 mm position noise, bounded at 3 sigma so the finger "
                      + "never strays 3 mm; 1 ms timestamp noise): still a long press, the noise never starts a pan.",
                  device: d, sampling: SamplingOptions(positionJitterMillimetres: 0.25, timingJitterMilliseconds: 1, seed: 202),
                  contacts: [ContactPath(down: 0.10, at: mm(180, 110), up: 1.30)]) { d in
                [Expect.longPressBegan(fingers: 1, at: d.screenPoint(of: mm(180, 110)), time: 0.60,
                                       timeTolerance: 0.1, tolerance: 6),
                 Expect.ended(.longPress, fingers: 1, time: (1.30, 0.03)),
                 Expect.absent(.tap), Expect.absent(.pan)]
            },
            touch("long-press-fails-moving-pan",
                  checks: "The finger starts moving 100 ms after touch-down and passes 3 mm about 370 ms after it, "
                      + "before the hold time: the long press fails and a pan runs to the lift (40 mm); no swipe "
                      + "(peak speed 62 mm/s).",
                  device: d, sampling: SamplingOptions(seed: 203),
                  contacts: [ContactPath(down: 0.10, at: mm(100, 100))
                                 .moving(to: mm(140, 100), start: 0.20, duration: 1.2).lifted(at: 1.55)],
                  groundTruth: GroundTruth(fingers: 1, translation: mm(40, 0))) { d in
                [Expect.began(.pan, fingers: 1),
                 Expect.panEnded(fingers: 1, translation: d.screenPoint(of: mm(40, 0)), tolerance: 4),
                 Expect.absent(.longPress), Expect.absent(.tap), Expect.absent(.swipe)]
            },
        ]
    }

    static var pans: [CorpusEntry] {
        let d = SyntheticTouchscreen.isotropic
        return [
            touch("pan-one-finger",
                  checks: "One finger dragged 58 mm diagonally in 1.6 s (peak 68 mm/s): a pan with the whole "
                      + "translation since touch-down; too slow for a swipe, too early for a long press.",
                  device: d, sampling: SamplingOptions(seed: 301),
                  contacts: TouchScript.drag(from: mm(90, 60), by: mm(50, 30), down: 0.10, start: 0.20,
                                             duration: 1.6, up: 1.95),
                  groundTruth: GroundTruth(fingers: 1, translation: mm(50, 30))) { d in
                [Expect.began(.pan, fingers: 1),
                 Expect.panEnded(fingers: 1, translation: d.screenPoint(of: mm(50, 30)), tolerance: 4),
                 Expect.absent(.swipe), Expect.absent(.longPress), Expect.absent(.tap)]
            },
            touch("pan-two-finger",
                  checks: "Two fingers 18 mm apart dragged 45 mm up together in 1.5 s: a two-finger pan; "
                      + "the span and angle do not change, so no pinch or rotation.",
                  device: d, sampling: SamplingOptions(seed: 302),
                  contacts: TouchScript.drag(from: mm(170, 130), by: mm(0, -45), fingers: 2, spacing: Millimetres(18),
                                             down: 0.10, stagger: 0.015, start: 0.25, duration: 1.5, up: 1.95),
                  groundTruth: GroundTruth(fingers: 2, scale: 1, rotationRadians: 0, translation: mm(0, -45))) { d in
                [Expect.began(.pan, fingers: 2),
                 Expect.panEnded(fingers: 2, translation: d.screenPoint(of: mm(0, -45)), tolerance: 4),
                 Expect.absent(.pinch), Expect.absent(.rotate), Expect.absent(.swipe), Expect.absent(.tap)]
            },
            touch("pan-slow-drag-no-swipe",
                  checks: "Swipe vs pan: a slow 60 mm drag in 2 s (peak 56 mm/s, below every swipe velocity) is a "
                      + "pan and never a swipe. (The flicks in swipe-*.yaml are swipes.)",
                  device: d, sampling: SamplingOptions(seed: 303),
                  contacts: TouchScript.drag(from: mm(110, 100), by: mm(60, 0), down: 0.10, start: 0.20,
                                             duration: 2.0, up: 2.35),
                  groundTruth: GroundTruth(fingers: 1, translation: mm(60, 0))) { d in
                [Expect.began(.pan, fingers: 1),
                 Expect.panEnded(fingers: 1, translation: d.screenPoint(of: mm(60, 0)), tolerance: 4),
                 Expect.absent(.swipe)]
            },
            touch("pan-ends-finger-down",
                  checks: "A pan whose finger is still down when the trace ends: the touch is cancelled at the end, "
                      + "so the pan is cancelled, never ended; no tap.",
                  device: d, sampling: SamplingOptions(seed: 304),
                  contacts: [ContactPath(down: 0.10, at: mm(100, 120))
                                 .moving(to: mm(160, 100), start: 0.20, duration: 1.2)],
                  end: 1.6) { _ in
                [Expect.began(.pan, fingers: 1),
                 Expect.event(.pan, .cancelled, fingers: 1),
                 Expect.absent(.pan, phase: .ended), Expect.absent(.tap)]
            },
        ]
    }
}
