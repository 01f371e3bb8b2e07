import TactileCore
/// How a pinch and a rotation of the same region share a two-finger gesture, unless
/// an explicit relation between the two says otherwise.
public enum PinchRotatePolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// Simultaneous once either crosses its threshold: both begin together and report
    /// scale and rotation since the fingers went down (a "transform").
    case transform
    /// Whichever crosses its threshold first wins for the rest of the gesture.
    case exclusive
    /// The default, what map and photo apps converge on: zoom starts at the pinch's own
    /// small threshold; rotation stays locked until it passes the rotate recognizer's
    /// dead zone (even while zooming), then both run together.
    case rotationDeadZone

    public init(from decoder: any Decoder) throws { self = try decodeNamedValue(decoder, as: Self.self) }

    /// The pairwise relation this policy stands for.
    public var relation: GestureRelation {
        switch self {
        case .transform: return .transform
        case .exclusive: return .exclusive
        case .rotationDeadZone: return .simultaneous
        }
    }
}
