import TactileCore
import TactileTrace

extension Corpus {
    static let tripleTap = #"{"kind": "tap", "name": "tripleTap", "taps": 3}"#
    static let twoFingerTap = #"{"kind": "tap", "name": "twoFingerTap", "fingers": 2}"#
    static let threeFingerTap = #"{"kind": "tap", "name": "threeFingerTap", "fingers": 3}"#

    static var taps: [CorpusEntry] {
        let d = SyntheticTouchscreen.isotropic
        return [
            touch("tap-single",
                  checks: "One 90 ms tap: a single tap at the finger, no double tap, no long press, no pan.",
                  device: d, sampling: SamplingOptions(seed: 101),
                  contacts: TouchScript.tap(at: mm(150, 90), down: 0.10, duration: 0.09)) { d in
                [Expect.tap(taps: 1, fingers: 1, at: d.screenPoint(of: mm(150, 90))),
                 Expect.absent(.tap, fields: [("taps", 2)]),
                 Expect.absent(.longPress), Expect.absent(.pan)]
            },
            touch("tap-double",
                  checks: "Two taps 140 ms apart, 0.6 mm apart: one double tap; the single tap must not fire.",
                  device: d, sampling: SamplingOptions(seed: 102),
                  contacts: TouchScript.tap(at: mm(150, 90), down: 0.10, duration: 0.08)
                      + TouchScript.tap(at: mm(150.5, 90.3), down: 0.32, duration: 0.08)) { d in
                [Expect.tap(taps: 2, fingers: 1, at: d.screenPoint(of: mm(150.25, 90.15))),
                 Expect.absent(.tap, fields: [("taps", 1)]),
                 Expect.absent(.pan)]
            },
            touch("tap-double-exact-spot",
                  checks: "A double tap without jitter on the very same spot: the second touch-down sends only "
                      + "ABS_MT_TRACKING_ID (the kernel does not resend unchanged positions; the slot keeps them).",
                  device: d, sampling: SamplingOptions(positionJitterMillimetres: 0, seed: 103),
                  contacts: TouchScript.tap(at: mm(200, 100), down: 0.10, duration: 0.07)
                      + TouchScript.tap(at: mm(200, 100), down: 0.30, duration: 0.07)) { d in
                [Expect.tap(taps: 2, fingers: 1, at: d.screenPoint(of: mm(200, 100))),
                 Expect.absent(.tap, fields: [("taps", 1)])]
            },
            touch("tap-triple",
                  checks: "Three taps 220 ms apart: a triple tap; neither the single nor the double tap fires.",
                  device: d, sampling: SamplingOptions(seed: 104),
                  contacts: TouchScript.tap(at: mm(120, 70), down: 0.10, duration: 0.08)
                      + TouchScript.tap(at: mm(120.5, 70), down: 0.32, duration: 0.08)
                      + TouchScript.tap(at: mm(120, 70.5), down: 0.54, duration: 0.08),
                  recognizers: [tripleTap]) { d in
                [Expect.tap(taps: 3, fingers: 1, at: d.screenPoint(of: mm(120.2, 70.2))),
                 Expect.absent(.tap, fields: [("taps", 1)]),
                 Expect.absent(.tap, fields: [("taps", 2)])]
            },
            touch("tap-two-finger",
                  checks: "Two fingers 22 mm apart land 12 ms apart and lift after 110 ms without moving: "
                      + "a two-finger tap at their centroid; no pinch, rotation, pan or one-finger tap.",
                  device: d, sampling: SamplingOptions(seed: 105),
                  contacts: TouchScript.tap(at: mm(170, 100), fingers: 2, spacing: Millimetres(22),
                                            down: 0.10, duration: 0.11, stagger: 0.012),
                  recognizers: [twoFingerTap]) { d in
                [Expect.tap(taps: 1, fingers: 2, at: d.screenPoint(of: mm(170, 100))),
                 Expect.absent(.tap, fingers: 1),
                 Expect.absent(.pinch), Expect.absent(.rotate), Expect.absent(.pan)]
            },
            touch("tap-three-finger",
                  checks: "Three fingers land 10 ms apart, rest 120 ms and lift: a three-finger tap. The panel's "
                      + "tracking ids start at 65534 and wrap to 0 during the gesture.",
                  device: withFirstTrackingID(d, 65534), sampling: SamplingOptions(seed: 106),
                  contacts: TouchScript.tap(at: mm(170, 100), fingers: 3, spacing: Millimetres(20),
                                            down: 0.10, duration: 0.12, stagger: 0.010),
                  recognizers: [threeFingerTap]) { d in
                [Expect.tap(taps: 1, fingers: 3, at: d.screenPoint(of: mm(170, 100))),
                 Expect.absent(.tap, fingers: 1), Expect.absent(.tap, fingers: 2),
                 Expect.absent(.pinch), Expect.absent(.pan)]
            },
            touch("tap-two-finger-protocol-a",
                  checks: "A two-finger tap on a protocol A panel (every contact resent every scan, "
                      + "matched by distance): the same two-finger tap.",
                  device: .protocolA, sampling: SamplingOptions(rateHertz: 100, seed: 107),
                  contacts: TouchScript.tap(at: mm(120, 67.5), fingers: 2, spacing: Millimetres(25),
                                            down: 0.10, duration: 0.12, stagger: 0.02),
                  recognizers: [twoFingerTap]) { d in
                [Expect.tap(taps: 1, fingers: 2, at: d.screenPoint(of: mm(120, 67.5))),
                 Expect.absent(.tap, fingers: 1), Expect.absent(.pinch)]
            },
            touch("tap-double-single-touch",
                  checks: "A double tap on a resistive single-touch panel (ABS_X/ABS_Y + BTN_TOUCH, resolution 0, "
                      + "0.15 mm noise, 800 x 480 screen).",
                  device: .singleTouch, sampling: SamplingOptions(rateHertz: 100, positionJitterMillimetres: 0.15, seed: 108),
                  contacts: TouchScript.tap(at: mm(77, 43), down: 0.10, duration: 0.09)
                      + TouchScript.tap(at: mm(77.4, 43.2), down: 0.34, duration: 0.09)) { d in
                // 3 sigma of the noise is 2.3 pt here: a looser position tolerance.
                [Expect.tap(taps: 2, fingers: 1, at: d.screenPoint(of: mm(77.2, 43.1)), tolerance: 4),
                 Expect.absent(.tap, fields: [("taps", 1)])]
            },
            touch("tap-double-hidpi",
                  checks: "A double tap on a 2560 x 1600 screen at scale 2: the position is in points (1280 x 800 pt), "
                      + "not pixels.",
                  device: .highDensity, sampling: SamplingOptions(seed: 109),
                  contacts: TouchScript.tap(at: mm(143, 90), down: 0.10, duration: 0.08)
                      + TouchScript.tap(at: mm(143.4, 90.3), down: 0.31, duration: 0.08)) { d in
                [Expect.tap(taps: 2, fingers: 1, at: d.screenPoint(of: mm(143.2, 90.15))),
                 Expect.absent(.tap, fields: [("taps", 1)])]
            },
            touch("tap-jitter",
                  checks: "A 120 ms tap on a noisy panel (0.35 mm position noise, 2 ms timestamp noise, 90 Hz): "
                      + "still one single tap; the noise never starts a pan.",
                  device: d, sampling: SamplingOptions(rateHertz: 90, positionJitterMillimetres: 0.35,
                                                       timingJitterMilliseconds: 2, seed: 110),
                  contacts: TouchScript.tap(at: mm(100, 60), down: 0.10, duration: 0.12)) { d in
                // 3 sigma of the noise is 5.9 pt here: a looser position tolerance.
                [Expect.tap(taps: 1, fingers: 1, at: d.screenPoint(of: mm(100, 60)), tolerance: 7),
                 Expect.absent(.tap, fields: [("taps", 2)]),
                 Expect.absent(.pan), Expect.absent(.longPress)]
            },
        ]
    }

    static func withFirstTrackingID(_ device: SyntheticTouchscreen, _ id: Int32) -> SyntheticTouchscreen {
        var copy = device
        copy.firstTrackingID = id
        return copy
    }
}
