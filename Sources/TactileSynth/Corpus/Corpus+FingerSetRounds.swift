import TactileCore
import TactileTrace

/// Real hands, continued: the finger-set patterns of issue 33 (a long press whose finger is
/// joined by a second one that then drags, a two-finger drag whose span drifts, a pinch made
/// right after a two-finger pan). Same conventions as ``realHands``: every pattern on the
/// isotropic panel at 60 and 240 Hz with the same script and the same expected values, and on
/// the two other panel kinds; landings that start a measurement fall on scans of both rates.
extension Corpus {
    /// Scale tolerance of the pinch-after-pan patterns: 3 % (the bound).
    static let pinchAfterPanScaleTolerance = 0.03

    // MARK: - 9. A resting finger, joined, then a slow two-finger drag

    /// Finger 1 settles and rests 1.3 s (a long press begins at 0.5 s); finger 2 lands 35 mm
    /// away, the pair rests 0.3 s, then both drag 70 mm together in 3 s (minimum jerk: the
    /// first 3 mm take half a second, so a two-finger press of the new set would win first).
    static func restJoinTwoFingerDrag(_ v: Variant) -> CorpusEntry {
        let c = v.centre, drag = unit(-80) * 70
        var f1 = ContactPath(down: 0.10, at: c + PhysicalPoint(x: -18, y: 30)).wobbling(wobble(9221, 0.08))
            .settling(by: unit(95) * 1.2)
        var f2 = ContactPath(down: 1.40, at: f1.end + unit(-5) * 35).wobbling(wobble(9222, 0.05))
            .settling(by: unit(85) * 1.0)
        f1 = f1.moving(to: f1.end + drag, start: 1.70, duration: 3.0).lifted(at: 4.82)
        f2 = f2.moving(to: f2.end + drag, start: 1.70, duration: 3.0).lifted(at: 4.80)
        let script = TouchScript(contacts: [f1, f2])
        let rotation = script.rotation(of: [0, 1], from: 1.40, to: before(4.80))
        let moved = script.centroid(of: [0, 1], at: before(4.80)) - script.centroid(of: [0, 1], at: 1.40)
        return touch(v.name("rest-join-two-finger-drag"),
                     checks: "Finger 1 settles and rests 1.3 s (a long press begins at 0.5 s); finger 2 lands 35 mm away, "
                         + "the pair rests 0.3 s and then drags 70 mm together in 3 s (slowly: the first 3 mm take "
                         + "0.5 s): the one-finger long press ends (phase ended, as UIKit ends a recognizer whose "
                         + "gesture is over; cancelled is for touches taken away) once the pair moves, and a two-finger "
                         + "pan begins and runs to the lift; a finger added to a hold is no new hold: no two-finger "
                         + "long press; the span does not change: no pinch, no rotation, no swipe, no tap." + v.summary,
                     device: v.device, sampling: v.sampling(12), contacts: [f1, f2],
                     groundTruth: GroundTruth(fingers: 2, rotationRadians: rotation, translation: moved)) { _ in
            [Expect.event(.longPress, .began, fingers: 1, time: (0.60, 0.1)),
             Expect.event(.longPress, .ended, time: (2.05, 0.35)),
             Expect.began(.pan, fingers: 2),
             Expect.event(.pan, .ended, time: (4.82, 0.03)),
             Expect.absent(.longPress, phase: .began, fingers: 2),
             Expect.absent(.pinch), Expect.absent(.rotate), Expect.absent(.swipe), Expect.absent(.tap)]
        }
    }

    // MARK: - 10. A two-finger drag whose span drifts

    /// Two fingers 45 mm apart land 50 ms apart and drag 60 mm at once; as the drag gets going the
    /// fingers close by 14 % (6.3 mm over the first 12 mm of travel), then the pair carries on
    /// with that span.
    static func driftingTwoFingerDrag(_ v: Variant) -> CorpusEntry {
        let c = v.centre + PhysicalPoint(x: 0, y: 30), u = unit(5)
        let f1 = ContactPath(down: 0.10, at: c - u * 22.5).wobbling(wobble(9231, 0.05)).settling(by: unit(95) * 1.0)
        let f2 = ContactPath(down: 0.15, at: c + u * 22.5).wobbling(wobble(9232, 0.05)).settling(by: unit(85) * 1.0)
        let first = unit(-85) * 12, rest = unit(-85) * 48
        var paths = TouchScript.transforming([f1, f2], [0, 1], scale: 0.88, translation: first, start: 0.25, duration: 0.6)
        paths = paths.map { $0.moving(to: $0.end + rest, start: 0.85, duration: 1.8) }
        paths[0] = paths[0].lifted(at: 2.82)
        paths[1] = paths[1].lifted(at: 2.80)
        let script = TouchScript(contacts: paths)
        let scale = script.span(of: [0, 1], at: before(2.80)) / script.span(of: [0, 1], at: 0.15)
        let moved = script.centroid(of: [0, 1], at: before(2.80)) - script.centroid(of: [0, 1], at: 0.15)
        return touch(v.name("drifting-two-finger-drag"),
                     checks: "Two fingers 45 mm apart drag 60 mm in 2.4 s right after landing; as the drag gets going their span drifts "
                         + "by \(text((scale - 1) * 100, 1)) % (5.4 mm while the centroid travels 12 mm), then they carry "
                         + "on together: a two-finger pan from start to lift, no pinch (a drift of 10-15 % over a drag "
                         + "is fingers moving together), no rotation, no swipe, no long press, no tap." + v.summary,
                     device: v.device, sampling: v.sampling(13), contacts: paths,
                     groundTruth: GroundTruth(fingers: 2, scale: scale, translation: moved)) { _ in
            [Expect.began(.pan, fingers: 2),
             Expect.event(.pan, .ended, time: (2.82, 0.03)),
             Expect.absent(.pinch), Expect.absent(.rotate), Expect.absent(.swipe), Expect.absent(.longPress),
             Expect.absent(.tap)]
        }
    }

