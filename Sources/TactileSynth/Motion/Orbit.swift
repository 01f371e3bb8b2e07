import TactileCore

/// A finger moving about a centre: the centre, the distance to it and the angle all
/// follow the same minimum-jerk progress. Fingers of a pinch or rotation share the
/// progress, so every radius scales by the same factor (the span ratio is exact at
/// any moment) and every angle turns by the same amount.
///
/// Angles are in radians in physical space with y down: increasing angles turn
/// clockwise on the screen.
package struct Orbit: Hashable, Sendable {
    package var centreFrom: PhysicalPoint
    package var centreTo: PhysicalPoint
    package var radiusFrom: Millimetres
    package var radiusTo: Millimetres
    package var angleFromRadians: Double
    package var angleToRadians: Double

    package init(centreFrom: PhysicalPoint, centreTo: PhysicalPoint, radiusFrom: Millimetres, radiusTo: Millimetres,
                angleFromRadians: Double, angleToRadians: Double) {
        self.centreFrom = centreFrom; self.centreTo = centreTo
        self.radiusFrom = radiusFrom; self.radiusTo = radiusTo
        self.angleFromRadians = angleFromRadians; self.angleToRadians = angleToRadians
    }

    /// The position at progress `s` (0 = start, 1 = end).
    package func position(progress s: Double) -> PhysicalPoint {
        let c = centreFrom + (centreTo - centreFrom) * s
        let r = radiusFrom.value + (radiusTo.value - radiusFrom.value) * s
        let a = angleFromRadians + (angleToRadians - angleFromRadians) * s
        return c + PhysicalPoint(x: r * cosine(a), y: r * sine(a))
    }
}
