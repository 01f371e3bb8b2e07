/// The kind of a recognizer and its kind-specific settings.
public enum RecognizerSettings: Hashable, Sendable {
    case tap(TapConfiguration)
    case longPress(LongPressConfiguration)
    case pan(PanConfiguration)
    case swipe(SwipeConfiguration)
    case pinch(PinchConfiguration)
    case rotate(RotateConfiguration)
    case edgeSwipe(EdgeSwipeConfiguration)
    case transform(TransformConfiguration)

    /// The kind of gesture events this recognizer produces.
    public var kind: GestureKind {
        switch self {
        case .tap: return .tap
        case .longPress: return .longPress
        case .pan: return .pan
        case .swipe: return .swipe
        case .pinch: return .pinch
        case .rotate: return .rotate
        case .edgeSwipe: return .edgeSwipe
        case .transform: return .transform
        }
    }

    /// The name a recognizer gets when the configuration gives none.
    public var defaultName: String {
        switch self {
        case .tap(let t): return t.defaultName
        case .longPress(let l): return l.defaultName
        case .pan, .swipe, .pinch, .rotate, .edgeSwipe, .transform: return kind.rawValue
        }
    }
}
