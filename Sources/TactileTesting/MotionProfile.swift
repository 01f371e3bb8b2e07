import TactileCore

/// How a scripted motion progresses over its duration.
public enum MotionProfile: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Minimum-jerk (Flash & Hogan 1985), the bell-shaped speed profile of real reaching
    /// and swiping movements: s(t) = 10t^3 - 15t^4 + 6t^5; starts and ends at rest.
    case minimumJerk
    /// A flick: a minimum-jerk stroke lifted at 70% of its planned time, while
    /// still moving fast (as people flick: the finger leaves the glass in motion); the
    /// path's end is where it lifts. A minimum-jerk stroke ends at rest, so its release
    /// velocity is zero and it is no fling.
    case flick

    /// Fraction of the path covered at fraction `t` (0...1) of the duration.
    public func progress(_ t: Double) -> Double {
        let t = Swift.min(Swift.max(t, 0), 1)
        switch self {
        case .linear: return t
        case .minimumJerk: return MinimumJerk.position(t)
        case .flick: return MinimumJerk.position(0.7 * t) / MinimumJerk.position(0.7)
        }
    }
}
