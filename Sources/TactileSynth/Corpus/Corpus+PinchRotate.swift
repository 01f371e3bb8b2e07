import TactileCore
import TactileTrace

extension Corpus {
    /// Two fingers land 20 ms apart, rest, transform for `duration` s, rest 150 ms, lift together.
    static func transformEntry(
        _ name: String, checks: String, device: SyntheticTouchscreen, sampling: SamplingOptions,
        centre: PhysicalPoint, span: Double, scale: Double = 1, rotationDegrees: Double = 0,
        translation: PhysicalPoint = .zero, axisDegrees: Double, duration: Double = 0.6,
        scaleTolerance: Double = Expect.scaleRelativeTolerance,
        recognizers: [String] = [],
        expected: (SyntheticTouchscreen, [ExpectedGesture]) -> [ExpectedGesture]
    ) -> CorpusEntry {
        let start = 0.20, up = 0.20 + duration + 0.15
        // Every began before every ended: they happen in that order whatever the recognizers,
        // so the list also reads as one time-ordered sequence.
        var began: [ExpectedGesture] = [], ended: [ExpectedGesture] = []
        if scale != 1 {
            began.append(Expect.began(.pinch, fingers: 2))
            ended.append(Expect.pinchEnded(fingers: 2, scale: scale, relativeTolerance: scaleTolerance))
        }
        if abs(rotationDegrees) >= 10 {
            began.append(Expect.began(.rotate, fingers: 2))
            ended.append(Expect.rotateEnded(fingers: 2, radians: radians(degrees: rotationDegrees)))
        }
        let facts = began + ended
        return touch(name, checks: checks, device: device, sampling: sampling,
                     contacts: TouchScript.transform(centre: centre, span: Millimetres(span), scale: scale,
                                                     rotationDegrees: rotationDegrees, translation: translation,
                                                     axisDegrees: axisDegrees, down: 0.10, stagger: 0.02,
                                                     start: start, duration: duration, up: up),
                     groundTruth: GroundTruth(fingers: 2, scale: scale, rotationRadians: radians(degrees: rotationDegrees),
                                              translation: translation),
                     recognizers: recognizers) { d in expected(d, facts) }
    }

    /// Facts of a pure pinch: no rotation, and a still centroid means no pan.
    static func pinchOnly(_ facts: [ExpectedGesture]) -> [ExpectedGesture] {
        facts + [Expect.absent(.rotate), Expect.absent(.pan), Expect.absent(.tap)]
    }

