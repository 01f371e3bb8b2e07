import TactileCore

/// One element's hit region as the index stores it: flat, no references, so a query
/// touches only contiguous memory.
public struct HitRegionEntry: Hashable, Sendable {
    /// The hit rectangle, half-open (`minX <= x < maxX`), in points.
    public var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Centre of the visible frame: the tie-break when regions overlap at equal z.
    public var centreX: Double, centreY: Double
    public var z: Int
    /// The element's slot in its ``HitRegionMap`` (insertion order; the last tie-break).
    public var slot: Int32

    public init(rect: ScreenRect, centre: ScreenPoint, z: Int, slot: Int32) {
        minX = rect.minX; minY = rect.minY; maxX = rect.maxX; maxY = rect.maxY
        centreX = centre.x; centreY = centre.y; self.z = z; self.slot = slot
    }

    /// An entry with raw bounds and no element (slot -1): the index's placeholder for
    /// removed copies.
    @usableFromInline init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        centreX = 0; centreY = 0; z = .min; slot = -1
    }

    public var rect: ScreenRect { ScreenRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    @inlinable public func contains(x: Double, y: Double) -> Bool {
        x >= minX && y >= minY && x < maxX && y < maxY
    }

    /// Squared distance from a point to the visible centre.
    @inlinable public func centreDistanceSquared(x: Double, y: Double) -> Double {
        let dx = x - centreX, dy = y - centreY
        return dx * dx + dy * dy
    }

    /// Distance from a point to the hit rectangle (0 inside), in points.
    @inlinable public func distance(x: Double, y: Double) -> Double {
        let dx = Swift.max(minX - x, 0, x - maxX)
        let dy = Swift.max(minY - y, 0, y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether `self` wins over `other` at a point both contain: higher z, then nearer
    /// visible centre, then lower slot. Total, so every index agrees with the linear scan.
    @inlinable public func beats(_ other: HitRegionEntry, x: Double, y: Double) -> Bool {
        if z != other.z { return z > other.z }
        let a = centreDistanceSquared(x: x, y: y), b = other.centreDistanceSquared(x: x, y: y)
        if a != b { return a < b }
        return slot < other.slot
    }
}
