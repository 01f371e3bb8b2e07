import TactileCore

/// When a flick may capture its predicted target (used by ``PointerEngine`` and by the
/// false-capture measurement of ``PredictionEvaluator``).
///
/// Only a trusted estimate acts: past the speed peak, slowed to at most 60% of it, and at
/// least 95% of the way by the predictor's own account (``EndpointEstimate/isTrusted``);
/// the predicted endpoint inside the element's hit region; a target selection confidence
/// of at least `flickMinimumConfidence` (0.8); a fast enough movement (peak speed); a
/// magnetic non-text element; and the pointer already within `flickCaptureDistancePoints`
/// of that element's hit region. Measured on the development set's 1,500 real movements
/// with layouts built from their targets (Docs/POINTER.md): 6.2% false captures with the
/// earlier rule (any decelerating estimate, confidence 0.5), 0.53% with this one; at most
/// 1.2% per held-out person and device.
package enum FlickCapture {
    /// The slot to capture, or nil. `model` is the model pointer (points), not in any region.
    package static func candidate(prediction: TargetPrediction, estimate: EndpointEstimate?,
                                 peakSpeedPointsPerSecond: Double, model: ScreenPoint,
                                 map: HitRegionMap, configuration m: MagnetismConfiguration,
                                 requiresEndpointInside: Bool = true) -> Int32? {
        // requiresEndpointInside = false is the looser rule, kept for measurements.
        guard m.flickCaptureEnabled, prediction.isActive, prediction.targetSlot >= 0,
              prediction.confidence >= m.flickMinimumConfidence,
              let estimate, estimate.isDecelerating, estimate.isTrusted,
              peakSpeedPointsPerSecond >= m.flickMinimumPeakSpeedPointsPerSecond,
              let e = map.element(atSlot: prediction.targetSlot), e.effect.isMagnetic, !e.isTextInput,
              let r = map.region(atSlot: prediction.targetSlot),
              r.distance(x: model.x, y: model.y) <= m.flickCaptureDistancePoints,
              !requiresEndpointInside || r.distance(x: estimate.point.x, y: estimate.point.y) <= 0
        else { return nil }
        return prediction.targetSlot
    }
}