    static var pinches: [CorpusEntry] {
        let iso = SyntheticTouchscreen.isotropic, aniso = SyntheticTouchscreen.anisotropic
        let zero = SyntheticTouchscreen.resolutionZero
        return [
            transformEntry("pinch-out-isotropic",
                           checks: "Pinch out 30 -> 54 mm (scale 1.8) at 30 degrees: pinch ends at 1.8 within 1 %; "
                               + "no rotation, no pan (the centroid stays put).",
                           device: iso, sampling: SamplingOptions(seed: 601),
                           centre: mm(172, 96.75), span: 30, scale: 1.8, axisDegrees: 30) { pinchOnly($1) },
            transformEntry("pinch-in-isotropic",
                           checks: "Pinch in 70 -> 35 mm (scale 0.5) at 150 degrees.",
                           device: iso, sampling: SamplingOptions(seed: 602),
                           centre: mm(172, 96.75), span: 70, scale: 0.5, axisDegrees: 150) { pinchOnly($1) },
            transformEntry("pinch-out-anisotropic",
                           checks: "Pinch out 30 -> 60 mm (scale 2.0) on the diagonal of a panel with 13 units/mm in x "
                               + "and 18 in y, stretched onto a 16:9 screen: the scale is 2.0 in mm, not in device "
                               + "units or points.",
                           device: aniso, sampling: SamplingOptions(seed: 603),
                           centre: mm(150, 112.5), span: 30, scale: 2.0, axisDegrees: 45) { pinchOnly($1) },
            transformEntry("pinch-in-anisotropic",
                           checks: "Pinch in 80 -> 48 mm (scale 0.6) at 120 degrees on the anisotropic panel.",
                           device: aniso, sampling: SamplingOptions(seed: 604),
                           centre: mm(150, 112.5), span: 80, scale: 0.6, axisDegrees: 120) { pinchOnly($1) },
            transformEntry("pinch-out-resolution-zero",
                           checks: "Pinch out 40 -> 60 mm (scale 1.5) at 30 degrees on a panel reporting resolution 0: "
                               + "millimetres come from the configured screen size (344 x 193.5 mm).",
                           device: zero, sampling: SamplingOptions(seed: 605),
                           centre: mm(172, 96.75), span: 40, scale: 1.5, axisDegrees: 30) { pinchOnly($1) },
            transformEntry("pinch-in-resolution-zero",
                           checks: "Pinch in 70 -> 42 mm (scale 0.6) at 60 degrees on the resolution-0 panel.",
                           device: zero, sampling: SamplingOptions(seed: 606),
                           centre: mm(172, 96.75), span: 70, scale: 0.6, axisDegrees: 60) { pinchOnly($1) },
            transformEntry("pinch-protocol-a",
                           checks: "Pinch out 30 -> 48 mm (scale 1.6) on a protocol A panel without tracking ids "
                               + "(contacts matched by distance).",
                           device: .protocolA, sampling: SamplingOptions(rateHertz: 100, seed: 607),
                           centre: mm(120, 67.5), span: 30, scale: 1.6, axisDegrees: 20) { pinchOnly($1) },
            transformEntry("pinch-jitter",
                           checks: "Pinch out 60 -> 90 mm (scale 1.5) with 0.15 mm position noise and 1.5 ms "
                               + "timestamp noise at 90 Hz; the scale tolerance is 2 % (both spans are single noisy "
                               + "samples).",
                           device: iso, sampling: SamplingOptions(rateHertz: 90, positionJitterMillimetres: 0.15,
                                                                  timingJitterMilliseconds: 1.5, seed: 608),
                           centre: mm(172, 96.75), span: 60, scale: 1.5, axisDegrees: 0, scaleTolerance: 0.02) { _, facts in
                facts + [Expect.absent(.rotate)]
            },
            transformEntry("pinch-no-two-finger-tap",
                           checks: "Two-finger tap vs pinch: a quick small pinch (30 -> 35 mm in 200 ms, each finger "
                               + "moves only 2.5 mm, lifted after 300 ms) is a pinch, and the two-finger tap never fires.",
                           device: iso, sampling: SamplingOptions(seed: 609),
                           centre: mm(172, 96.75), span: 30, scale: 35.0 / 30.0, axisDegrees: 0, duration: 0.2,
                           recognizers: [twoFingerTap]) { _, facts in
                [Expect.began(.pinch, fingers: 2), Expect.absent(.tap, fingers: 2), Expect.absent(.tap)]
            },
        ]
    }

