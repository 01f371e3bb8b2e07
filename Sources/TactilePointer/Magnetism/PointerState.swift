import TactileCore

/// Where the pointer is, as the engine's state machine sees it. Slots index the
/// engine's ``HitRegionMap``.
package enum PointerState: Hashable, Sendable {
    /// Over no element: the visible pointer is the model pointer.
    case free
    /// Over a non-magnetic element (hover or none): effect, no pull.
    case hovering(slot: Int32)
    /// Inside the hit region of a highlight/lift element: morphed and pulled to its centre.
    case attached(slot: Int32)
    /// Caught by a flick predicted to land on a magnetic element, before reaching its region.
    case captured(slot: Int32)
    /// In a text input: beam, exact in x, on a line's centre in y.
    case text(slot: Int32, line: Int)

    /// The element the pointer is on, if any.
    package var slot: Int32? {
        switch self {
        case .free: return nil
        case .hovering(let s), .attached(let s), .captured(let s), .text(let s, _): return s
        }
    }
}
