import TactileCore
import TactileTrace

/// Real hands: finger sets that change during one touch sequence. Fingers land
/// one at a time (on a hand that may already be moving), rest before the others join,
/// lift and land again while another stays down, and settle after touch-down; every
/// held fingertip wanders a little (``Wobble``).
///
/// Each pattern is generated on the isotropic panel at 60 and 240 Hz and on the
/// anisotropic and resolution-0 panels at one rate each, so the patterns as a whole cover
/// every panel kind at both rates (the settle-and-hold pattern runs on all six). The
/// script of a pattern does not depend on the rate, and its wobble seeds not on the panel:
/// the 60 and 240 Hz traces of one panel expect exactly the same values.
///
/// Scales and rotations are measured from the moment the finger set they belong to
/// formed (the scan where its last finger landed) to the last scan before a finger
/// lifts, on the script itself (``TouchScript/span(of:at:)``): the values the motion
/// was generated with, wobble and settle included. Landings that start a measurement
/// fall on scans of both rates (multiples of 50 ms), so both rates see the same moment.
extension Corpus {
    static let transformRecognizer = #"{"kind": "transform"}"#

    /// A panel and a scan rate a real-hands pattern is generated for.
    struct Variant {
        var device: SyntheticTouchscreen
        /// `isotropic`, `anisotropic`, `resolution-zero`: part of the file name.
        var panel: String
        var rateHertz: Double
        /// Index among ``all`` (the seed's last digit).
        var index: UInt64

        /// The middle of the panel (mm).
        var centre: PhysicalPoint { PhysicalPoint(x: device.size.width.value / 2, y: device.size.height.value / 2) }

        func name(_ pattern: String) -> String { "\(pattern)-\(panel)-\(Int(rateHertz))hz" }

        func sampling(_ pattern: UInt64) -> SamplingOptions {
            SamplingOptions(rateHertz: rateHertz, seed: 900 + 10 * pattern + index)
        }

        /// ` On the isotropic panel at 60 Hz.`
        var summary: String {
            let what: String
            switch panel {
            case "anisotropic": what = "the anisotropic panel (13 x 18 units/mm, 4:3 on 16:9)"
            case "resolution-zero": what = "the resolution-0 panel (mm from the configured 344 x 193.5 mm screen)"
            default: what = "the isotropic panel"
            }
            return " On \(what) at \(Int(rateHertz)) Hz."
        }

        static let iso60 = Variant(device: .isotropic, panel: "isotropic", rateHertz: 60, index: 0)
        static let iso240 = Variant(device: .isotropic, panel: "isotropic", rateHertz: 240, index: 1)
        static let aniso60 = Variant(device: .anisotropic, panel: "anisotropic", rateHertz: 60, index: 2)
        static let aniso240 = Variant(device: .anisotropic, panel: "anisotropic", rateHertz: 240, index: 3)
        static let zero60 = Variant(device: .resolutionZero, panel: "resolution-zero", rateHertz: 60, index: 4)
        static let zero240 = Variant(device: .resolutionZero, panel: "resolution-zero", rateHertz: 240, index: 5)
        static let all = [iso60, iso240, aniso60, aniso240, zero60, zero240]
        /// Isotropic at both rates, anisotropic at 60 Hz, resolution 0 at 240 Hz.
        static let setA = [iso60, iso240, aniso60, zero240]
        /// Isotropic at both rates, resolution 0 at 60 Hz, anisotropic at 240 Hz.
        static let setB = [iso60, iso240, zero60, aniso240]
    }

    /// The pattern names of ``realHands``, each generated as `<pattern>-<panel>-<rate>hz`.
    package static let realHandPatterns = [
        "staggered-pinch", "resting-pinch", "resting-pivot-rotate", "resting-two-finger-drag", "lift-reland-pinch",
        "staggered-four-finger-drag", "settle-hold-two-fingers", "brisk-drag-no-swipe", "fling-swipe",
        "staggered-two-finger-tap", "transform-1-2-3-1",
        "rest-join-two-finger-drag", "drifting-two-finger-drag", "pan-then-pinch", "pan-lift-then-pinch",
    ]

