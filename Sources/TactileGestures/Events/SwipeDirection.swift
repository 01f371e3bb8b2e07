import TactileCore
/// A swipe direction in screen space (y grows downwards, so `down` means y growing).
public enum SwipeDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case up, down, left, right

    /// Unit vector of the direction in screen orientation (x right, y down).
    @inlinable public var unitVector: (x: Double, y: Double) {
        switch self {
        case .up: return (0, -1)
        case .down: return (0, 1)
        case .left: return (-1, 0)
        case .right: return (1, 0)
        }
    }

    /// Decodes from its name, with an error that lists the accepted names.
    public init(from decoder: any Decoder) throws { self = try decodeNamedValue(decoder, as: Self.self) }

    /// The set containing only this direction.
    public var set: SwipeDirections {
        switch self {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        }
    }
}
