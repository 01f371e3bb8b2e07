import TactileCore

/// What the visible pointer looks like.
public enum PointerShape: Hashable, Sendable {
    /// The default round pointer; diameter in points.
    case circle(diameter: Double)
    /// Morphed into the element: its frame, moved with the visible pointer, and its corner radius (points).
    case roundedRect(ScreenRect, cornerRadius: Double)
    /// A text beam of the given height (points), centred on the visible pointer.
    case beam(height: Double)

    /// The name used in the JSON output.
    public var kindName: StaticString {
        switch self {
        case .circle: return "circle"
        case .roundedRect: return "roundedRect"
        case .beam: return "beam"
        }
    }
}