    static var realHands: [CorpusEntry] {
        Variant.setA.map { staggeredPinch($0) }
            + Variant.setB.map { restingPinch($0) }
            + Variant.setA.map { restingPivotRotate($0) }
            + Variant.setB.map { restingTwoFingerDrag($0) }
            + Variant.setA.map { liftRelandPinch($0) }
            + Variant.setB.map { staggeredFourFingerDrag($0) }
            + Variant.all.map { settleHoldTwoFingers($0) }
            + Variant.setA.map { briskDragNoSwipe($0) }
            + Variant.setB.map { flingSwipe($0) }
            + Variant.setA.map { staggeredTwoFingerTap($0) }
            + Variant.setB.map { transformOneTwoThreeOne($0) }
            + Variant.setA.map { restJoinTwoFingerDrag($0) }
            + Variant.setB.map { driftingTwoFingerDrag($0) }
            + Variant.setA.map { panThenPinch($0) }
            + Variant.setB.map { panLiftThenPinch($0) }
    }

    // MARK: - Helpers

    /// The unit vector at `degrees` (0 = +x, 90 = +y, i.e. down; clockwise on the screen).
    static func unit(_ degrees: Double) -> PhysicalPoint {
        let a = radians(degrees: degrees)
        return PhysicalPoint(x: cosine(a), y: sine(a))
    }

    /// A held fingertip's wander: 0.08 mm RMS for a resting finger, 0.03-0.05 for the others.
    static func wobble(_ seed: UInt64, _ rms: Double) -> Wobble { Wobble(rms: Millimetres(rms), seed: seed) }

    /// Just before `t`: the last scan before a lift sees the fingers still down.
    static func before(_ t: Double) -> Double { t - 1e-6 }

    static func text(_ v: Double, _ decimals: Int = 3) -> String { plainNumber(Expect.rounded(v, decimals)) }

    static func degrees(_ r: Double) -> Double { r * 180 / .pi }

    /// 2 % of the scale: both ends of the ratio are single noisy samples, and the reference
    /// is the first scan of the new finger set.
    static let realHandScaleTolerance = 0.02
    /// 1 degree.
    static let realHandRotationTolerance = 1.0 * .pi / 180

    // MARK: - 1. Staggered landing, then pinch

    /// Finger 1 lands and moves `preMove` mm on its own for 100 ms (7 mm on the isotropic
    /// panel: a one-finger pan begins, past the 3 mm threshold raised by the 2.5 mm a
    /// landing fingertip may settle; 2.5 mm elsewhere: below every threshold); finger 2
    /// lands 40 mm away, settles 1.2 mm, and the two pinch out 1.6x.
    static func staggeredPinch(_ v: Variant) -> CorpusEntry {
        let preMove = v.panel == "isotropic" ? 7.0 : 2.5
        let c = v.centre, u = unit(20), n = unit(110)
        let f1 = ContactPath(down: 0.10, at: c - u * 20 + n * preMove).wobbling(wobble(9111, 0.04))
            .moving(to: c - u * 20, start: 0.10, duration: 0.12)
        let f2 = ContactPath(down: 0.20, at: c + u * 20).wobbling(wobble(9112, 0.04)).settling(by: n * 1.2)
        var paths = TouchScript.transforming([f1, f2], [0, 1], scale: 1.6, start: 0.35, duration: 0.6)
        paths[0] = paths[0].lifted(at: 1.12)
        paths[1] = paths[1].lifted(at: 1.10)
        let script = TouchScript(contacts: paths)
        let scale = script.span(of: [0, 1], at: before(1.10)) / script.span(of: [0, 1], at: 0.20)
        let rotation = script.rotation(of: [0, 1], from: 0.20, to: before(1.10))
        let pan = preMove > 5.5
        return touch(v.name("staggered-pinch"),
                     checks: "Finger 1 lands and moves \(text(preMove)) mm in 120 ms; finger 2 lands 40 mm away "
                         + "100 ms after it (finger 1 still moving), settles 1.2 mm across the finger axis, and the two pinch out 40 -> 64 mm: "
                         + (pan ? "the one-finger pan begins (past 3 mm plus the 2.5 mm settle allowance), then " : "")
                         + "the pinch begins with 2 fingers and ends at \(text(scale, 4)), the span at the lift over "
                         + "the span when finger 2 landed (the set's first scan); no rotation (\(text(degrees(rotation), 1)) "
                         + "degrees, settle included), no long press, no swipe." + v.summary,
                     device: v.device, sampling: v.sampling(1), contacts: paths,
                     groundTruth: GroundTruth(fingers: 2, scale: scale, rotationRadians: rotation)) { _ in
            (pan ? [Expect.began(.pan, fingers: 1)] : [])
                + [Expect.began(.pinch, fingers: 2),
                   Expect.pinchEnded(fingers: 2, scale: scale, relativeTolerance: realHandScaleTolerance),
                   Expect.absent(.rotate), Expect.absent(.longPress), Expect.absent(.swipe), Expect.absent(.tap)]
        }
    }

