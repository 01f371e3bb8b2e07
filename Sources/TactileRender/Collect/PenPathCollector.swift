import TactileCore

/// One device's pen frames as samples to draw: where the pen was, whether its tip touched
/// and how hard, per proximity period.
public struct PenPathCollector: Sendable {
    public struct Sample: Hashable, Sendable {
        public var id: Int
        public var position: ScreenPoint
        public var tip: Bool
        public var pressure: Double?
        public var tool: PenTool
    }
    public private(set) var samples: [Sample] = []
    public private(set) var frameCount = 0
    /// Strokes (tip-down periods) and those drawn with the eraser end.
    public private(set) var strokes = 0, eraserStrokes = 0
    public private(set) var maximumPressure: Double?

    public init() {}

    public mutating func add(_ f: PenFrame) {
        frameCount += 1
        if f.tipChange == .down { strokes += 1; if f.tool == .eraser { eraserStrokes += 1 } }
        if f.tip, let p = f.pressure { maximumPressure = max(maximumPressure ?? 0, p) }
        samples.append(Sample(id: f.id, position: f.position, tip: f.tip, pressure: f.pressure, tool: f.tool))
    }
}
