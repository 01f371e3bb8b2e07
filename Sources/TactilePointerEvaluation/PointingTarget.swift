import TactileCore
import TactilePointer

/// A circular target a recorded movement aimed at (Fitts-style pointing data).
package struct PointingTarget: Hashable, Sendable {
    /// Centre, in points.
    package var centre: ScreenPoint
    /// Radius, in points (0: a point target).
    package var radiusPoints: Double

    package init(centre: ScreenPoint, radiusPoints: Double) {
        self.centre = centre; self.radiusPoints = radiusPoints
    }

    /// Distance from `p` to the target's disc, in points (0 inside).
    @inlinable package func distance(to p: ScreenPoint) -> Double {
        Swift.max(centre.distance(to: p) - radiusPoints, 0)
    }
}
