import TactileCore

/// What a pen does: proximity periods ("visits"), each with the tool, a straight path from
/// `from` to `to` (millimetres on the digitizer, minimum jerk over the visit) and the tip-down
/// periods inside it with their pressure.
package struct PenScript: Hashable, Sendable {
    /// One tip-down period: `start`/`end` in seconds; pressure 0...1 of the axis, either
    /// rising linearly from `pressure.lowerBound` to `pressure.upperBound`, or a press that
    /// ramps up over its first fifth, holds `upperBound`, and ramps down over its last fifth.
    package struct Stroke: Hashable, Sendable {
        package var start: Double, end: Double
        package var pressure: ClosedRange<Double>
        package var rising: Bool
        package init(start: Double, end: Double, pressure: ClosedRange<Double>, rising: Bool = false) {
            self.start = start; self.end = end; self.pressure = pressure; self.rising = rising
        }

        func pressure(at t: Double) -> Double {
            let u = Swift.min(Swift.max((t - start) / Swift.max(end - start, 1e-9), 0), 1)
            if rising { return pressure.lowerBound + (pressure.upperBound - pressure.lowerBound) * u }
            let ramp = Swift.min(u / 0.2, (1 - u) / 0.2, 1)
            return pressure.lowerBound + (pressure.upperBound - pressure.lowerBound) * Swift.max(ramp, 0)
        }
    }

    package struct Visit: Hashable, Sendable {
        package var tool: PenTool
        package var enter: Double, leave: Double
        package var from: PhysicalPoint, to: PhysicalPoint
        package var strokes: [Stroke]
        /// Tilt in degrees (constant over the visit); positive x: the pen's top leans right (a right hand).
        package var tiltXDegrees: Double, tiltYDegrees: Double
        package var tiltDegrees: (x: Double, y: Double) { (tiltXDegrees, tiltYDegrees) }
        /// When the lower barrel button (`BTN_STYLUS`) is held: `start..<end` in seconds.
        package var buttonHolds: [Range<Double>]
        package init(tool: PenTool = .pen, enter: Double, leave: Double, from: PhysicalPoint, to: PhysicalPoint, strokes: [Stroke],
                     tiltXDegrees: Double = 25, tiltYDegrees: Double = -15, buttonHolds: [Range<Double>] = []) {
            self.tool = tool; self.enter = enter; self.leave = leave; self.from = from; self.to = to; self.strokes = strokes
            self.tiltXDegrees = tiltXDegrees; self.tiltYDegrees = tiltYDegrees; self.buttonHolds = buttonHolds
        }
    }

    package var visits: [Visit]
    package init(visits: [Visit]) { self.visits = visits }

    /// The last time anything happens.
    package var end: Double { visits.map(\.leave).max() ?? 0 }
    /// Tip-down periods, and those with the eraser.
    package var strokeCount: Int { visits.reduce(0) { $0 + $1.strokes.count } }
    package var eraserStrokeCount: Int { visits.filter { $0.tool == .eraser }.reduce(0) { $0 + $1.strokes.count } }
}
