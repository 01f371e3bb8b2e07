import TactileCore

/// Where the predictor thinks the current movement will end, in screen points.
public struct EndpointEstimate: Hashable, Sendable {
    /// The predicted endpoint.
    public var point: ScreenPoint
    /// Predicted distance still to travel, in points.
    public var remainingPoints: Double
    /// 0 ... 1: how far the movement is along its deceleration (0 while accelerating).
    public var progress: Double
    /// Whether the current submovement is past its speed peak (the mirror estimate applies).
    public var isDecelerating: Bool
    /// Distance from the movement's start to the current position, in points.
    public var travelledPoints: Double
    /// Whether the estimate is reliable enough to act on (flick capture): past the speed
    /// peak, slowing, and most of the way there (see ``EndpointPredictorConfiguration``).
    public var isTrusted: Bool

    public init(point: ScreenPoint, remainingPoints: Double, progress: Double, isDecelerating: Bool,
                travelledPoints: Double = 0, isTrusted: Bool = false) {
        self.point = point; self.remainingPoints = remainingPoints
        self.progress = progress; self.isDecelerating = isDecelerating; self.travelledPoints = travelledPoints
        self.isTrusted = isTrusted
    }
}
