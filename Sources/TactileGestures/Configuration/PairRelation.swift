/// The relation between two recognizers as seen from the first one, after explicit
/// relations, the pinch/rotate policy and the implicit rules are applied.
enum PairRelation: UInt8, Sendable {
    /// They never share touches (different regions).
    case unrelated
    case exclusive
    case simultaneous
    /// The first requires the second to fail.
    case waitsFor
    /// The second requires the first to fail (exclusive from the first's side).
    case blocks
    /// Simultaneous, beginning together.
    case transform
}
