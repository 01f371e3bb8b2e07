import TactileCore

/// Discrete pointer events, as named in the JSON output.
public enum PointerEventKind: String, Hashable, Sendable, CaseIterable {
    /// The pointer entered an element (its hit region, or captured by a flick).
    case enter
    /// The pointer left an element.
    case exit
    /// The left button went down (on the active element, or on none).
    case press
    /// The left button went up.
    case release
    /// Press and release on the same element: the pointer equivalent of a tap.
    case click
}
