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
    public var defaultName: String { configuration.defaultName }

    /// The settings held, for what every kind answers alike (encoding, validation, names,
    /// what it reports). Boxed: for configuration time, not per frame.
    package var configuration: any RecognizerKindConfiguration {
        switch self {
        case .tap(let c): return c
        case .longPress(let c): return c
        case .pan(let c): return c
        case .swipe(let c): return c
        case .pinch(let c): return c
        case .rotate(let c): return c
        case .edgeSwipe(let c): return c
        case .transform(let c): return c
        }
    }
}
