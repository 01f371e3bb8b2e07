import TactileCore
import TactileTrace

/// Palms on a touchscreen (issue 34): the firmware's `MT_TOOL_PALM` and contacts larger than
/// the palm size threshold (30 mm by default) are rejected, and a rejected touch never makes
/// a gesture: a gesture it was part of is `cancelled`, never `ended`, and no tap comes of it.
/// Each pattern at 60 and 240 Hz on the panel that reports size, pressure and tool type; the
/// script does not depend on the rate, so both expect the same.
extension Corpus {
    static var palms: [CorpusEntry] {
        let d = SyntheticTouchscreen.contactReporting
        let rates: [(Double, UInt64)] = [(60, 0), (240, 1)]
        var entries: [CorpusEntry] = []
        for (rate, index) in rates {
            let hz = " At \(Int(rate)) Hz."
            func sampling(_ pattern: UInt64) -> SamplingOptions { SamplingOptions(rateHertz: rate, seed: 3400 + 10 * pattern + index) }
            // After the palm, a fingertip taps elsewhere: the panel still works, and that tap is the only gesture.
            let tapAfter = ContactPath(down: 1.60, at: mm(260, 60), up: 1.68)
            func noGesture(palm: PhysicalPoint) -> [ExpectedGesture] {
                [Expect.forbidden(Expect.tap(taps: 1, fingers: 1, at: d.screenPoint(of: palm), tolerance: 60)),
                 Expect.tap(taps: 1, fingers: 1, at: d.screenPoint(of: mm(260, 60))),
                 Expect.absent(.longPress), Expect.absent(.pan), Expect.absent(.swipe)]
            }
            entries.append(touch(
                "palm-lands-then-flagged-\(Int(rate))hz",
                checks: "A palm lands like a finger (14 mm, growing to 22 mm: under the size threshold), drifts 4 mm and "
                    + "rests 1.2 s; the firmware flags it MT_TOOL_PALM 60 ms after touch-down: the touch is cancelled "
                    + "(reason palm) and no gesture fires from it: no tap, no long press, no pan; a fingertip's tap "
                    + "elsewhere afterwards is recognized." + hz,
                device: d, sampling: sampling(1),
                contacts: [ContactPath(down: 0.10, at: mm(150, 110))
                               .moving(to: mm(153, 113), start: 0.20, duration: 0.40).lifted(at: 1.30)
                               .reporting(ContactTraits(major: [.init(0.10, 14), .init(0.20, 22)], palmFrom: 0.16)),
                           tapAfter]) { _ in
                noGesture(palm: mm(150, 110))
            })
            entries.append(touch(
                "palm-mid-pan-\(Int(rate))hz",
                checks: "One finger pans 60 mm to the right in 1 s; halfway (0.6 s after touch-down) the firmware calls "
                    + "it MT_TOOL_PALM: the pan is cancelled, never ended, and no tap or swipe follows the lift." + hz,
                device: d, sampling: sampling(2),
                contacts: [ContactPath(down: 0.10, at: mm(100, 100))
                               .moving(to: mm(160, 100), start: 0.20, duration: 1.0).lifted(at: 1.35)
                               .reporting(ContactTraits(major: [.init(0, 9)], palmFrom: 0.70))]) { _ in
                [Expect.began(.pan, fingers: 1), Expect.event(.pan, .cancelled, fingers: 1),
                 Expect.absent(.pan, phase: .ended), Expect.absent(.tap), Expect.absent(.swipe)]
            })
            entries.append(touch(
                "palm-large-contact-\(Int(rate))hz",
                checks: "The heel of a hand lands (16 mm, spreading to 48 x 34 mm within 80 ms; the firmware never flags "
                    + "it) and rests 1.2 s with a 3 mm drift: over the 30 mm size threshold it is rejected, so no long "
                    + "press, tap or pan from it; a fingertip's tap elsewhere afterwards is recognized." + hz,
                device: d, sampling: sampling(3),
                contacts: [ContactPath(down: 0.10, at: mm(120, 140))
                               .moving(to: mm(122, 142), start: 0.30, duration: 0.50).lifted(at: 1.30)
                               .reporting(ContactTraits(major: [.init(0.10, 16), .init(0.18, 48)], minorRatio: 0.7)),
                           tapAfter]) { _ in
                noGesture(palm: mm(120, 140))
            })
            entries.append(touch(
                "palm-resting-second-hand-pan-\(Int(rate))hz",
                checks: "A palm (45 mm, MT_TOOL_PALM from touch-down) rests 2.1 s at the lower left while the other "
                    + "hand's finger pans 60 mm up at the right: the palm is never reported, so the pan is a one-finger "
                    + "pan with the finger's whole translation; no long press from the palm, no tap." + hz,
                device: d, sampling: sampling(4),
                contacts: [ContactPath(down: 0.10, at: mm(70, 150), up: 2.20)
                               .reporting(ContactTraits(major: [.init(0, 45)], minorRatio: 0.7, palmFrom: 0.10)),
                           ContactPath(down: 0.60, at: mm(260, 150))
                               .moving(to: mm(260, 90), start: 0.70, duration: 1.0).lifted(at: 1.90)],
                groundTruth: GroundTruth(fingers: 1, translation: mm(0, -60))) { d in
                [Expect.began(.pan, fingers: 1),
                 Expect.panEnded(fingers: 1, translation: d.screenPoint(of: mm(0, -60)), tolerance: 4),
                 Expect.absent(.pan, fingers: 2), Expect.absent(.longPress), Expect.absent(.tap)]
            })
        }
        return entries
    }
}

