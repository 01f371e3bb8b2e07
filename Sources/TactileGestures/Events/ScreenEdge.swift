import TactileCore
/// An edge of the screen. The raw value is the `"edge"` field of the JSON output.
public enum ScreenEdge: String, Hashable, Sendable, Codable, CaseIterable {
    case top, bottom, left, right

    /// The direction pointing away from this edge, into the screen (x right, y down).
    @inlinable public var inward: (x: Double, y: Double) {
        switch self {
        case .top: return (0, 1)
        case .bottom: return (0, -1)
        case .left: return (1, 0)
        case .right: return (-1, 0)
        }
    }

    /// Decodes from its name, with an error that lists the accepted names.
    public init(from decoder: any Decoder) throws { self = try decodeNamedValue(decoder, as: Self.self) }

    /// The set containing only this edge.
    public var set: ScreenEdges {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        }
    }
}