    // MARK: - 11. A pinch right after a two-finger pan

    /// Two fingers 40 mm apart drag 50 mm together while their span drifts 10 % closer, stop,
    /// and 200 ms later pinch out 1.8x with the same fingers.
    static func panThenPinch(_ v: Variant) -> CorpusEntry {
        let c = v.centre + PhysicalPoint(x: -20, y: 20), u = unit(10)
        let f1 = ContactPath(down: 0.10, at: c - u * 20).wobbling(wobble(9241, 0.05)).settling(by: unit(100) * 1.0)
        let f2 = ContactPath(down: 0.15, at: c + u * 20).wobbling(wobble(9242, 0.05)).settling(by: unit(80) * 1.0)
        var paths = TouchScript.transforming([f1, f2], [0, 1], scale: 0.9, translation: unit(-70) * 50,
                                             start: 0.30, duration: 1.2)
        paths = TouchScript.transforming(paths, [0, 1], scale: 1.8, start: 1.70, duration: 0.6)
        paths[0] = paths[0].lifted(at: 2.42)
        paths[1] = paths[1].lifted(at: 2.40)
        let script = TouchScript(contacts: paths)
        let scale = script.span(of: [0, 1], at: before(2.40)) / script.span(of: [0, 1], at: 1.70)
        let drift = script.span(of: [0, 1], at: 1.70) / script.span(of: [0, 1], at: 0.15)
        return touch(v.name("pan-then-pinch"),
                     checks: "Two fingers 40 mm apart drag 50 mm together in 1.2 s while their span drifts "
                         + "\(text((drift - 1) * 100, 1)) %, stop, and 200 ms later pinch out 1.8x with the same "
                         + "fingers: a two-finger pan, then a pinch that reports the pinch itself, \(text(scale, 4)) "
                         + "(the span at the lift over the span when the pinch started) within 3 %, not the drift of "
                         + "the pan before it; no rotation, no swipe, no long press, no tap." + v.summary,
                     device: v.device, sampling: v.sampling(14), contacts: paths,
                     groundTruth: GroundTruth(fingers: 2, scale: scale * drift)) { _ in
            [Expect.began(.pan, fingers: 2),
             Expect.began(.pinch, fingers: 2),
             Expect.pinchEnded(fingers: 2, scale: scale, relativeTolerance: pinchAfterPanScaleTolerance),
             Expect.absent(.rotate), Expect.absent(.swipe), Expect.absent(.longPress), Expect.absent(.tap)]
        }
    }

    /// Two fingers 40 mm apart drag 50 mm together while their span drifts 10 % closer and
    /// lift; 150 ms later they land again where they were (50 ms apart) and pinch out 1.8x.
    static func panLiftThenPinch(_ v: Variant) -> CorpusEntry {
        let c = v.centre + PhysicalPoint(x: -20, y: 20), u = unit(10)
        let f1 = ContactPath(down: 0.10, at: c - u * 20).wobbling(wobble(9251, 0.05)).settling(by: unit(100) * 1.0)
        let f2 = ContactPath(down: 0.15, at: c + u * 20).wobbling(wobble(9252, 0.05)).settling(by: unit(80) * 1.0)
        var paths = TouchScript.transforming([f1, f2], [0, 1], scale: 0.9, translation: unit(-70) * 50,
                                             start: 0.30, duration: 1.2)
        paths[0] = paths[0].lifted(at: 1.55)
        paths[1] = paths[1].lifted(at: 1.55)
        let g1 = paths[0].relanding(after: 0.15, at: paths[0].end + unit(100) * 0.5).wobbling(wobble(9253, 0.05))
            .settling(by: unit(100) * 0.8)
        let g2 = paths[1].relanding(after: 0.20, at: paths[1].end + unit(80) * 0.5).wobbling(wobble(9254, 0.05))
            .settling(by: unit(80) * 0.8)
        var again = TouchScript.transforming([g1, g2], [0, 1], scale: 1.8, start: 1.95, duration: 0.6)
        again[0] = again[0].lifted(at: 2.67)
        again[1] = again[1].lifted(at: 2.65)
        let all = paths + again
        let script = TouchScript(contacts: all)
        let scale = script.span(of: [2, 3], at: before(2.65)) / script.span(of: [2, 3], at: 1.75)
        let drift = script.span(of: [0, 1], at: before(1.55)) / script.span(of: [0, 1], at: 0.15)
        return touch(v.name("pan-lift-then-pinch"),
                     checks: "Two fingers 40 mm apart drag 50 mm together in 1.2 s while their span drifts "
                         + "\(text((drift - 1) * 100, 1)) % and lift; 150 ms later they land again where they were "
                         + "(50 ms apart) and pinch out 1.8x: a two-finger pan, then a pinch that reports the pinch "
                         + "itself, \(text(scale, 4)) (since the new pair formed) within 3 %; no rotation, no swipe, "
                         + "no long press, no tap." + v.summary,
                     device: v.device, sampling: v.sampling(15), contacts: all,
                     groundTruth: GroundTruth(fingers: 2, scale: drift)) { _ in
            [Expect.began(.pan, fingers: 2),
             Expect.began(.pinch, fingers: 2),
             Expect.pinchEnded(fingers: 2, scale: scale, relativeTolerance: pinchAfterPanScaleTolerance),
             Expect.absent(.rotate), Expect.absent(.swipe), Expect.absent(.longPress), Expect.absent(.tap)]
        }
    }
}
