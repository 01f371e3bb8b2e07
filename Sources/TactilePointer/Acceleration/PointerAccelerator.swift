import TactileCore

/// Turns relative device deltas into pointer motion in points, like libinput does for
/// mice. Adaptive (libinput's default): velocity is tracked over the raw counts
/// (``VelocityTrackers``: 2 trackers, or 16 with velocity averaging) and the
/// Simpson-averaged factor of ``AdaptiveAccelerationCurve`` is applied; at 1000 dpi and
/// above the speed and the delta are normalised to 1000 dpi (`filter-mouse.c`), below it
/// the low-dpi curve works on raw counts (`filter-low-dpi.c`). Flat multiplies by a
/// constant; custom interpolates user points over the speed since the previous event.
///
/// Time comes from the frames only. No allocation after init.
package struct PointerAccelerator: Sendable {
    package let configuration: AccelerationConfiguration
    package let adaptive: AdaptiveAccelerationCurve
    package let flat: FlatAccelerationCurve
    @usableFromInline var trackers: VelocityTrackers
    /// Device counts -> 1000-dpi units for the speed and the delta (1 with the low-dpi filter,
    /// which works on raw counts).
    @usableFromInline let normalisation: Double
    /// The velocity of the previous event, device counts per µs (libinput `last_velocity`).
    @usableFromInline var lastVelocity = 0.0
    // Custom profile: the time of the previous event and the interval used for it.
    @usableFromInline var customLastTimeMicroseconds: Int64 = 0
    @usableFromInline var customLastIntervalMicroseconds: Int64 = 7_000

    /// The factor applied by the most recent ``accelerate(dx:dy:at:)`` (for tests and logs).
    package private(set) var lastFactor = 1.0

    package init(configuration: AccelerationConfiguration = .init()) {
        self.configuration = configuration
        let dpi = configuration.deviceDotsPerInch > 0 && configuration.deviceDotsPerInch.isFinite
            ? configuration.deviceDotsPerInch : AccelerationConfiguration.normalisedDotsPerInch
        if configuration.usesLowDotsPerInchFilter {
            adaptive = AdaptiveAccelerationCurve(speed: configuration.speed, lowDotsPerInch: dpi)
            normalisation = 1
        } else {
            adaptive = AdaptiveAccelerationCurve(speed: configuration.speed)
            normalisation = AccelerationConfiguration.normalisedDotsPerInch / dpi
        }
        trackers = VelocityTrackers(count: configuration.velocityTrackerCount)
        flat = FlatAccelerationCurve(speed: configuration.speed)
    }

    /// libinput's first-event interval for the custom profile.
    package static let customFirstIntervalMicroseconds: Int64 = 7_000

    /// The pointer motion in points for a device delta in counts at `time`.
    package mutating func accelerate(dx: Int32, dy: Int32, at time: Timestamp) -> ScreenPoint {
        let x = Double(dx), y = Double(dy)
        let scale = configuration.pointsPerUnit
        switch configuration.profile {
        case .adaptive:
            // libinput feeds the trackers raw counts (direction octants and the 1 unit/ms
            // velocity-jump limit are in counts) and normalises only the speed and the delta.
            trackers.feed(dx: x, dy: y, at: time)
            let v = trackers.velocityPerMicrosecond(at: time)
            let f = adaptive.simpsonFactor(unitsPerMillisecond: v * 1000 * normalisation,
                                           previous: lastVelocity * 1000 * normalisation)
            lastVelocity = v
            let nx = x * normalisation, ny = y * normalisation
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
    package mutating func reset(at time: Timestamp) {
        trackers.reset(at: time)
        lastVelocity = 0
    }
}
