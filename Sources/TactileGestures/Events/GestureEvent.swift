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

    /// Why an `ended` or `cancelled` event ended the gesture (nil on other phases).
    public var reason: GestureEndReason?
    /// On a `changed` event: the finger set changed since the gesture's previous event
    /// (``fingers`` is the new count). Daemon actions on `began` with `fingers: N` also fire
    /// on such an event when the set reaches N (a four-finger drag whose fourth finger
    /// lands after the pan began).
    public var fingersChanged = false
    /// The gesture's finger count so far: the most fingers down together on it from its
    /// `began` to this event (``fingers`` for a discrete gesture). The one rule the readable
    /// summary, `render`, `ended` actions and the JSON (`mostFingers` on `ended`/`cancelled`
    /// when it differs from `fingers`) follow: a four-finger drag whose fourth finger lands
    /// 14 ms after the pan began, or lifts first, is a four-finger pan (Docs/GESTURES.md).
    public var mostFingers: Int
    /// Fingers or a pen's tip: the pointer type of the recognizer that produced it.
    public var pointerType: PointerType = .touch
    /// The pen's tool, pressure, tilt and buttons, for a pen gesture (nil for touch).
    public var pen: GesturePenValues?

    public init(time: Timestamp, phase: GesturePhase, recognizer: RecognizerID, fingers: Int,
                location: ScreenPoint, detail: GestureDetail, reason: GestureEndReason? = nil) {
        self.time = time; self.phase = phase; self.recognizer = recognizer
        self.fingers = fingers; self.location = location; self.detail = detail; self.reason = reason
        self.mostFingers = fingers
    }

    /// How far content thrown with this event's velocity travels before it comes to rest
    /// (pt), for momentum scrolling: UIKit's normal deceleration, the speed falling by
    /// ``momentumDecelerationRatePerMillisecond`` every millisecond, so the distance is
    /// `v / 1000 * r / (1 - r)` (v in pt/s): about half a second's worth of the release
    /// velocity. Nil for gestures without a velocity vector.
    public var projectedRestOffset: ScreenPoint? {
        guard let v = velocity else { return nil }
        let r = Self.momentumDecelerationRatePerMillisecond
        return v * (r / (1 - r) / 1000)
    }

    /// The fraction of its speed momentum keeps per millisecond (UIKit's
    /// `UIScrollView.DecelerationRate.normal`).
    public static let momentumDecelerationRatePerMillisecond = 0.998

    public var kind: GestureKind { detail.kind }

    /// Number of taps, for taps.
    public var taps: Int? { detail.values.taps }
    /// Translation in points since the fingers went down (pan, edge swipe, long press, transform).
    public var translation: ScreenPoint? { detail.values.translation }
    /// Velocity in points per second (pan, edge swipe, swipe, transform).
    public var velocity: ScreenPoint? { detail.values.velocity }
    /// Scale relative to the span when the fingers went down (pinch, transform).
    public var scale: Double? { detail.values.scale }
    /// Rotation in radians since the fingers went down, clockwise positive (rotate, transform).
    public var rotation: Double? { detail.values.rotation }
    /// Scale per second (pinch) or radians per second (rotate).
    public var scalarVelocity: Double? { detail.values.scalarVelocity }
    /// Swipe direction.
    public var direction: SwipeDirection? { detail.values.direction }
    /// Edge of an edge swipe.
    public var edge: ScreenEdge? { detail.values.edge }
    /// Press duration of a long press.
    public var duration: Milliseconds? { detail.values.duration }
    /// The barrel button a pen button click clicked.
    public var penButton: PenButtons? { detail.values.penButton }

    public var description: String {
        var w = JSONLineWriter(capacity: 160)
        write(to: &w)
        return w.line
    }
}