    // MARK: - 2. A resting finger, then a second one

    /// Finger 1 settles and rests 0.8 s (a long press begins at 0.5 s); finger 2 lands 40 mm
    /// away and the two pinch out 1.6x.
    static func restingPinch(_ v: Variant) -> CorpusEntry {
        let c = v.centre, u = unit(-15), n = unit(75)
        let f1 = ContactPath(down: 0.10, at: c - u * 20).wobbling(wobble(9121, 0.08)).settling(by: n * 1.5)
        let f2 = ContactPath(down: 0.90, at: f1.end + u * 40).wobbling(wobble(9122, 0.05)).settling(by: n * 1.0)
        var paths = TouchScript.transforming([f1, f2], [0, 1], scale: 1.6, start: 1.05, duration: 0.6)
        paths[0] = paths[0].lifted(at: 1.82)
        paths[1] = paths[1].lifted(at: 1.80)
        let script = TouchScript(contacts: paths)
        let scale = script.span(of: [0, 1], at: before(1.80)) / script.span(of: [0, 1], at: 0.90)
        let rotation = script.rotation(of: [0, 1], from: 0.90, to: before(1.80))
        return touch(v.name("resting-pinch"),
                     checks: "Finger 1 settles 1.5 mm and rests 0.8 s (wobble 0.08 mm RMS): a one-finger long press "
                         + "begins 0.5 +- 0.1 s after touch-down; finger 2 lands 40 mm away and 150 ms later the two pinch "
                         + "out 40 -> 64 mm: the long press ends when the pair starts moving (0.9-1.4 s, not at the lift), "
                         + "the pinch begins with 2 fingers and ends at \(text(scale, 4)) (since the pair formed); "
                         + "no rotation, no tap, no swipe." + v.summary,
                     device: v.device, sampling: v.sampling(2), contacts: paths,
                     groundTruth: GroundTruth(fingers: 2, scale: scale, rotationRadians: rotation)) { _ in
            [Expect.event(.longPress, .began, fingers: 1, time: (0.60, 0.1)),
             Expect.event(.longPress, .ended, time: (1.15, 0.25)),
             Expect.began(.pinch, fingers: 2),
             Expect.pinchEnded(fingers: 2, scale: scale, relativeTolerance: realHandScaleTolerance),
             Expect.absent(.rotate), Expect.absent(.tap), Expect.absent(.swipe)]
        }
    }

    /// Finger 1 rests 0.7 s as a pivot; finger 2 lands 40 mm away, settles 1 mm towards it and
    /// circles it 60 degrees clockwise at a constant radius.
    static func restingPivotRotate(_ v: Variant) -> CorpusEntry {
        let c = v.centre, a0 = -30.0
        let f1 = ContactPath(down: 0.10, at: c + PhysicalPoint(x: -20, y: 10)).wobbling(wobble(9131, 0.08))
            .settling(by: unit(100) * 1.0)
        let pivot = f1.end
        var f2 = ContactPath(down: 0.80, at: pivot + unit(a0) * 40).wobbling(wobble(9132, 0.05))
            .settling(by: unit(a0) * -1.0)
        let orbit = Orbit(centreFrom: pivot, centreTo: pivot, radiusFrom: Millimetres(39), radiusTo: Millimetres(39),
                          angleFromRadians: radians(degrees: a0), angleToRadians: radians(degrees: a0 + 60))
        f2 = f2.orbiting(orbit, start: 0.95, duration: 0.7).lifted(at: 1.80)
        let paths = [f1.lifted(at: 1.82), f2]
        let script = TouchScript(contacts: paths)
        let scale = script.span(of: [0, 1], at: before(1.80)) / script.span(of: [0, 1], at: 0.80)
        let rotation = script.rotation(of: [0, 1], from: 0.80, to: before(1.80))
        return touch(v.name("resting-pivot-rotate"),
                     checks: "Finger 1 rests 0.7 s as a pivot (a long press begins at 0.5 s); finger 2 lands 40 mm "
                         + "away, settles 1 mm towards it and circles it 60 degrees clockwise at a constant radius: the "
                         + "long press ends when finger 2 moves (0.8-1.4 s), the rotation begins with 2 fingers and ends at "
                         + "\(text(rotation, 4)) rad within 1 degree (since the pair formed, in mm); the span changes only "
                         + "by the settle (\(text((scale - 1) * 100, 1)) %): no pinch, no tap, no swipe." + v.summary,
                     device: v.device, sampling: v.sampling(3), contacts: paths,
                     groundTruth: GroundTruth(fingers: 2, scale: scale, rotationRadians: rotation)) { _ in
            [Expect.event(.longPress, .began, fingers: 1, time: (0.60, 0.1)),
             Expect.event(.longPress, .ended, time: (1.10, 0.30)),
             Expect.began(.rotate, fingers: 2),
             Expect.rotateEnded(fingers: 2, radians: rotation, tolerance: realHandRotationTolerance),
             Expect.absent(.pinch), Expect.absent(.tap), Expect.absent(.swipe)]
        }
    }

