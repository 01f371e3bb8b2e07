import TactileCore

/// libinput's adaptive ("linear") mouse profile: an acceleration factor as a function
/// of pointer speed in 1000-dpi device units per millisecond.
///
/// With speed setting `s` in -1...1:
/// threshold `T = max(0.4 - 0.25 s, 0.2)`, cap `2.0 + 1.5 s`, incline `1.1 + 0.75 s`;
/// `f(v) = 10 v + 0.3` below 0.07, `1` below `T`, `min(cap, incline (v - T) + 1)` above
/// (libinput `filter-mouse.c`, `pointer_accel_profile_linear`).
///
/// For mice under 1000 dpi libinput uses its low-dpi filter instead
/// (`filter-low-dpi.c`, `pointer_accel_profile_linear_low_dpi`): the same curve over the
/// speed in the device's own counts per ms, with the threshold multiplied and the cap
/// divided by `dpi / 1000`, so one count still moves one unit at low speed while fast
/// motion covers about the same distance as a 1000-dpi mouse
/// (``init(speed:lowDotsPerInch:)``).
package struct AdaptiveAccelerationCurve: Hashable, Sendable {
    /// Speed setting, -1 (slowest) ... 1 (fastest); clamped.
    package let speed: Double
    /// Speed above which acceleration starts, 1000-dpi units per ms.
    package private(set) var thresholdUnitsPerMillisecond: Double
    /// The largest factor the curve returns.
    package private(set) var maximumFactor: Double
    /// Slope of the factor above the threshold, per (unit/ms).
    package let incline: Double

    package init(speed: Double = 0) {
        let s = Swift.min(Swift.max(speed.isFinite ? speed : 0, -1), 1)
        self.speed = s
        thresholdUnitsPerMillisecond = Swift.max(0.4 - 0.25 * s, 0.2)
        maximumFactor = 2.0 + 1.5 * s
        incline = 1.1 + 0.75 * s
    }

    /// libinput's low-dpi curve for a mouse of `dpi` (< 1000) dots per inch: speeds are in
    /// the device's counts per ms, threshold x `dpi / 1000`, cap / `dpi / 1000`.
    package init(speed: Double = 0, lowDotsPerInch dpi: Double) {
        self.init(speed: speed)
        let dpiFactor = dpi / AccelerationConfiguration.normalisedDotsPerInch
        guard dpiFactor > 0, dpiFactor < 1 else { return }
        thresholdUnitsPerMillisecond *= dpiFactor
        maximumFactor /= dpiFactor
    }

    /// The factor for a speed in 1000-dpi units per millisecond.
    @inlinable package func factor(unitsPerMillisecond v: Double) -> Double {
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
    @inlinable package func simpsonFactor(unitsPerMillisecond v: Double, previous last: Double) -> Double {
        (factor(unitsPerMillisecond: v) + factor(unitsPerMillisecond: last)
            + 4 * factor(unitsPerMillisecond: (last + v) / 2)) / 6
    }
}
