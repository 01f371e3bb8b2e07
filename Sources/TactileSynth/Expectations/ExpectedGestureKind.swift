/// The `gesture` values of Tactile's gesture output schema.
///
/// `transform` is the continuous translation + scale + rotation recognizer that stays alive
/// while fingers join and leave.
package enum ExpectedGestureKind: String, Hashable, Sendable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotate, edgeSwipe, transform, forcePress, penButton
}
