import TactileCore

/// When a flick may capture its predicted target (used by ``PointerEngine`` and by the
/// false-capture measurement of ``PredictionEvaluator``).
///
/// Only a trusted estimate acts: past the speed peak, slowed to at most 60% of it, and at
/// least 95% of the way by the predictor's own account (``EndpointEstimate/isTrusted``);
/// the predicted endpoint inside the element's hit region; a target selection confidence
/// of at least `flickMinimumConfidence` (0.8); a fast enough movement (peak speed); a
/// magnetic non-text element; and the pointer already within `flickCaptureDistancePoints`
/// of that element's hit region. ``FlickCaptureDwell`` then holds the capture back until
/// the same element has been the candidate for `flickMinimumDwell`. Measured on the
/// development set's 1,500 real movements with layouts built from their targets
/// (Docs/POINTER.md): 6.2% false captures with the earlier rule (any decelerating
/// estimate, confidence 0.5), 0.53% with this one; at most 1.2% per held-out person and
/// device, 0.79% with the dwell.
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

/// The dwell of flick capture: a candidate captures only once it has named the same element
/// for ``MagnetismConfiguration/flickMinimumDwell`` of event time. The trust gate looks at
/// one estimate; a fast primary submovement that ends near some other element can pass it
/// for a single frame before the hand corrects (on the development set, such
/// single-frame captures were most of the false ones). Explicit states: no candidate, or
/// candidate `slot` since `since`. Fixed size, deterministic (frame time only).
package struct FlickCaptureDwell: Hashable, Sendable {
    /// The element the candidate has named without interruption (-1: none).
    package private(set) var slot: Int32 = -1
    /// When it started naming it.
    package private(set) var since: Timestamp = .zero

    package init() {}

    /// Feeds this frame's candidate (nil: none, which ends any dwell); the slot to capture,
    /// once the same candidate has lasted `minimum`.
    package mutating func admit(_ candidate: Int32?, at t: Timestamp, minimum: Milliseconds) -> Int32? {
        guard let c = candidate else { reset(); return nil }
        if c != slot || t < since { slot = c; since = t }
        return (t - since).value >= minimum.value ? c : nil
    }

    package mutating func reset() { slot = -1; since = .zero }

    /// When the candidate captures if no frame comes before (nil: no candidate): a frame
    /// confirms it after the minimum dwell; with none, the pointer rests, and it captures after
    /// ``MagnetismConfiguration/flickRestCapture`` (never before the minimum dwell).
    package func restDeadline(_ m: MagnetismConfiguration) -> Timestamp? {
        slot >= 0 ? since + Milliseconds(Swift.max(m.flickMinimumDwell.value, m.flickRestCapture.value)) : nil
    }
}
