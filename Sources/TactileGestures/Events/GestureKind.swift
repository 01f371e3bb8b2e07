/// Which gesture an event reports. The raw value is the `"gesture"` field of the JSON output.
public enum GestureKind: String, Hashable, Sendable, Codable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotate, edgeSwipe

    /// Whether recognizers of this kind are continuous (began/changed/ended) rather than
    /// discrete (recognized once).
    public var isContinuous: Bool {
        switch self {
        case .tap, .swipe: return false
        case .longPress, .pan, .pinch, .rotate, .edgeSwipe: return true
        }
    }
}
