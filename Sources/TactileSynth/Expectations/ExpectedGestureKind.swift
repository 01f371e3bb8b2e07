/// The `gesture` values of Tactile's gesture output schema.
public enum ExpectedGestureKind: String, Hashable, Sendable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotate, edgeSwipe
}
