/// Marks which coordinate space a ``Vector2`` lives in, so positions in device
/// units, millimetres and points cannot be mixed by accident.
public protocol CoordinateSpace: Sendable {}

/// Raw axis values as the kernel reports them (device units; see `AbsInfo.resolution`).
public enum DeviceSpace: CoordinateSpace {}
/// Millimetres on the panel, oriented like the screen (x right, y down after rotation).
/// Gesture geometry (scale, angle) is computed here so anisotropic devices stay true.
public enum PhysicalSpace: CoordinateSpace {}
/// Points on the screen the device is mapped to; origin top-left, y down.
public enum ScreenSpace: CoordinateSpace {}

/// A 2-D point or vector in one coordinate space. Zero-cost: two doubles.
public struct Vector2<Space: CoordinateSpace>: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static var zero: Self { Self(x: 0, y: 0) }

    @inlinable public static func + (a: Self, b: Self) -> Self { Self(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Self, b: Self) -> Self { Self(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: Self, k: Double) -> Self { Self(x: a.x * k, y: a.y * k) }
    @inlinable public static func / (a: Self, k: Double) -> Self { Self(x: a.x / k, y: a.y / k) }
    @inlinable public static func += (a: inout Self, b: Self) { a = a + b }
    @inlinable public static func -= (a: inout Self, b: Self) { a = a - b }

    /// Euclidean length, in the unit of `Space`.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    @inlinable public func distance(to other: Self) -> Double { (self - other).length }
    @inlinable public func dot(_ o: Self) -> Double { x * o.x + y * o.y }
    /// z of the 3-D cross product; positive when `o` is clockwise from `self` on a y-down screen.
    @inlinable public func cross(_ o: Self) -> Double { x * o.y - y * o.x }

    public var description: String { "(\(x), \(y))" }
}

/// A point on the screen, in points.
public typealias ScreenPoint = Vector2<ScreenSpace>
/// A point on the panel, in millimetres.
public typealias PhysicalPoint = Vector2<PhysicalSpace>
/// A point in raw device units.
public typealias DevicePoint = Vector2<DeviceSpace>

/// An axis-aligned rectangle on the screen, in points (origin top-left, y down).
public struct ScreenRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var center: ScreenPoint { ScreenPoint(x: x + width / 2, y: y + height / 2) }
    /// Half-open containment: the right and bottom edges belong to the neighbour.
    @inlinable public func contains(_ p: ScreenPoint) -> Bool {
        p.x >= x && p.y >= y && p.x < x + width && p.y < y + height
    }
    /// Shrinks the rectangle by `d` points on every side (a negative `d` grows it).
    @inlinable public func insetBy(_ d: Double) -> ScreenRect {
        ScreenRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }
    @inlinable public func intersects(_ o: ScreenRect) -> Bool {
        x < o.maxX && o.x < maxX && y < o.maxY && o.y < maxY
    }
    public var description: String { "[\(x), \(y), \(width) x \(height)]" }
}
