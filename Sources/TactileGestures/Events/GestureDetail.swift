import TactileCore

/// The values specific to each kind of gesture. All lengths are in screen points,
/// velocities in points per second, angles in radians (positive = clockwise on a
/// y-down screen) and durations in milliseconds.
public enum GestureDetail: Hashable, Sendable {
    /// `taps`: how many taps were recognized (1 for a single tap, 2 for a double tap...).
    case tap(taps: Int)
    /// `duration` since the fingers went down; `translation` of the centroid since the
    /// press began (non-zero for drag-after-hold).
    case longPress(duration: Milliseconds, translation: ScreenPoint)
    /// `translation` of the centroid since the fingers went down (pt) and its velocity (pt/s).
    case pan(translation: ScreenPoint, velocity: ScreenPoint)
    /// The swipe's direction and the centroid's velocity (pt/s) when it was recognized.
    case swipe(direction: SwipeDirection, velocity: ScreenPoint)
    /// `scale` = current span / span when the fingers went down; `velocity` in scale per second.
    case pinch(scale: Double, velocity: Double)
    /// `rotation` since the fingers went down (radians, clockwise positive, continuous
    /// beyond ±pi); `velocity` in radians per second.
    case rotate(rotation: Double, velocity: Double)
    /// An edge pan: the edge it started at, translation (pt) and velocity (pt/s).
    case edgeSwipe(edge: ScreenEdge, translation: ScreenPoint, velocity: ScreenPoint)

    /// A transform: `translation` of the focal point (the centroid) since the fingers went
    /// down (pt), `scale` and `rotation` (radians, clockwise positive) since then, all
    /// cumulative across fingers joining and lifting, and the focal point's velocity (pt/s).
    case transform(translation: ScreenPoint, scale: Double, rotation: Double, velocity: ScreenPoint)

    /// The gesture kind these values belong to.
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
}
