import TactileCore

/// Where the predictor thinks the current movement will end, in screen points.
public struct EndpointEstimate: Hashable, Sendable {
    /// The prediction to act on: the current position when the predictor abstains (not
    /// confident), otherwise the current position plus `confidence` x the regression's
    /// displacement (``regressionPoint``).
    public var point: ScreenPoint
    /// Predicted distance from the current position to ``point``, in points.
    public var remainingPoints: Double
    /// 0 ... 1: how far the movement is by the regression's account (travelled /
    /// (travelled + the regression's remaining distance)).
    public var progress: Double
    /// Whether the current submovement is past its speed peak.
    public var isDecelerating: Bool
    /// Distance from the movement's start to the current position, in points.
    public var travelledPoints: Double
    /// Whether the estimate is reliable enough for flick capture: past the speed peak,
    /// slowing, and most of the way there (see ``EndpointPredictorConfiguration``).
    public var isTrusted: Bool
    /// 0 ... 1: the predictor's confidence in this estimate (``EndpointPredictor``: the
    /// session's measured gain once the movement is half way by its own account, else 0).
    public var confidence: Double
    /// Whether the confidence reaches ``EndpointPredictorConfiguration/minimumConfidence``;
    /// when not, ``point`` is the current position ("no prediction").
    public var isConfident: Bool
    /// The regression's own guess, acted on or not (measurements, the session gain).
    public var regressionPoint: ScreenPoint

    public init(point: ScreenPoint, remainingPoints: Double, progress: Double, isDecelerating: Bool,
                travelledPoints: Double = 0, isTrusted: Bool = false, confidence: Double = 1,
                isConfident: Bool = true, regressionPoint: ScreenPoint? = nil) {
        self.point = point; self.remainingPoints = remainingPoints
        self.progress = progress; self.isDecelerating = isDecelerating; self.travelledPoints = travelledPoints
        self.isTrusted = isTrusted; self.confidence = confidence; self.isConfident = isConfident
        self.regressionPoint = regressionPoint ?? point
    }
}
