import TactileCore

/// Where one finger is along a scripted motion: `position(s)` for the path fraction
/// `s` in 0...1 (after the ``MotionProfile`` is applied).
public struct FingerPath<Space: CoordinateSpace>: Sendable {
    public var finger: Int
    public var position: @Sendable (Double) -> Vector2<Space>

    public init(finger: Int, position: @escaping @Sendable (Double) -> Vector2<Space>) {
        self.finger = finger; self.position = position
    }

    /// A straight line from `a` to `b`.
    public static func line(finger: Int, from a: Vector2<Space>, to b: Vector2<Space>) -> FingerPath {
        FingerPath(finger: finger) { s in a + (b - a) * s }
    }
}
