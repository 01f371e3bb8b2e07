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