    static var rotations: [CorpusEntry] {
        let iso = SyntheticTouchscreen.isotropic
        func rotationOnly(_ facts: [ExpectedGesture]) -> [ExpectedGesture] {
            facts + [Expect.absent(.pinch), Expect.absent(.pan), Expect.absent(.tap)]
        }
        return [
            transformEntry("rotate-cw-200",
                           checks: "Two fingers 50 mm apart turn 200 degrees clockwise in 1.4 s, the finger axis "
                               + "crossing +-180 degrees: rotation +3.4907 rad within 0.5 degrees, continuous past pi; "
                               + "no pinch.",
                           device: iso, sampling: SamplingOptions(seed: 701),
                           centre: mm(172, 96.75), span: 50, rotationDegrees: 200, axisDegrees: 100,
                           duration: 1.4) { rotationOnly($1) },
            transformEntry("rotate-ccw-200",
                           checks: "The same turned 200 degrees counter-clockwise: rotation -3.4907 rad.",
                           device: iso, sampling: SamplingOptions(seed: 702),
                           centre: mm(172, 96.75), span: 50, rotationDegrees: -200, axisDegrees: 80,
                           duration: 1.4) { rotationOnly($1) },
            transformEntry("rotate-anisotropic-cw-90",
                           checks: "A 90 degree clockwise rotation (finger axis from 30 to 120 degrees) on the anisotropic "
                               + "panel: measured in points it would read 104 degrees (the screen stretches x by 1.33 "
                               + "relative to y); in mm it is 1.5708 rad.",
                           device: .anisotropic, sampling: SamplingOptions(seed: 703),
                           centre: mm(150, 112.5), span: 60, rotationDegrees: 90, axisDegrees: 30,
                           duration: 0.9) { rotationOnly($1) },
            transformEntry("rotate-resolution-zero-ccw-120",
                           checks: "A 120 degree counter-clockwise rotation on the resolution-0 panel (device units "
                               + "are 0.084 mm wide and 0.047 mm tall).",
                           device: .resolutionZero, sampling: SamplingOptions(seed: 704),
                           centre: mm(172, 96.75), span: 60, rotationDegrees: -120, axisDegrees: 20,
                           duration: 1.0) { rotationOnly($1) },
        ]
    }

    static var transforms: [CorpusEntry] {
        let iso = SyntheticTouchscreen.isotropic
        var entries: [CorpusEntry] = [
            transformEntry("pinch-rotate-transform",
                           checks: "Pinch and rotation at once (40 -> 64 mm, 45 degrees clockwise): both run, "
                               + "scale 1.6 and rotation 0.7854 rad.",
                           device: iso, sampling: SamplingOptions(seed: 801),
                           centre: mm(172, 96.75), span: 40, scale: 1.6, rotationDegrees: 45, axisDegrees: 10,
                           duration: 0.8) { _, facts in facts + [Expect.absent(.tap)] },
            transformEntry("pinch-rotation-in-dead-zone",
                           checks: "A zoom with 6 degrees of unintended twist (35 -> 70 mm): the pinch ends at 2.0 and the "
                               + "rotation, inside its dead zone, never begins.",
                           device: iso, sampling: SamplingOptions(seed: 802),
                           centre: mm(172, 96.75), span: 35, scale: 2.0, rotationDegrees: 6, axisDegrees: 0,
                           duration: 0.7) { _, facts in facts + [Expect.absent(.rotate), Expect.absent(.tap)] },
        ]
        // The same map gesture (zoom, turn and move at once) at two scan rates: same results.
        for rate in [60.0, 240.0] {
            entries.append(
                transformEntry("transform-\(Int(rate))hz",
                               checks: "Event-rate independence: zoom 1.5, turn 40 degrees counter-clockwise and move "
                                   + "(20, -10) mm at once, scanned at \(Int(rate)) Hz; the 60 and 240 Hz traces expect "
                                   + "exactly the same values.",
                               device: iso, sampling: SamplingOptions(rateHertz: rate, seed: 803),
                               centre: mm(160, 100), span: 40, scale: 1.5, rotationDegrees: -40,
                               translation: mm(20, -10), axisDegrees: 200, duration: 0.8) { d, facts in
                    // The pan ends at the same lift as pinch and rotation; listed first, as the
                    // standard set reports it.
                    let firstEnd = facts.firstIndex { $0["phase"] == .string("ended") } ?? facts.endIndex
                    return facts[..<firstEnd]
                        + [Expect.panEnded(fingers: 2, translation: d.screenPoint(of: mm(20, -10)), tolerance: 4)]
                        + facts[firstEnd...] + [Expect.absent(.tap)]
                })
        }
        return entries
    }
}
