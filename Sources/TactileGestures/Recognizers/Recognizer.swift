import TactileCore

/// One recognizer of any kind, stored inline (an enum, not `any Recognizer`), so the
/// engine's recognizer array holds plain values and dispatch never allocates.
enum Recognizer: Sendable {
    case tap(TapRecognizer)
    case longPress(LongPressRecognizer)
    case pan(PanRecognizer)
    case swipe(SwipeRecognizer)
    case pinch(PinchRecognizer)
    case rotate(RotateRecognizer)
    case edgeSwipe(EdgeSwipeRecognizer)

    init(id: RecognizerID, settings: RecognizerSettings) {
        switch settings {
        case .tap(let c): self = .tap(TapRecognizer(id: id, configuration: c))
        case .longPress(let c): self = .longPress(LongPressRecognizer(id: id, configuration: c))
        case .pan(let c): self = .pan(PanRecognizer(id: id, configuration: c))
        case .swipe(let c): self = .swipe(SwipeRecognizer(id: id, configuration: c))
        case .pinch(let c): self = .pinch(PinchRecognizer(id: id, configuration: c))
        case .rotate(let c): self = .rotate(RotateRecognizer(id: id, configuration: c))
        case .edgeSwipe(let c): self = .edgeSwipe(EdgeSwipeRecognizer(id: id, configuration: c))
        }
    }

    var base: RecognizerBase {
        switch self {
        case .tap(let r): return r.base
        case .longPress(let r): return r.base
        case .pan(let r): return r.base
        case .swipe(let r): return r.base
        case .pinch(let r): return r.base
        case .rotate(let r): return r.base
        case .edgeSwipe(let r): return r.base
        }
    }

    var state: GestureState { base.state }
    var claim: Claim? { base.claim }
    var deadline: Timestamp? { base.deadline }

    /// Mutates the shared part in place.
    mutating func withBase(_ body: (inout RecognizerBase) -> Void) {
        switch self {
        case .tap(var r): body(&r.base); self = .tap(r)
        case .longPress(var r): body(&r.base); self = .longPress(r)
        case .pan(var r): body(&r.base); self = .pan(r)
        case .swipe(var r): body(&r.base); self = .swipe(r)
        case .pinch(var r): body(&r.base); self = .pinch(r)
        case .rotate(var r): body(&r.base); self = .rotate(r)
        case .edgeSwipe(var r): body(&r.base); self = .edgeSwipe(r)
        }
    }

    /// Dispatches to the recognizer's transition function.
    mutating func handle(_ input: RecognizerInput, _ c: RecognizerContext,
                         _ events: inout [GestureEvent], _ log: inout TransitionLog) {
        switch self {
        case .tap(var r): r.handle(input, c, &events, &log); self = .tap(r)
        case .longPress(var r): r.handle(input, c, &events, &log); self = .longPress(r)
        case .pan(var r): r.handle(input, c, &events, &log); self = .pan(r)
        case .swipe(var r): r.handle(input, c, &events, &log); self = .swipe(r)
        case .pinch(var r): r.handle(input, c, &events, &log); self = .pinch(r)
        case .rotate(var r): r.handle(input, c, &events, &log); self = .rotate(r)
        case .edgeSwipe(var r): r.handle(input, c, &events, &log); self = .edgeSwipe(r)
        }
    }
}
