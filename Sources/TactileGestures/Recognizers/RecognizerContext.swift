import TactileCore

/// What a recognizer can see while handling an input.
struct RecognizerContext {
    var sample: GroupSample
    var touches: [TrackedTouch]
    /// The whole screen, in points.
    var screenBounds: ScreenRect
    var time: Timestamp
    /// How thresholds allow for fingertips settling after a finger lands.
    var settle: SettleRule
}