    /// Finger 1 rests 0.6 s; finger 2 lands 30 mm away and both drag 40 mm together.
    static func restingTwoFingerDrag(_ v: Variant) -> CorpusEntry {
        let c = v.centre, drag = unit(-60) * 40
        var f1 = ContactPath(down: 0.10, at: c + PhysicalPoint(x: -15, y: 15)).wobbling(wobble(9141, 0.08))
            .settling(by: unit(95) * 1.2)
        var f2 = ContactPath(down: 0.70, at: f1.end + unit(-10) * 30).wobbling(wobble(9142, 0.05))
            .settling(by: unit(85) * 1.0)
        f1 = f1.moving(to: f1.end + drag, start: 0.85, duration: 1.0).lifted(at: 2.02)
        f2 = f2.moving(to: f2.end + drag, start: 0.85, duration: 1.0).lifted(at: 2.00)
        let script = TouchScript(contacts: [f1, f2])
        let rotation = script.rotation(of: [0, 1], from: 0.70, to: before(2.00))
        let moved = script.centroid(of: [0, 1], at: before(2.00)) - script.centroid(of: [0, 1], at: 0.70)
        return touch(v.name("resting-two-finger-drag"),
                     checks: "Finger 1 rests 0.6 s (a long press begins at 0.5 s); finger 2 lands 30 mm away and "
                         + "150 ms later both drag 40 mm together in 1 s: the long press ends when they move (0.7-1.3 s), "
                         + "the pan reports 2 fingers (a `changed` event with fingers 2) and ends; the span and angle "
                         + "do not change, so no pinch and no rotation; no swipe, no tap." + v.summary,
                     device: v.device, sampling: v.sampling(4), contacts: [f1, f2],
                     groundTruth: GroundTruth(fingers: 2, rotationRadians: rotation, translation: moved)) { _ in
            [Expect.event(.longPress, .began, fingers: 1, time: (0.60, 0.1)),
             Expect.event(.longPress, .ended, time: (1.00, 0.30)),
             Expect.event(.pan, .changed, fingers: 2),
             Expect.event(.pan, .ended),
             Expect.absent(.pinch), Expect.absent(.rotate), Expect.absent(.swipe), Expect.absent(.tap)]
        }
    }

    // MARK: - 3. Lift a finger and land it again

