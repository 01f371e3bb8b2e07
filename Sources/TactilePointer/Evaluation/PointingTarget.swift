import TactileCore

/// A circular target a recorded movement aimed at (Fitts-style pointing data).
public struct PointingTarget: Hashable, Sendable {
    /// Centre, in points.
    public var centre: ScreenPoint
    /// Radius, in points (0: a point target).
    public var radiusPoints: Double

    public init(centre: ScreenPoint, radiusPoints: Double) {
        self.centre = centre; self.radiusPoints = radiusPoints
    }

    /// Distance from `p` to the target's disc, in points (0 inside).
    @inlinable public func distance(to p: ScreenPoint) -> Double {
        Swift.max(centre.distance(to: p) - radiusPoints, 0)
    }
}
