import TactileCore

/// How relative device motion becomes pointer motion.
///
/// Defaults: adaptive profile, speed 0, a 1000-dpi mouse, libinput's 2 velocity trackers,
/// and one 1000-dpi unit per point (libinput hands compositors deltas in these units,
/// which they apply as logical pixels, i.e. points).
public struct AccelerationConfiguration: Hashable, Sendable {
    public var profile: AccelerationProfile
    /// libinput speed setting, -1 ... 1 (clamped). Ignored by the custom profile.
    public var speed: Double
    /// The mouse's resolution in dots (counts) per inch. At 1000 dpi and above the
    /// adaptive profile normalises to 1000 dpi; below, it uses libinput's low-dpi filter
    /// (raw counts, earlier and stronger acceleration).
    public var deviceDotsPerInch: Double
    /// libinput's velocity averaging: 16 velocity trackers instead of 2. Off by default
    /// since libinput 1.12; only the `AttrUseVelocityAveraging` device quirk turns it on.
    public var usesVelocityAveraging: Bool
    /// Points of pointer motion per accelerated (1000-dpi normalised) unit.
    public var pointsPerUnit: Double

    public init(profile: AccelerationProfile = .adaptive, speed: Double = 0,
                deviceDotsPerInch: Double = 1000, pointsPerUnit: Double = 1,
                usesVelocityAveraging: Bool = false) {
        self.profile = profile; self.speed = speed; self.usesVelocityAveraging = usesVelocityAveraging
        self.deviceDotsPerInch = deviceDotsPerInch; self.pointsPerUnit = pointsPerUnit
    }

    /// libinput's reference resolution.
    public static let normalisedDotsPerInch = 1000.0

    /// Velocity trackers the adaptive profile uses: 2, or 16 with velocity averaging.
    public var velocityTrackerCount: Int { usesVelocityAveraging ? 16 : 2 }

    /// Whether the adaptive profile uses libinput's low-dpi filter (a mouse under 1000 dpi).
    public var usesLowDotsPerInchFilter: Bool {
        deviceDotsPerInch > 0 && deviceDotsPerInch < Self.normalisedDotsPerInch
    }
}