    /// Two fingers pinch out 1.5x while drifting 7.8 mm; finger 2 lifts, finger 1 moves 6 mm
    /// alone; 200 ms after the lift finger 2 lands again 40 mm away and they pinch out 1.4x.
    static func liftRelandPinch(_ v: Variant) -> CorpusEntry {
        let c = v.centre + PhysicalPoint(x: -10, y: 0), u = unit(10), n = unit(100)
        let f1 = ContactPath(down: 0.10, at: c - u * 18).wobbling(wobble(9151, 0.04)).settling(by: n * 0.8)
        let f2 = ContactPath(down: 0.15, at: c + u * 18).wobbling(wobble(9152, 0.04)).settling(by: n * 0.8)
        var paths = TouchScript.transforming([f1, f2], [0, 1], scale: 1.5, translation: PhysicalPoint(x: 6, y: -5),
                                             start: 0.30, duration: 0.5)
        paths[1] = paths[1].lifted(at: 0.95)
        paths[0] = paths[0].moving(to: paths[0].end + PhysicalPoint(x: 5, y: 3.3), start: 0.97, duration: 0.16)
        let again = paths[1].relanding(after: 0.20, at: paths[0].end + unit(5) * 40).wobbling(wobble(9153, 0.04))
            .settling(by: unit(95) * 0.8)
        paths.append(again)
        paths = TouchScript.transforming(paths, [0, 2], scale: 1.4, translation: PhysicalPoint(x: 5, y: 4),
                                         start: 1.30, duration: 0.5)
        paths[2] = paths[2].lifted(at: 1.95)
        paths[0] = paths[0].lifted(at: 1.97)
        let script = TouchScript(contacts: paths)
        let scale1 = script.span(of: [0, 1], at: before(0.95)) / script.span(of: [0, 1], at: 0.15)
        let rotation1 = script.rotation(of: [0, 1], from: 0.15, to: before(0.95))
        let moved1 = script.centroid(of: [0, 1], at: before(0.95)) - script.centroid(of: [0, 1], at: 0.15)
        let scale2 = script.span(of: [0, 2], at: before(1.95)) / script.span(of: [0, 2], at: 1.15)
        return touch(v.name("lift-reland-pinch"),
                     checks: "Two fingers pinch out 36 -> 54 mm while drifting 7.8 mm, finger 2 lifts, finger 1 moves "
                         + "6 mm alone, and 200 ms after the lift finger 2 lands again 40 mm away (a new contact) and "
                         + "they pinch out 40 -> 56 mm: two pinches in one sequence, ending at \(text(scale1, 4)) and "
                         + "\(text(scale2, 4)) (each since its pair formed); one pan from the first pinch to the last "
                         + "lift that reports 1 finger between the pinches (never ended or cancelled before 1.93 s, no "
                         + "second pan begins after 0.85 s); no rotation, no tap, no swipe." + v.summary,
                     device: v.device, sampling: v.sampling(5), contacts: paths,
                     groundTruth: GroundTruth(fingers: 2, scale: scale1, rotationRadians: rotation1, translation: moved1)) { _ in
            [Expect.began(.pinch, fingers: 2),
             Expect.began(.pan, fingers: 2),
             Expect.pinchEnded(fingers: 2, scale: scale1, relativeTolerance: realHandScaleTolerance),
             Expect.event(.pan, .changed, fingers: 1, time: (1.05, 0.10)),
             Expect.began(.pinch, fingers: 2),
             Expect.pinchEnded(fingers: 2, scale: scale2, relativeTolerance: realHandScaleTolerance),
             Expect.forbidden(Expect.event(.pan, .ended, time: (0.965, 0.965))),
             Expect.forbidden(Expect.event(.pan, .cancelled, time: (0.965, 0.965))),
             Expect.forbidden(Expect.event(.pan, .began, time: (1.475, 0.625))),
             Expect.absent(.rotate), Expect.absent(.tap), Expect.absent(.swipe)]
        }
    }

    // MARK: - 4. Four fingers landing on a moving hand

