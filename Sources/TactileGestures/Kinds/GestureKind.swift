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

    /// The settings type of this kind's recognizers: where decoding, defaults, names and
    /// what its recognizers report come from (see ``RecognizerKindConfiguration``).
    package var configurationType: any RecognizerKindConfiguration.Type {
        switch self {
        case .tap: return TapConfiguration.self
        case .longPress: return LongPressConfiguration.self
        case .pan: return PanConfiguration.self
        case .swipe: return SwipeConfiguration.self
        case .pinch: return PinchConfiguration.self
        case .rotate: return RotateConfiguration.self
        case .edgeSwipe: return EdgeSwipeConfiguration.self
        case .transform: return TransformConfiguration.self
        }
    }

    /// The value of `enum tactile_gesture_kind` in the C API (tactile.h, where
    /// `TACTILE_GESTURE_` + the name in upper snake case has it; a test checks they agree).
    /// Fixed by the ABI: a new kind takes the next value.
    package var cValue: Int32 {
        switch self {
        case .tap: return 1
        case .longPress: return 2
        case .pan: return 3
        case .swipe: return 4
        case .pinch: return 5
        case .rotate: return 6
        case .edgeSwipe: return 7
        case .transform: return 8
        }
    }

    /// ``rawValue`` with a static lifetime, for `tactile_gesture_kind_name`.
    package var staticName: StaticString {
        switch self {
        case .tap: return "tap"
        case .longPress: return "longPress"
        case .pan: return "pan"
        case .swipe: return "swipe"
        case .pinch: return "pinch"
        case .rotate: return "rotate"
        case .edgeSwipe: return "edgeSwipe"
        case .transform: return "transform"
        }
    }
}
