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

/// A set of swipe directions, stored as bits so recognizers never allocate.
public struct SwipeDirections: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let up = SwipeDirections(rawValue: 1 << 0)
    public static let down = SwipeDirections(rawValue: 1 << 1)
    public static let left = SwipeDirections(rawValue: 1 << 2)
    public static let right = SwipeDirections(rawValue: 1 << 3)
    public static let all: SwipeDirections = [.up, .down, .left, .right]
    public static let horizontal: SwipeDirections = [.left, .right]
    public static let vertical: SwipeDirections = [.up, .down]

    /// The directions in a fixed order (up, down, left, right).
    public var directions: [SwipeDirection] { SwipeDirection.allCases.filter { contains($0.set) } }
    public init(_ directions: [SwipeDirection]) {
        self.init(rawValue: 0)
        for d in directions { insert(d.set) }
    }
}
