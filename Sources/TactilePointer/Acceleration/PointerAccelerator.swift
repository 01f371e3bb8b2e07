import TactileCore

/// Turns relative device deltas into pointer motion in points, like libinput does for
/// mice: the adaptive profile normalises to 1000 dpi, tracks velocity over recent
/// motion (``VelocityTrackers``) and applies the Simpson-averaged factor of
/// ``AdaptiveAccelerationCurve``; flat multiplies by a constant; custom interpolates
/// user points over the speed since the previous event.
///
/// Time comes from the frames only. No allocation after init.
public struct PointerAccelerator: Sendable {
    public let configuration: AccelerationConfiguration
    public let adaptive: AdaptiveAccelerationCurve
    public let flat: FlatAccelerationCurve
    @usableFromInline var trackers = VelocityTrackers()
    /// The velocity of the previous event, 1000-dpi units per µs (libinput `last_velocity`).
    @usableFromInline var lastVelocity = 0.0
    // Custom profile: the time of the previous event and the interval used for it.
    @usableFromInline var customLastTimeMicroseconds: Int64 = 0
    @usableFromInline var customLastIntervalMicroseconds: Int64 = 7_000

    /// The factor applied by the most recent ``accelerate(dx:dy:at:)`` (for tests and logs).
    public private(set) var lastFactor = 1.0

    public init(configuration: AccelerationConfiguration = .init()) {
        self.configuration = configuration
        adaptive = AdaptiveAccelerationCurve(speed: configuration.speed)
        flat = FlatAccelerationCurve(speed: configuration.speed)
    }

    /// libinput's first-event interval for the custom profile.
    public static let customFirstIntervalMicroseconds: Int64 = 7_000

    /// The pointer motion in points for a device delta in counts at `time`.
    public mutating func accelerate(dx: Int32, dy: Int32, at time: Timestamp) -> ScreenPoint {
        let x = Double(dx), y = Double(dy)
        let scale = configuration.pointsPerUnit
        switch configuration.profile {
        case .adaptive:
            let dpi = configuration.deviceDotsPerInch > 0 ? configuration.deviceDotsPerInch : 1000
            let nx = x * AccelerationConfiguration.normalisedDotsPerInch / dpi
            let ny = y * AccelerationConfiguration.normalisedDotsPerInch / dpi
            trackers.feed(dx: nx, dy: ny, at: time)
            let v = trackers.velocityPerMicrosecond(at: time)
            let f = adaptive.simpsonFactor(unitsPerMillisecond: v * 1000, previous: lastVelocity * 1000)
            lastVelocity = v
            lastFactor = f
            return ScreenPoint(x: nx * f * scale, y: ny * f * scale)
        case .flat:
            lastFactor = flat.factor
            return ScreenPoint(x: x * flat.factor * scale, y: y * flat.factor * scale)
        case .custom(let curve):
            let now = time.microseconds
            // Wrapping: a jump across most of Int64 (hostile timestamps) must not trap.
            var interval = now > customLastTimeMicroseconds
                ? now &- customLastTimeMicroseconds : customLastIntervalMicroseconds
            if interval > VelocityTrackers.motionTimeoutMicroseconds || interval <= 0 {
                interval = Self.customFirstIntervalMicroseconds
            }
            let speed = (x * x + y * y).squareRoot() / (Double(interval) / 1000)
            customLastTimeMicroseconds = now
            customLastIntervalMicroseconds = interval
            let f = curve.factor(unitsPerMillisecond: speed)
            lastFactor = f
            return ScreenPoint(x: x * f * scale, y: y * f * scale)
        }
    }

    /// Forgets the motion history (after the pointer was warped, for example).
    public mutating func reset(at time: Timestamp) {
        trackers.reset(at: time)
        lastVelocity = 0
    }
}
