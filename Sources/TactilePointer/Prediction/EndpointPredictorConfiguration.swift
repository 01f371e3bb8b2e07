import TactileCore

/// Tuning of ``EndpointPredictor``; speeds in points per second, times in milliseconds.
public struct EndpointPredictorConfiguration: Hashable, Sendable {
    /// Velocity is the displacement over this trailing window (smooths sensor noise).
    public var speedWindow: Milliseconds
    /// A movement (or corrective submovement) starts when the speed exceeds this.
    public var onsetSpeedPointsPerSecond: Double
    /// Below this speed for `restDuration` the pointer is at rest and nothing is predicted.
    public var restSpeedPointsPerSecond: Double
    public var restDuration: Milliseconds
    /// A gap between samples longer than this also means the pointer was at rest.
    public var maximumSampleGap: Milliseconds
    /// A new submovement starts when, after slowing below this fraction of the peak,
    /// the speed rises again by `submovementRiseFraction` of the valley plus the onset speed.
    public var submovementValleyFraction: Double
    public var submovementRiseFraction: Double
    /// Deceleration is this many times longer than acceleration (1 = the symmetric
    /// minimum-jerk profile). Real aimed movements decelerate slightly longer.
    public var decelerationSkew: Double

    public init(speedWindow: Milliseconds = Milliseconds(16), onsetSpeedPointsPerSecond: Double = 60,
                restSpeedPointsPerSecond: Double = 25, restDuration: Milliseconds = Milliseconds(60),
                maximumSampleGap: Milliseconds = Milliseconds(60),
                submovementValleyFraction: Double = 0.5, submovementRiseFraction: Double = 0.3,
                decelerationSkew: Double = 1.0) {
        self.speedWindow = speedWindow; self.onsetSpeedPointsPerSecond = onsetSpeedPointsPerSecond
        self.restSpeedPointsPerSecond = restSpeedPointsPerSecond; self.restDuration = restDuration
        self.maximumSampleGap = maximumSampleGap
        self.submovementValleyFraction = submovementValleyFraction
        self.submovementRiseFraction = submovementRiseFraction
        self.decelerationSkew = decelerationSkew
    }
}
