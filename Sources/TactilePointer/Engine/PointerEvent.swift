import TactileCore

/// One discrete event: `{"t": .., "event": "enter|exit|press|release|click|scroll|drag_start|drag|drag_end",
/// "region": <id or null>, "x": .., "y": ..}`, plus `"button"` for buttons and drags and
/// `"wheel": {"vertical": .., "horizontal": ..}` (120 per detent) for scrolls.
public struct PointerEvent: Hashable, Sendable {
    public var time: Timestamp
    public var kind: PointerEventKind
    public var region: ElementID?
    /// The button of a press, release, click or drag (empty for the others).
    public var button: ButtonSet
    /// The model pointer when it happened, points.
    public var position: ScreenPoint
    /// Scroll: vertical and horizontal wheel motion in 1/120 of a detent (the kernel's
    /// high-resolution unit; positive = away from the user / to the right). 0 otherwise.
    public var wheelVertical120: Int32
    public var wheelHorizontal120: Int32

    public init(time: Timestamp, kind: PointerEventKind, region: ElementID?, button: ButtonSet = [],
                position: ScreenPoint = .zero, wheelVertical120: Int32 = 0, wheelHorizontal120: Int32 = 0) {
        self.time = time; self.kind = kind; self.region = region; self.button = button
        self.position = position; self.wheelVertical120 = wheelVertical120; self.wheelHorizontal120 = wheelHorizontal120
    }
}
