import Tactile
import TactileCore
import TactileTrace

/// What `tactile replay` (readable) says about pens: a line per stroke (a tip-down period)
/// and the counts of the summary line, from the pen frames alone.
struct PenStrokeText {
    /// Strokes (tip-down periods), those drawn with the eraser end, proximity periods and
    /// proximity periods in which the pen hovered (tip up) at least once.
    private(set) var strokes = 0, eraserStrokes = 0, proximityPeriods = 0, hoverPeriods = 0
    private(set) var maximumPressure: Double?
    private(set) var tiltReported = false
    private var strokeStart: Timestamp?
    private var strokePeak = 0.0
    private var strokeLength = 0.0
    private var lastPoint: PhysicalPoint?
    private var hoveredIn: Int?

    /// Takes one pen frame; returns the line for a stroke that ended in it.
    mutating func add(_ f: PenFrame, origin: Timestamp?) -> String? {
        if f.phase == .began { proximityPeriods += 1 }
        if f.isHovering && hoveredIn != f.id { hoveredIn = f.id; hoverPeriods += 1 }
        if f.tilt != nil { tiltReported = true }
        if let p = f.pressure { maximumPressure = max(maximumPressure ?? 0, p) }
        if f.tipChange == .down {
            strokes += 1
            if f.tool == .eraser { eraserStrokes += 1 }
            strokeStart = f.time; strokePeak = 0; strokeLength = 0; lastPoint = f.physical
        }
        if strokeStart != nil {
            strokePeak = max(strokePeak, f.pressure ?? 0)
            if let last = lastPoint { strokeLength += f.physical.distance(to: last) }
            lastPoint = f.physical
        }
        guard f.tipChange == .up, let start = strokeStart else { return nil }
        strokeStart = nil
        let pressure = f.pressure == nil ? "" : ", peak pressure \(GestureText.fixed(strokePeak, 3))"
        return "\(GestureText.seconds(start, origin: origin))  \(f.tool.rawValue) stroke \(GestureText.fixed(f.time.seconds - start.seconds, 3)) s, "
            + "\(GestureText.fixed(strokeLength, 1)) mm\(pressure)"
    }

    /// The failures of `{pen: true, strokes: N, ...}` expectations against these counts.
    func check(_ expected: [ExpectedGesture]) -> [String] {
        var failures: [String] = []
        for (index, entry) in expected.enumerated() where entry["pen"] != nil {
            let counts = ["strokes": strokes, "eraserStrokes": eraserStrokes, "proximityPeriods": proximityPeriods, "hoverPeriods": hoverPeriods]
            for field in entry.fields where field.key != "pen" {
                switch field.value {
                case .integer(let n) where counts[field.key] != nil:
                    if counts[field.key]! != Int(n) { failures.append("expected[\(index)] pen \(field.key): expected \(n), got \(counts[field.key]!)") }
                case .integer, .number:
                    guard field.key == ExpectationSchema.penMaxPressureKey else { continue }
                    let want: Double
                    if case .integer(let n) = field.value { want = Double(n) } else if case .number(let d) = field.value { want = d } else { continue }
                    let got = maximumPressure ?? 0
                    if abs(got - want) > 0.02 {
                        failures.append("expected[\(index)] pen maxPressure: expected \(plainNumber(want)) ± 0.02, got \(GestureText.fixed(got, 3))")
                    }
                default:
                    continue
                }
            }
        }
        return failures
    }

    /// `pen: 2 strokes (1 with the eraser), 2 proximity periods, 2 hovering, max pressure 0.745, tilt`; nil without pen frames.
    var summary: String? {
        guard proximityPeriods > 0 else { return nil }
        func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var text = "pen: " + n(strokes, "stroke")
        if eraserStrokes > 0 { text += " (\(eraserStrokes) with the eraser)" }
        text += ", " + n(proximityPeriods, "proximity period") + ", \(hoverPeriods) hovering"
        if let p = maximumPressure { text += ", max pressure \(GestureText.fixed(p, 3))" }
        if tiltReported { text += ", tilt" }
        return text
    }
}
