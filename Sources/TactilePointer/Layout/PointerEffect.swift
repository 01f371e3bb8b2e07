import TactileCore

/// How an element reacts to the pointer (iPadOS pointer effects).
public enum PointerEffect: String, Hashable, Sendable, CaseIterable {
    /// The pointer morphs into a translucent rounded rect behind the element and is
    /// pulled to it (bar buttons, tab bars, segmented controls). Magnetic.
    case highlight
    /// The element scales up with a shadow; the pointer morphs under it. Magnetic.
    case lift
    /// The element tints/scales; the pointer keeps its shape. Not magnetic.
    case hover
    /// Hit testing only.
    case none

    /// Whether the pointer is pulled toward elements with this effect.
    @inlinable public var isMagnetic: Bool {
        switch self {
        case .highlight, .lift: return true
        case .hover, .none: return false
        }
    }
}
