import TactileCore

/// The shape of one movement of a finger; ``PathSegment`` gives it a time span and the
/// minimum-jerk progress drives it.
package enum PathMotion: Hashable, Sendable {
    /// A straight line.
    case line(from: PhysicalPoint, to: PhysicalPoint)
    /// About a (possibly moving) centre: pinches, rotations and both at once.
    case orbit(Orbit)

    /// The position at progress `s` (0 = start, 1 = end).
    package func position(progress s: Double) -> PhysicalPoint {
        switch self {
        case .line(let a, let b): return a + (b - a) * s
        case .orbit(let o): return o.position(progress: s)
        }
    }

    package var start: PhysicalPoint { position(progress: 0) }
    package var end: PhysicalPoint { position(progress: 1) }
}
