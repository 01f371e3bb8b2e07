import TactileCore

/// Where the fingers' centroid was when a touch sequence started, for the recognizers that
/// measure how far it moved (pan, edge swipe, swipe), and their progress towards their
/// distance threshold.
struct TranslationTracking: Sendable {
    private(set) var isTracking = false
    private var startTranslation: ScreenPoint = .zero
    private var startTranslationPhysical: PhysicalPoint = .zero
    var progress = ThresholdProgress()
    /// Where the distance threshold measures from (mm): the start, moved when a finger
    /// joins (the new set competes from its own start) and by the settled drift.
    private var settle = SettleTracker()

    /// Starts on the first frame with a finger down; returns true on that frame.
    mutating func startIfNeeded(_ s: GroupSample, at time: Timestamp) -> Bool {
        guard !isTracking && s.fingers > 0 else { return false }
        isTracking = true
        startTranslation = s.translation
        startTranslationPhysical = s.translationPhysical
        progress.start(at: time)
        settle.start(s.translationPhysical)
        return true
    }

    /// Progress towards `distance` (mm) of the centroid's motion, allowing for fingertips
    /// settling (``SettleRule``): measured from where the current finger set formed, with
    /// the threshold raised while it settles and the settled drift absorbed after. Call once
    /// per frame while tracking; returns the claim when the threshold is crossed.
    mutating func thresholdClaim(_ c: RecognizerContext, distance: Double,
                                 _ base: inout RecognizerBase, _ out: inout GestureOutput) -> Claim? {
        let s = c.sample
        if s.fingerJoined {
            settle.start(s.translationPhysical)
            progress.start(at: c.time)
        }
        let step = settle.update(s.translationPhysical, s, at: c.time, rule: c.settle, allowance: c.settle.allowanceMillimetres)
        let settling = step.settling
        let moved = s.translationPhysical - settle.origin
        if step.absorbed > 0 {
            progress.start(at: c.time, progress: moved.length / distance)
            if step.absorbed > 0.5 { base.note(.settling, at: c.time, &out) }
        }
        let threshold = settling ? distance + c.settle.allowanceMillimetres : distance
        return progress.update(moved.length / threshold, at: c.time)
    }

    /// Starts again from the current frame (a pan handed over to a new finger set).
    mutating func restart(_ s: GroupSample, at time: Timestamp) {
        isTracking = false
        _ = startIfNeeded(s, at: time)
    }

    /// The centroid's motion since the start, on the panel (mm).
    func movedPhysical(_ s: GroupSample) -> PhysicalPoint { s.translationPhysical - startTranslationPhysical }

    /// The centroid's motion since the start, on the screen (pt): what pans report.
    func translation(_ s: GroupSample) -> ScreenPoint { s.translation - startTranslation }

    mutating func reset() { isTracking = false }
}
