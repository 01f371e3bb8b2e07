import TactileCore
import TactileTrace

/// Pen gestures (Docs/PENS.md, "Pen gestures"): a pen's tip contact recognized as taps, a
/// double tap, a drag, a press-and-hold, a barrel-button click and an eraser stroke, each
/// reported with `pointerType: pen`; and a pen tap while a finger pans on the same panel: two
/// gestures, never a two-finger one.
extension Corpus {
    /// `pointerType: pen` and the tool, the fields every pen gesture expectation carries.
    private static func pen(_ tool: PenTool = .pen) -> [(String, TraceScalar, tolerance: Double?)] {
        [("pointerType", .string("pen"), nil), ("tool", .string(tool.rawValue), nil)]
    }

    /// Where a pen that moves from `from` to `to` over `visit` (minimum jerk) is at `t` (mm).
    private static func penPosition(_ visit: PenScript.Visit, at t: Double) -> PhysicalPoint {
        let s = MinimumJerk.position(Swift.min(Swift.max((t - visit.enter) / (visit.leave - visit.enter), 0), 1))
        return PhysicalPoint(x: visit.from.x + (visit.to.x - visit.from.x) * s, y: visit.from.y + (visit.to.y - visit.from.y) * s)
    }

    static var penGestures: [CorpusEntry] {
        [60.0, 240.0].flatMap { rate -> [CorpusEntry] in
            let pen = SyntheticPen.display(rateHertz: rate)
            let hz = "\(Int(rate))hz", at = " At \(Int(rate)) Hz."
            let spot = mm(120, 80), point = pen.screenPoint(of: spot)
            func still(_ strokes: [PenScript.Stroke], leave: Double, buttons: [Range<Double>] = []) -> PenScript {
                PenScript(visits: [PenScript.Visit(enter: 0.1, leave: leave, from: spot, to: spot, strokes: strokes, buttonHolds: buttons)])
            }
            let tap = PenScript.Stroke(start: 0.30, end: 0.38, pressure: 0.2...0.6)
            let drag = PenScript.Visit(enter: 0.1, leave: 1.2, from: mm(60, 60), to: mm(180, 100),
                                       strokes: [PenScript.Stroke(start: 0.30, end: 1.00, pressure: 0.2...0.6)])
            let dragged = pen.screenPoint(of: penPosition(drag, at: 1.0)) - pen.screenPoint(of: penPosition(drag, at: 0.3))
            var erasing = drag
            erasing.tool = .eraser
            return [
                CorpusEntry(name: "pen-tap-\(hz)",
                            checks: "The pen hovers, its tip touches for 80 ms without moving and it hovers away: one pen tap "
                                + "(`pointerType: pen`, `tool: pen`) where it touched, after the double tap's interval; no pan, "
                                + "no long press, no double tap." + at,
                            input: .pen(device: pen, script: still([tap], leave: 0.9)),
                            expected: [Expect.event(.tap, .recognized, fingers: 1, position: (point, 3),
                                                    fields: [("taps", .integer(1), nil)] + Self.pen()),
                                       Expect.absent(.pan), Expect.absent(.longPress), Expect.absent(.tap, fields: [("taps", .integer(2))])]),
                CorpusEntry(name: "pen-double-tap-\(hz)",
                            checks: "Two 80 ms touches of the tip 120 ms apart at one spot: a pen double tap, and no single "
                                + "tap." + at,
                            input: .pen(device: pen, script: still([tap, PenScript.Stroke(start: 0.50, end: 0.58, pressure: 0.2...0.6)],
                                                                   leave: 0.9)),
                            expected: [Expect.event(.tap, .recognized, fingers: 1, position: (point, 3),
                                                    fields: [("taps", .integer(2), nil)] + Self.pen()),
                                       Expect.absent(.tap, fields: [("taps", .integer(1))]), Expect.absent(.pan)]),
                CorpusEntry(name: "pen-drag-\(hz)",
                            checks: "The pen draws a 0.7 s stroke of about 110 mm to the lower right: a one-contact pen pan "
                                + "from its beginning to the lift with the stroke's translation; no tap, no long press." + at,
                            input: .pen(device: pen, script: PenScript(visits: [drag])),
                            expected: [Expect.event(.pan, .began, fingers: 1, fields: Self.pen()),
                                       Expect.event(.pan, .ended, fingers: 1,
                                                    fields: [("dx", .number(Expect.rounded(dragged.x, 2)), 12),
                                                             ("dy", .number(Expect.rounded(dragged.y, 2)), 12)] + Self.pen()),
                                       Expect.absent(.tap), Expect.absent(.longPress)]),
                CorpusEntry(name: "pen-press-and-hold-\(hz)",
                            checks: "The tip rests 0.9 s without moving: a pen long press that begins 500 ms after the tip "
                                + "went down and ends at the lift; no tap, no pan." + at,
                            input: .pen(device: pen, script: still([PenScript.Stroke(start: 0.30, end: 1.20, pressure: 0.3...0.5)],
                                                                   leave: 1.4)),
                            expected: [Expect.event(.longPress, .began, fingers: 1, time: (0.80, 0.02), position: (point, 3),
                                                    fields: Self.pen()),
                                       Expect.event(.longPress, .ended, fingers: 1, time: (1.20, 0.02), fields: Self.pen()),
                                       Expect.absent(.tap), Expect.absent(.pan)]),
                CorpusEntry(name: "pen-barrel-click-\(hz)",
                            checks: "The barrel button is clicked while the pen hovers (no gesture: hover makes none), then "
                                + "the tip rests 1 s and the button is clicked 120 ms during it: one pen button click "
                                + "(`button: stylus`) at the release; the hold is a long press too (they are simultaneous); "
                                + "no tap." + at,
                            input: .pen(device: pen, script: still([PenScript.Stroke(start: 0.30, end: 1.30, pressure: 0.3...0.5)],
                                                                   leave: 1.5, buttons: [0.15..<0.22, 0.50..<0.62])),
                            expected: [Expect.event(.penButton, .recognized, fingers: 1, time: (0.62, 0.02), position: (point, 3),
                                                    fields: [("button", .string("stylus"), nil)] + Self.pen()),
                                       Expect.forbidden(Expect.event(.penButton, .recognized, time: (0.2, 0.15))),
                                       Expect.absent(.tap)]),
                CorpusEntry(name: "pen-eraser-stroke-\(hz)",
                            checks: "The eraser end draws the drag's 0.7 s stroke: a pen pan with `tool: eraser` (an eraser "
                                + "stroke), none with the pen tool." + at,
                            input: .pen(device: pen, script: PenScript(visits: [erasing])),
                            expected: [Expect.event(.pan, .began, fingers: 1, fields: Self.pen(.eraser)),
                                       Expect.event(.pan, .ended, fingers: 1,
                                                    fields: [("dx", .number(Expect.rounded(dragged.x, 2)), 12),
                                                             ("dy", .number(Expect.rounded(dragged.y, 2)), 12)] + Self.pen(.eraser)),
                                       Expect.absent(.pan, fields: [("tool", .string("pen"))])]),
            ]
        } + penTapWhileFingerPans
    }

