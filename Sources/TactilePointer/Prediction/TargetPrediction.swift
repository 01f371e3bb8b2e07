import TactileCore

/// The predicted endpoint of the current movement and the element it most likely ends on.
public struct TargetPrediction: Hashable, Sendable {
    /// The most likely target, or nil.
    public var target: ElementID?
    /// The target's slot in the engine's map (-1 for none).
    public var targetSlot: Int32
    /// Predicted endpoint, in points (the model position while at rest).
    public var point: ScreenPoint
    /// 0 ... 1: how sure the predictor is that the movement ends on `target` (0 without one).
    public var confidence: Double
    /// Whether a movement is being predicted (false at rest).
    public var isActive: Bool

    public init(target: ElementID?, targetSlot: Int32, point: ScreenPoint, confidence: Double, isActive: Bool) {
        self.target = target; self.targetSlot = targetSlot; self.point = point
        self.confidence = confidence; self.isActive = isActive
    }

    /// No movement: the endpoint is where the pointer is.
    public static func idle(at point: ScreenPoint) -> TargetPrediction {
        TargetPrediction(target: nil, targetSlot: -1, point: point, confidence: 0, isActive: false)
    }
}
