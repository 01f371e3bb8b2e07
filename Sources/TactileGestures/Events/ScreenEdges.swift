/// A set of screen edges, stored as bits.
public struct ScreenEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = ScreenEdges(rawValue: 1 << 0)
    public static let bottom = ScreenEdges(rawValue: 1 << 1)
    public static let left = ScreenEdges(rawValue: 1 << 2)
    public static let right = ScreenEdges(rawValue: 1 << 3)
    public static let all: ScreenEdges = [.top, .bottom, .left, .right]

    /// The edges in a fixed order (top, bottom, left, right).
    public var edges: [ScreenEdge] { ScreenEdge.allCases.filter { contains($0.set) } }
    public init(_ edges: [ScreenEdge]) {
        self.init(rawValue: 0)
        for e in edges { insert(e.set) }
    }
}
