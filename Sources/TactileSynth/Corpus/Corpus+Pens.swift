import TactileCore
import TactileTrace

extension Corpus {
    /// `{pen: true, strokes: N, ...}`: the pen counts `tactile test` checks (Docs/PENS.md).
    static func penCounts(strokes: Int, eraserStrokes: Int, proximityPeriods: Int, hoverPeriods: Int,
                          maxPressure: Double? = nil) -> ExpectedGesture {
        var fields: [ExpectedGesture.Field] = [
            .init(key: "pen", value: .bool(true)), .init(key: "strokes", value: .integer(Int64(strokes))),
            .init(key: "eraserStrokes", value: .integer(Int64(eraserStrokes))),
            .init(key: "proximityPeriods", value: .integer(Int64(proximityPeriods))),
            .init(key: "hoverPeriods", value: .integer(Int64(hoverPeriods))),
        ]
        if let maxPressure { fields.append(.init(key: "maxPressure", value: .number(maxPressure))) }
        return ExpectedGesture(fields: fields)
    }

    /// A pen that hovers then taps; eraser strokes; a stroke with rising pressure: at 60 and 240 Hz.
    static var pens: [CorpusEntry] {
        [60.0, 240.0].flatMap { rate -> [CorpusEntry] in
            let pen = SyntheticPen.display(rateHertz: rate)
            let hz = "\(Int(rate))hz"
            let hoverTap = PenScript(visits: [
                PenScript.Visit(enter: 0.1, leave: 0.9, from: PhysicalPoint(x: 100, y: 60), to: PhysicalPoint(x: 140, y: 80),
                                strokes: [PenScript.Stroke(start: 0.5, end: 0.58, pressure: 0.2...0.6)]),
            ])
            let eraser = PenScript(visits: [
                PenScript.Visit(tool: .eraser, enter: 0.1, leave: 0.8, from: PhysicalPoint(x: 60, y: 40), to: PhysicalPoint(x: 160, y: 50),
                                strokes: [PenScript.Stroke(start: 0.2, end: 0.45, pressure: 0.1...0.7)]),
                PenScript.Visit(tool: .eraser, enter: 1.2, leave: 1.9, from: PhysicalPoint(x: 60, y: 90), to: PhysicalPoint(x: 160, y: 100),
                                strokes: [PenScript.Stroke(start: 1.3, end: 1.55, pressure: 0.1...0.7),
                                          PenScript.Stroke(start: 1.62, end: 1.85, pressure: 0.1...0.7)]),
            ])
            let rising = PenScript(visits: [
                PenScript.Visit(enter: 0.1, leave: 1.4, from: PhysicalPoint(x: 40, y: 120), to: PhysicalPoint(x: 250, y: 40),
                                strokes: [PenScript.Stroke(start: 0.3, end: 1.2, pressure: 0.05...0.9, rising: true)]),
            ])
            return [
                CorpusEntry(name: "pen-hover-then-tap-\(hz)",
                            checks: "A pen comes near, hovers 0.4 s, taps 80 ms at pressure up to 0.6, hovers and leaves: one stroke, "
                                + "one proximity period with hover.",
                            input: .pen(device: pen, script: hoverTap),
                            expected: [penCounts(strokes: 1, eraserStrokes: 0, proximityPeriods: 1, hoverPeriods: 1)]),
                CorpusEntry(name: "pen-eraser-strokes-\(hz)",
                            checks: "The eraser end: one stroke in one proximity period, two in the next; every stroke is an eraser stroke.",
                            input: .pen(device: pen, script: eraser),
                            expected: [penCounts(strokes: 3, eraserStrokes: 3, proximityPeriods: 2, hoverPeriods: 2)]),
                CorpusEntry(name: "pen-rising-pressure-\(hz)",
                            checks: "One 0.9 s stroke whose pressure rises from 5 % to 90 % of the axis: max pressure about "
                                + "0.89 (the last sample before the lift, after libinput's 1 % zero; `maxPressure` is checked within 0.02).",
                            input: .pen(device: pen, script: rising),
                            expected: [penCounts(strokes: 1, eraserStrokes: 0, proximityPeriods: 1, hoverPeriods: 1, maxPressure: 0.89)]),
            ]
        }
    }
}
