import TactileCore

/// Which pointer-acceleration curve turns device motion into pointer motion.
public enum AccelerationProfile: Hashable, Sendable {
    /// libinput's default for mice: speed-dependent (see ``AdaptiveAccelerationCurve``).
    case adaptive
    /// One constant factor (see ``FlatAccelerationCurve``).
    case flat
    /// User-supplied points (see ``CustomAccelerationCurve``).
    case custom(CustomAccelerationCurve)
}