    /// Four fingers 18 mm apart land 0, 14, 28 and 42 ms after the first, on a hand that
    /// starts moving at the first touch-down (a brisk 50 mm drag): a three-finger pan can
    /// begin before the fourth finger lands.
    static func staggeredFourFingerDrag(_ v: Variant) -> CorpusEntry {
        let offsets = TouchScript.fingerPositions(count: 4, centre: .zero, spacing: Millimetres(18), angleDegrees: -8)
        let profile = MotionProfile.skewedBell(peakFraction: 0.2)
        var paths = TouchScript.formation(centre: v.centre + PhysicalPoint(x: 0, y: 25), offsets: offsets,
                                          landings: [0, 0.014, 0.028, 0.042], down: 0.10,
                                          translation: PhysicalPoint(x: 0, y: -50), start: 0.10, duration: 0.5,
                                          profile: profile, ups: [0.75, 0.758, 0.766, 0.774])
        for i in paths.indices { paths[i] = paths[i].wobbling(wobble(9161 + UInt64(i), 0.04)) }
        let script = TouchScript(contacts: paths)
        // Where the pan's 3 mm threshold is crossed with three fingers down.
        let crossing = (0...500).map { 0.10 + Double($0) / 10000 }.first {
            (script.centroid(of: [0, 1, 2], at: $0) - script.centroid(of: [0, 1, 2], at: 0.128)).length >= 3
        } ?? 0
        return touch(v.name("staggered-four-finger-drag"),
                     checks: "Four fingers 18 mm apart land 0, 14, 28 and 42 ms after the first on a hand that drags "
                         + "50 mm up from the first touch-down (peak \(text(profile.peakVelocity * 50 / 0.5, 0)) mm/s "
                         + "at 100 ms; the three first fingers pass 3 mm \(text((crossing - 0.10) * 1000, 0)) ms after "
                         + "the first touch-down): the pan reports 4 fingers (a `changed` event with fingers 4) and "
                         + "ends; the formation keeps its shape: no pinch, no rotation; it stops before the lift: no "
                         + "swipe; no tap." + v.summary,
                     device: v.device, sampling: v.sampling(6), contacts: paths,
                     groundTruth: GroundTruth(fingers: 4, scale: 1, rotationRadians: 0)) { _ in
            [Expect.event(.pan, .began),
             Expect.event(.pan, .changed, fingers: 4),
             Expect.event(.pan, .ended),
             Expect.absent(.pinch), Expect.absent(.rotate), Expect.absent(.swipe), Expect.absent(.tap)]
        }
    }

    // MARK: - 5. Fingertip settle, then hold

    /// Two fingers 30 mm apart land 50 ms apart, settle 2.0 and 2.5 mm in 100 ms (the pads
    /// flattening towards the palm), then hold still with wobble for 1 s.
    static func settleHoldTwoFingers(_ v: Variant) -> CorpusEntry {
        let c = v.centre
        let f1 = ContactPath(down: 0.10, at: c + PhysicalPoint(x: -15, y: 0), up: 1.25).wobbling(wobble(9171, 0.08))
            .settling(by: unit(80) * 2.0)
        let f2 = ContactPath(down: 0.15, at: c + PhysicalPoint(x: 15, y: 0), up: 1.27).wobbling(wobble(9172, 0.08))
            .settling(by: unit(105) * 2.5)
        let script = TouchScript(contacts: [f1, f2])
        let scale = script.span(of: [0, 1], at: before(1.25)) / script.span(of: [0, 1], at: 0.15)
        let rotation = script.rotation(of: [0, 1], from: 0.15, to: before(1.25))
        let moved = script.centroid(of: [0, 1], at: before(1.25)) - script.centroid(of: [0, 1], at: 0.15)
        return touch(v.name("settle-hold-two-fingers"),
                     checks: "Two fingers 30 mm apart land 50 ms apart, settle 2.0 and 2.5 mm in 100 ms (the pads "
                         + "flattening) and hold still with wobble (0.08 mm RMS) for 1 s: the span changes by "
                         + "\(text((scale - 1) * 100, 1)) %, the axis by \(text(degrees(rotation), 1)) degrees and the "
                         + "centroid moves \(text(moved.length, 2)) mm, all from settling: a two-finger long press "
                         + "(0.5 +- 0.1 s after the fingers land, ending at the first lift), and no pinch, no rotation, "
                         + "no pan, no one-finger long press, no tap, no swipe." + v.summary,
                     device: v.device, sampling: v.sampling(7), contacts: [f1, f2],
                     groundTruth: GroundTruth(fingers: 2, scale: scale, rotationRadians: rotation, translation: moved)) { _ in
            [Expect.event(.longPress, .began, fingers: 2, time: (0.625, 0.1)),
             Expect.ended(.longPress, fingers: 2, time: (1.25, 0.03)),
             Expect.absent(.pinch), Expect.absent(.rotate), Expect.absent(.pan),
             Expect.absent(.longPress, fingers: 1), Expect.absent(.tap), Expect.absent(.swipe)]
        }
    }

    // MARK: - 6. Brisk drags and flings

