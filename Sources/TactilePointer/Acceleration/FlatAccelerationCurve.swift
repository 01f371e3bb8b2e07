import TactileCore

/// libinput's flat profile: one constant factor `max(0.005, 1 + s)` applied to the
/// device's deltas, with no speed dependence and no dpi normalisation
/// (libinput `filter-flat.c`).
package struct FlatAccelerationCurve: Hashable, Sendable {
    /// Speed setting, -1 ... 1; clamped.
    package let speed: Double
    /// The constant factor.
    package let factor: Double

    package init(speed: Double = 0) {
        let s = Swift.min(Swift.max(speed.isFinite ? speed : 0, -1), 1)
        self.speed = s
        factor = Swift.max(0.005, 1 + s)
    }
}
