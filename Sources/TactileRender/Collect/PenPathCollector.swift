import TactileCore

/// One device's pen frames as samples to draw: where the pen was, whether its tip touched
/// and how hard, per proximity period.
package struct PenPathCollector: Sendable {
    package struct Sample: Hashable, Sendable {
        package var id: Int
        package var position: ScreenPoint
        package var tip: Bool
        package var pressure: Double?
        package var tool: PenTool
    }
    package private(set) var samples: [Sample] = []
    package private(set) var frameCount = 0
    /// Strokes (tip-down periods) and those drawn with the eraser end.
    package private(set) var strokes = 0, eraserStrokes = 0
    package private(set) var maximumPressure: Double?

    package init() {}

    package mutating func add(_ f: PenFrame) {
        frameCount += 1
        if f.tipChange == .down { strokes += 1; if f.tool == .eraser { eraserStrokes += 1 } }
        if f.tip, let p = f.pressure { maximumPressure = max(maximumPressure ?? 0, p) }
        samples.append(Sample(id: f.id, position: f.position, tip: f.tip, pressure: f.pressure, tool: f.tool))
    }
}