    /// One finger drags 60 mm starting briskly (speed peaking 100 ms after touch-down), slows
    /// down and stops, and lifts 100 ms after the movement's end.
    static func briskDragNoSwipe(_ v: Variant) -> CorpusEntry {
        let profile = MotionProfile.skewedBell(peakFraction: 0.1)
        let f1 = ContactPath(down: 0.10, at: v.centre + PhysicalPoint(x: -30, y: 8)).wobbling(wobble(9181, 0.03))
            .moving(to: v.centre + PhysicalPoint(x: 30, y: 8), start: 0.10, duration: 1.0, profile: profile)
            .lifted(at: 1.20)
        let script = TouchScript(contacts: [f1])
        let moved = f1.position(at: before(1.20)) - f1.position(at: 0.10)
        let early = f1.position(at: 0.20).x - f1.position(at: 0.10).x
        let slow = (f1.position(at: 0.70).x - f1.position(at: 0.60).x) / 0.1
        return touch(v.name("brisk-drag-no-swipe"),
                     checks: "Swipe vs scroll: one finger drags 60 mm, starting briskly (peak "
                         + "\(text(profile.peakVelocity * 60, 0)) mm/s 100 ms after touch-down, \(text(early, 1)) mm in the "
                         + "first 100 ms), then slows down (\(text(slow, 1)) mm/s after 0.5 s) and stops 100 ms before "
                         + "the lift: a pan with the whole translation, never a swipe (a swipe is decided at the lift "
                         + "from the release velocity); no tap, no long press." + v.summary,
                     device: v.device, sampling: v.sampling(8), contacts: script.contacts,
                     groundTruth: GroundTruth(fingers: 1, translation: moved)) { d in
            [Expect.began(.pan, fingers: 1),
             Expect.panEnded(fingers: 1, translation: d.screenPoint(of: moved), tolerance: 4),
             Expect.absent(.swipe), Expect.absent(.tap), Expect.absent(.longPress)]
        }
    }

    /// One finger accelerates into a fling left and lifts while still fast.
    static func flingSwipe(_ v: Variant) -> CorpusEntry {
        let profile = MotionProfile.skewedBell(peakFraction: 0.75)
        let planned = 70.0, duration = 0.4, lift = 0.8
        let f1 = ContactPath(down: 0.10, at: v.centre + PhysicalPoint(x: 30, y: 0)).wobbling(wobble(9191, 0.03))
            .moving(to: v.centre + PhysicalPoint(x: 30 - planned, y: 0), start: 0.10, duration: duration, profile: profile)
            .lifted(at: 0.10 + lift * duration)
        let speed = profile.velocity(lift) * planned / duration
        let covered = profile.position(lift) * planned
        let directions = ["up", "down", "left", "right"]
        return touch(v.name("fling-swipe"),
                     checks: "A fling: one finger accelerates left (speed peaking late, "
                         + "\(text(profile.peakVelocity * planned / duration, 0)) mm/s) and lifts after "
                         + "\(text(covered, 1)) mm in \(text(lift * duration * 1000, 0)) ms while still moving at "
                         + "\(text(speed, 0)) mm/s: a swipe left, no other direction, no edge swipe, no tap." + v.summary,
                     device: v.device, sampling: v.sampling(9), contacts: [f1]) { _ in
            [Expect.began(.pan, fingers: 1), Expect.swipe("left", fingers: 1)]
                + directions.filter { $0 != "left" }.map { Expect.absent(.swipe, fields: [("direction", .string($0))]) }
                + [Expect.absent(.edgeSwipe), Expect.absent(.tap), Expect.absent(.longPress)]
        }
    }

    // MARK: - 7. A staggered two-finger tap

    /// Two fingers 22 mm apart land 120 ms apart and lift 80 and 90 ms after the second landed.
    static func staggeredTwoFingerTap(_ v: Variant) -> CorpusEntry {
        let c = v.centre
        let f1 = ContactPath(down: 0.10, at: c + PhysicalPoint(x: -11, y: 0), up: 0.30).wobbling(wobble(9201, 0.03))
        let f2 = ContactPath(down: 0.22, at: c + PhysicalPoint(x: 11, y: 0), up: 0.31).wobbling(wobble(9202, 0.03))
        let script = TouchScript(contacts: [f1, f2])
        let centroid = script.centroid(of: [0, 1], at: 0.22)
        return touch(v.name("staggered-two-finger-tap"),
                     checks: "Two fingers 22 mm apart land 120 ms apart and lift 80 ms after the second landed, "
                         + "without moving: a two-finger tap at their centroid (fingers landing up to ~150 ms apart "
                         + "land together); no one-finger tap, no pinch, rotation, pan or long press." + v.summary,
                     device: v.device, sampling: v.sampling(10), contacts: [f1, f2],
                     recognizers: [twoFingerTap]) { d in
            [Expect.tap(taps: 1, fingers: 2, at: d.screenPoint(of: centroid)),
             Expect.absent(.tap, fingers: 1),
             Expect.absent(.pinch), Expect.absent(.rotate), Expect.absent(.pan), Expect.absent(.longPress)]
        }
    }

