import TactileCore

/// One gesture event: a continuous gesture's began/changed/ended/cancelled or a
/// discrete gesture's recognized.
///
/// A plain value with no references, so producing one never allocates.
public struct GestureEvent: Hashable, Sendable, CustomStringConvertible {
    /// When it happened: the frame or deadline time that caused it.
    public var time: Timestamp
    public var phase: GesturePhase
    /// The recognizer that produced it (index into the configuration's recognizers).
    public var recognizer: RecognizerID
    /// Fingers down (for a tap: fingers per tap; on `ended`, the fingers down just before the lift).
    public var fingers: Int
    /// Centroid / focal point of the fingers on the screen, in points.
    public var location: ScreenPoint
    /// Kind-specific values.
    public var detail: GestureDetail

    public init(time: Timestamp, phase: GesturePhase, recognizer: RecognizerID, fingers: Int,
                location: ScreenPoint, detail: GestureDetail) {
        self.time = time; self.phase = phase; self.recognizer = recognizer
        self.fingers = fingers; self.location = location; self.detail = detail
    }

    public var kind: GestureKind { detail.kind }

    /// Number of taps, for taps.
    public var taps: Int? { if case .tap(let n) = detail { return n }; return nil }
    /// Translation in points since the fingers went down (pan, edge swipe, long press).
    public var translation: ScreenPoint? {
        switch detail {
        case .pan(let t, _), .edgeSwipe(_, let t, _), .longPress(_, let t): return t
        case .tap, .swipe, .pinch, .rotate: return nil
        }
    }
    /// Velocity in points per second (pan, edge swipe, swipe).
    public var velocity: ScreenPoint? {
        switch detail {
        case .pan(_, let v), .edgeSwipe(_, _, let v), .swipe(_, let v): return v
        case .tap, .longPress, .pinch, .rotate: return nil
        }
    }
    /// Scale relative to the span when the fingers went down (pinch).
    public var scale: Double? { if case .pinch(let s, _) = detail { return s }; return nil }
    /// Rotation in radians since the fingers went down, clockwise positive (rotate).
    public var rotation: Double? { if case .rotate(let r, _) = detail { return r }; return nil }
    /// Scale per second (pinch) or radians per second (rotate).
    public var scalarVelocity: Double? {
        switch detail {
        case .pinch(_, let v), .rotate(_, let v): return v
        case .tap, .longPress, .pan, .swipe, .edgeSwipe: return nil
        }
    }
    /// Swipe direction.
    public var direction: SwipeDirection? { if case .swipe(let d, _) = detail { return d }; return nil }
    /// Edge of an edge swipe.
    public var edge: ScreenEdge? { if case .edgeSwipe(let e, _, _) = detail { return e }; return nil }
    /// Press duration of a long press.
    public var duration: Milliseconds? { if case .longPress(let d, _) = detail { return d }; return nil }

    public var description: String {
        var w = JSONLineWriter(capacity: 160)
        write(to: &w)
        return w.line
    }
}
