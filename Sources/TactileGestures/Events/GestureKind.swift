/// Which gesture an event reports. The raw value is the `"gesture"` field of the JSON output.
public enum GestureKind: String, Hashable, Sendable, Codable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotate, edgeSwipe, transform

    /// Whether recognizers of this kind are continuous (began/changed/ended) rather than
    /// discrete (recognized once).
    public var isContinuous: Bool {
        switch self {
        case .tap, .swipe: return false
        case .longPress, .pan, .pinch, .rotate, .edgeSwipe, .transform: return true
        }
    }

    /// Whether a recognizer of this kind that is done with the current finger set gets a
    /// new chance when a finger joins (taps and edge swipes are decided by how the touch
    /// sequence started, so they wait for the next one).
    var isRearmedWhenFingersJoin: Bool {
        switch self {
        case .longPress, .pan, .swipe, .pinch, .rotate, .transform: return true
        case .tap, .edgeSwipe: return false
        }
    }
}
