import TactileCore

/// libinput's adaptive ("linear") mouse profile: an acceleration factor as a function
/// of pointer speed in 1000-dpi device units per millisecond.
///
/// With speed setting `s` in -1...1:
/// threshold `T = max(0.4 - 0.25 s, 0.2)`, cap `2.0 + 1.5 s`, incline `1.1 + 0.75 s`;
/// `f(v) = 10 v + 0.3` below 0.07, `1` below `T`, `min(cap, incline (v - T) + 1)` above
/// (libinput `filter-mouse.c`, `pointer_accel_profile_linear`).
public struct AdaptiveAccelerationCurve: Hashable, Sendable {
    /// Speed setting, -1 (slowest) ... 1 (fastest); clamped.
    public let speed: Double
    /// Speed above which acceleration starts, 1000-dpi units per ms.
    public let thresholdUnitsPerMillisecond: Double
    /// The largest factor the curve returns.
    public let maximumFactor: Double
    /// Slope of the factor above the threshold, per (unit/ms).
    public let incline: Double

    public init(speed: Double = 0) {
        let s = Swift.min(Swift.max(speed.isFinite ? speed : 0, -1), 1)
        self.speed = s
        thresholdUnitsPerMillisecond = Swift.max(0.4 - 0.25 * s, 0.2)
        maximumFactor = 2.0 + 1.5 * s
        incline = 1.1 + 0.75 * s
    }

    /// The factor for a speed in 1000-dpi units per millisecond.
    @inlinable public func factor(unitsPerMillisecond v: Double) -> Double {
        let f: Double
        if v < 0.07 {
            f = 10 * v + 0.3
        } else if v < thresholdUnitsPerMillisecond {
            f = 1
        } else {
            f = incline * (v - thresholdUnitsPerMillisecond) + 1
        }
        return Swift.min(maximumFactor, f)
    }

    /// libinput's Simpson average of the factor between the previous and the current
    /// velocity: `(f(v) + f(v_last) + 4 f((v + v_last) / 2)) / 6`.
    @inlinable public func simpsonFactor(unitsPerMillisecond v: Double, previous last: Double) -> Double {
        (factor(unitsPerMillisecond: v) + factor(unitsPerMillisecond: last)
            + 4 * factor(unitsPerMillisecond: (last + v) / 2)) / 6
    }
}
