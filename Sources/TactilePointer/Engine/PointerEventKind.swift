import TactileCore

/// Discrete pointer events, as named in the JSON output.
public enum PointerEventKind: String, Hashable, Sendable, CaseIterable {
    /// The pointer entered an element (its hit region, or captured by a flick).
    case enter
    /// The pointer left an element.
    case exit
    /// A button went down (on the active element, or on none); `button` says which.
    case press
    /// A button went up.
    case release
    /// Left, right or middle press and release on the same element, without a drag in
    /// between: the pointer equivalent of a tap.
    case click
    /// The wheel turned over the active element (`wheel`, 120 per detent).
    case scroll
    /// A left, right or middle button held since a press moved the pointer more than
    /// ``PointerConfiguration/dragThresholdPoints``: a drag of the pressed element begins.
    case dragStart = "drag_start"
    /// The pointer moved during a drag (region: the pressed element).
    case drag
    /// The drag's button went up (region: the pressed element; the `release` event names
    /// the element under the pointer, where it was dropped).
    case dragEnd = "drag_end"
}
