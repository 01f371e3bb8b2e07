import TactileCore
/// How two recognizers that share touches interact.
public enum GestureRelation: String, Hashable, Sendable, Codable, CaseIterable {
    /// At most one of the two wins the touch sequence: the first to cross its threshold
    /// (crossing times are interpolated between frames). The default for every pair.
    case exclusive
    /// Both may run at once.
    case simultaneous
    /// `first` may win only after `second` has failed; if `second` wins, `first` fails.
    /// One direction only: `second` is not slowed down by `first`.
    case requiresFailureOf
    /// Simultaneous, and when either begins the other begins with it (a "transform":
    /// pinch and rotate reported together from the same moment).
    case transform

    public init(from decoder: any Decoder) throws { self = try decodeNamedValue(decoder, as: Self.self) }
}
