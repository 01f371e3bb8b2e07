import TactileCore

/// Tuning of ``EndpointPredictor``; speeds in points per second, times in milliseconds,
/// distances in points.
public struct EndpointPredictorConfiguration: Hashable, Sendable {
    /// Velocity is the displacement over this trailing window (20 ms: two samples of a
    /// 100 Hz recording, twenty of a 1 kHz mouse).
    public var speedWindow: Milliseconds
    /// A movement starts when the speed exceeds this (the evaluator's onset: 50 pt/s).
    public var onsetSpeedPointsPerSecond: Double
    /// Slower than this counts as not moving (for the end of a movement).
    public var restSpeedPointsPerSecond: Double
    /// Not moving for this long ends the movement (longer than a touchpad finger lift,
    /// which stays inside the movement; the evaluator cuts at 1 s pauses too).
    public var restDuration: Milliseconds
    /// The engine shows no prediction once this long has passed without a sample (the
    /// movement itself may go on, e.g. across a finger lift).
    public var predictionExpiry: Milliseconds
    /// Below this speed the estimate is the current position: a nearly still pointer gives
    /// the regression nothing to go on, and "stays put" is then hard to beat.
    public var predictionSpeedPointsPerSecond: Double
    /// Past the peak and slower than this fraction of it, the predicted displacement shrinks
    /// in proportion (a slow, late correction: the regression's guess is least reliable
    /// there and "stays put" is already close). 0 turns it off.
    public var shrinkBelowSpeedFraction: Double
    /// No prediction before the pointer is this far from the movement's origin.
    public var minimumTravelPoints: Double
    /// Movements shorter than this do not enter the session prior.
    public var minimumAmplitudePoints: Double
    /// An estimate is trusted (flick capture may act) once the speed is at most this
    /// fraction of the peak and the movement is at least `trustedProgress` of the way.
    public var trustedSpeedFraction: Double
    public var trustedProgress: Double
    /// The session gain (``EndpointPredictor/sessionGain``) is the median over this many of
    /// the latest movements (9: about a minute of desktop work, a few Fitts trials).
    public var gainMovements: Int
    /// An estimate is confident (acted on) when its confidence reaches this; below it the
    /// predictor abstains and reports the current position. `Tools/predictor-confidence.py`
    /// chose 0.7 (leave-one-person-out on Fitts and desktop sessions; Docs/POINTER.md).
    /// 0 turns abstention off: every estimate is the regression's point, confidence 1.
    public var minimumConfidence: Double
    /// Before the movement is this far by the regression's own account (travelled /
    /// (travelled + predicted remaining)) the confidence is 0: an estimate that says the
    /// movement is less than half done rests on the prior, not on the movement's evidence.
    public var minimumConfidentProgress: Double
    /// The confidence is 0 unless each of the latest `denseSampleIntervals` sample intervals
    /// is at most this long: samples farther apart than the speed window leave the speed, its
    /// peak and the deceleration unmeasured (a gap is read as the pointer sitting still), so the
    /// regression has no kinematics to go on. A remote-desktop session sampled at ~9 Hz then
    /// abstains throughout; 60-1000 Hz devices, and one dropped frame at 60 Hz, are unaffected.
    /// `Tools/predictor-confidence.py` chose 50 ms (leave-one-person-out; Docs/POINTER.md).
    /// 0 turns the rule off.
    public var maximumSampleInterval: Milliseconds
    /// How many of the latest sample intervals must be at most ``maximumSampleInterval`` (3:
    /// the samples the speed and its change are measured from).
    public var denseSampleIntervals: Int
    /// The regression's weights (``EndpointPredictor``): 18 for the direction from the
    /// movement's origin, 18 for the velocity direction. Another count falls back to the
    /// learned ones. Replaced only to evaluate weights fitted without some people
    /// (`tactile predict --coefficients`, `Tools/measure-predictor.sh`).
    public var originCoefficients: [Double]
    public var velocityCoefficients: [Double]

    public init(speedWindow: Milliseconds = Milliseconds(20), onsetSpeedPointsPerSecond: Double = 50,
                restSpeedPointsPerSecond: Double = 25, restDuration: Milliseconds = Milliseconds(1000),
                predictionExpiry: Milliseconds = Milliseconds(60),
                predictionSpeedPointsPerSecond: Double = 60, shrinkBelowSpeedFraction: Double = 0.03,
                minimumTravelPoints: Double = 2,
                minimumAmplitudePoints: Double = 20,
                trustedSpeedFraction: Double = 0.6, trustedProgress: Double = 0.95,
                gainMovements: Int = 9, minimumConfidence: Double = 0.7, minimumConfidentProgress: Double = 0.5,
                maximumSampleInterval: Milliseconds = Milliseconds(50), denseSampleIntervals: Int = 3,
                originCoefficients: [Double] = EndpointPredictor.coefficients.origin,
                velocityCoefficients: [Double] = EndpointPredictor.coefficients.velocity) {
        self.originCoefficients = originCoefficients; self.velocityCoefficients = velocityCoefficients
        self.speedWindow = speedWindow; self.onsetSpeedPointsPerSecond = onsetSpeedPointsPerSecond
        self.restSpeedPointsPerSecond = restSpeedPointsPerSecond; self.restDuration = restDuration
        self.predictionExpiry = predictionExpiry
        self.predictionSpeedPointsPerSecond = predictionSpeedPointsPerSecond
        self.shrinkBelowSpeedFraction = shrinkBelowSpeedFraction
        self.minimumTravelPoints = minimumTravelPoints; self.minimumAmplitudePoints = minimumAmplitudePoints
        self.trustedSpeedFraction = trustedSpeedFraction; self.trustedProgress = trustedProgress
        self.gainMovements = gainMovements; self.minimumConfidence = minimumConfidence
        self.minimumConfidentProgress = minimumConfidentProgress
        self.maximumSampleInterval = maximumSampleInterval; self.denseSampleIntervals = denseSampleIntervals
    }
}