    // MARK: - 8. One transform across 1 -> 2 -> 3 -> 1 fingers

    /// One finger drags 20 mm; a second lands and the pair pinches 1.5x while turning 30
    /// degrees clockwise; a third lands and all three move 10 mm; two lift and the first
    /// rests until it lifts.
    static func transformOneTwoThreeOne(_ v: Variant) -> CorpusEntry {
        let c = v.centre
        let f1 = ContactPath(down: 0.10, at: c + PhysicalPoint(x: -40, y: 10)).wobbling(wobble(9211, 0.04))
            .moving(to: c + PhysicalPoint(x: -40, y: 10) + unit(-15) * 20, start: 0.12, duration: 0.4)
        let f2 = ContactPath(down: 0.60, at: f1.end + unit(5) * 40).wobbling(wobble(9212, 0.04))
        var paths = TouchScript.transforming([f1, f2], [0, 1], scale: 1.5, rotationDegrees: 30, start: 0.75, duration: 0.6)
        let pairCentre = (paths[0].end + paths[1].end) / 2
        let axis = paths[1].end - paths[0].end
        let f3 = ContactPath(down: 1.45, at: pairCentre + PhysicalPoint(x: -axis.y, y: axis.x) / axis.length * 25)
            .wobbling(wobble(9213, 0.04))
        paths.append(f3)
        let shift = PhysicalPoint(x: 8, y: -6)
        paths = paths.map { $0.moving(to: $0.end + shift, start: 1.55, duration: 0.35) }
        paths[1] = paths[1].lifted(at: 2.05)
        paths[2] = paths[2].lifted(at: 2.06)
        paths[0] = paths[0].lifted(at: 2.30)
        let script = TouchScript(contacts: paths)
        let pairScale = script.span(of: [0, 1], at: before(1.45)) / script.span(of: [0, 1], at: 0.60)
        let pairRotation = script.rotation(of: [0, 1], from: 0.60, to: before(1.45))
        let trioScale = script.span(of: [0, 1, 2], at: before(2.05)) / script.span(of: [0, 1, 2], at: 1.45)
        let trioRotation = script.rotation(of: [0, 1, 2], from: 1.45, to: before(2.05))
        let scale = pairScale * trioScale, rotation = pairRotation + trioRotation
        return touch(v.name("transform-1-2-3-1"),
                     checks: "One transform across 1 -> 2 -> 3 -> 1 fingers: one finger drags 20 mm, a second lands "
                         + "40 mm away and the pair pinches 1.5x while turning 30 degrees clockwise, a third lands and "
                         + "all three move 10 mm, two lift and the first rests until it lifts: the transform begins "
                         + "with 1 finger, reports 2 and then 3 fingers (`changed`), and ends with the cumulative scale "
                         + "\(text(scale, 4)) (3 %) and rotation \(text(rotation, 4)) rad (2 degrees), rebased at every "
                         + "change of the finger set so nothing jumps." + v.summary,
                     device: v.device, sampling: v.sampling(11), contacts: paths,
                     groundTruth: GroundTruth(fingers: 2, scale: pairScale, rotationRadians: pairRotation),
                     recognizers: [transformRecognizer]) { _ in
            [Expect.began(.transform, fingers: 1),
             Expect.event(.transform, .changed, fingers: 2),
             Expect.event(.transform, .changed, fingers: 3),
             Expect.event(.transform, .ended,
                          fields: [("scale", .number(Expect.rounded(scale, 4)), Expect.rounded(scale * 0.03, 6)),
                                   ("rotation", .number(Expect.rounded(rotation, 4)),
                                    Expect.rounded(2 * .pi / 180, 6))]),
             Expect.absent(.transform, phase: .cancelled)]
        }
    }
}