    /// A pen tap on a pen display while a finger of the other hand pans far from it.
    private static var penTapWhileFingerPans: [CorpusEntry] {
        let d = SyntheticTouchscreen.penDisplayTouch
        return [(60.0, UInt64(0)), (240.0, UInt64(1))].map { rate, index in
            let pen = SyntheticPen.paired(with: d, rateHertz: rate)
            let spot = mm(250, 100)
            let tapping = PenScript(visits: [
                PenScript.Visit(enter: 0.40, leave: 1.00, from: spot, to: spot,
                                strokes: [PenScript.Stroke(start: 0.60, end: 0.68, pressure: 0.2...0.6)]),
            ])
            return CorpusEntry(
                name: "pen-tap-while-finger-pans-\(Int(rate))hz",
                checks: "On a pen display (pen and touch nodes paired), a finger pans 80 mm down at the far left from 0.2 s "
                    + "to 1.2 s while the pen taps far to the right at 0.6 s: two gestures, a one-finger touch pan with the "
                    + "finger's whole translation and a pen tap; never a two-finger gesture, no touch tap. At \(Int(rate)) Hz.",
                input: .penAndTouch(device: d, script: TouchScript(contacts: [
                    ContactPath(down: 0.20, at: mm(40, 60)).moving(to: mm(40, 140), start: 0.30, duration: 0.80).lifted(at: 1.20),
                ]), sampling: SamplingOptions(rateHertz: rate, seed: 3700 + index), pen: pen, penScript: tapping),
                expected: [Expect.event(.pan, .began, fingers: 1, fields: [("pointerType", .string("touch"), nil)]),
                           Expect.event(.tap, .recognized, fingers: 1, position: (pen.screenPoint(of: spot), 3),
                                        fields: [("taps", .integer(1), nil), ("pointerType", .string("pen"), nil)]),
                           Expect.event(.pan, .ended, fingers: 1,
                                        fields: [("dx", .number(0), 4), ("dy", .number(Expect.rounded(d.screenPoint(of: mm(0, 80)).y, 2)), 4),
                                                 ("pointerType", .string("touch"), nil)]),
                           Expect.absent(.pan, fingers: 2), Expect.absent(.pinch), Expect.absent(.rotate),
                           Expect.absent(.tap, fields: [("pointerType", .string("touch"))])],
                groundTruth: GroundTruth())
        }
    }
}
