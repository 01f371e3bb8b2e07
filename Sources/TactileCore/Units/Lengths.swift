/// A length in millimetres on the physical panel.
public struct Millimetres: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var value: Double
    @inlinable public init(_ value: Double) { self.value = value }
    @inlinable public static func < (a: Self, b: Self) -> Bool { a.value < b.value }
    public var description: String { "\(value) mm" }
}

/// A length in points on the screen (1 pt = `scale` pixels, as in "@2x").
public struct Points: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var value: Double
    @inlinable public init(_ value: Double) { self.value = value }
    @inlinable public static func < (a: Self, b: Self) -> Bool { a.value < b.value }
    public var description: String { "\(value) pt" }
}

/// The conversions between physical and screen lengths that Tactile uses when a
/// length is only known in one space (documented defaults).
package enum PhysicalUnits {
    /// Millimetres per inch.
    package static let millimetresPerInch = 25.4
    /// The physical size of one pixel assumed for screens whose size in millimetres
    /// is not configured: 96 dpi, the X11/Wayland and CSS reference density.
    package static let defaultPixelPitch = Millimetres(25.4 / 96)
}