/// A hand resting beside a writing pen on a pen display (its pen and touch nodes share
/// vendor:product, so they are paired): the palm lands in the writing hand's zone and is
/// rejected, a second hand's pan far from the pen works.
extension Corpus {
    static var penArbitration: [CorpusEntry] {
        let d = SyntheticTouchscreen.penDisplayTouch
        let writing = PenScript(visits: [
            PenScript.Visit(enter: 0.10, leave: 1.50, from: mm(150, 80), to: mm(200, 85),
                            strokes: [PenScript.Stroke(start: 0.30, end: 1.30, pressure: 0.6...0.6)], tiltXDegrees: 40, tiltYDegrees: 0),
        ])
        return [(60.0, UInt64(0)), (240.0, UInt64(1))].map { rate, index in
            let pen = SyntheticPen.paired(with: d, rateHertz: rate)
            return CorpusEntry(
                name: "pen-resting-hand-second-hand-pan-\(Int(rate))hz",
                checks: "A right-handed pen (tilt 40°) comes near at (150, 80) mm and moves 50 mm, writing from 0.3 s to 1.3 s; the hand rests 35 mm right "
                    + "of and 40 mm below the tip from 0.2 s to 1.6 s; the other hand's finger pans 60 mm down at the far left. "
                    + "The resting hand is in the writing hand's zone: no long press, no tap, and the pan is a one-finger pan "
                    + "with the finger's whole translation. At \(Int(rate)) Hz.",
                input: .penAndTouch(device: d, script: TouchScript(contacts: [
                    ContactPath(down: 0.20, at: mm(185, 120), up: 1.60),
                    ContactPath(down: 0.40, at: mm(40, 100)).moving(to: mm(40, 160), start: 0.50, duration: 0.80).lifted(at: 1.45),
                ]), sampling: SamplingOptions(rateHertz: rate, seed: 3600 + index), pen: pen, penScript: writing),
                expected: [Expect.began(.pan, fingers: 1),
                           Expect.panEnded(fingers: 1, translation: d.screenPoint(of: mm(0, 60)), tolerance: 4),
                           Expect.absent(.pan, fingers: 2), Expect.absent(.longPress), Expect.absent(.tap)],
                groundTruth: GroundTruth())
        }
    }
}
