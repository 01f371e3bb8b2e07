import TactileCore

/// How relative device motion becomes pointer motion.
///
/// Defaults: adaptive profile, speed 0, a 1000-dpi mouse, and one 1000-dpi unit per
/// point (libinput hands compositors deltas in these units, which they apply as
/// logical pixels, i.e. points).
public struct AccelerationConfiguration: Hashable, Sendable {
    public var profile: AccelerationProfile
    /// libinput speed setting, -1 ... 1 (clamped). Ignored by the custom profile.
    public var speed: Double
    /// The mouse's resolution in dots (counts) per inch; libinput normalises to 1000.
    public var deviceDotsPerInch: Double
    /// Points of pointer motion per accelerated (1000-dpi normalised) unit.
    public var pointsPerUnit: Double

    public init(profile: AccelerationProfile = .adaptive, speed: Double = 0,
                deviceDotsPerInch: Double = 1000, pointsPerUnit: Double = 1) {
        self.profile = profile; self.speed = speed
        self.deviceDotsPerInch = deviceDotsPerInch; self.pointsPerUnit = pointsPerUnit
    }

    /// libinput's reference resolution.
    public static let normalisedDotsPerInch = 1000.0
}
